import type { Family } from './families.ts';
import type { PlayMethod } from './play-method.ts';
import { elevenFivePlayMethods } from './play-methods-11x5.ts';
import { lfPlayMethods } from './play-methods-lf.ts';
import { lhcPlayMethods } from './play-methods-lhc.ts';
import { pk10PlayMethods } from './play-methods-pk10.ts';
import { seaPlayMethods } from './play-methods-sea.ts';
import { sscPlayMethods } from './play-methods-ssc.ts';
import { thaiPlayMethods } from './play-methods-thai.ts';
import { vnPlayMethods } from './play-methods-vn.ts';

/**
 * The registry of play methods by code. Codes are stored on tickets, so a code never changes
 * meaning; a new rule gets a new code.
 */

/** Every play method, SSC first, in a stable order. */
export const allPlayMethods: readonly PlayMethod[] = [
  ...sscPlayMethods,
  ...lfPlayMethods,
  ...elevenFivePlayMethods,
  ...pk10PlayMethods,
  ...lhcPlayMethods,
  ...vnPlayMethods,
  ...seaPlayMethods,
  ...thaiPlayMethods,
];

const byCode = new Map(allPlayMethods.map((method) => [method.code, method]));
if (byCode.size !== allPlayMethods.length) throw new Error('duplicate play method code');

/** Every play code. */
export const playCodes: readonly string[] = allPlayMethods.map((method) => method.code);

/** The play method with `code`, or undefined for an unknown code. */
export function findPlayMethod(code: string): PlayMethod | undefined {
  return byCode.get(code);
}

/** The play method with `code`; an unknown code throws a RangeError. */
export function playMethod(code: string): PlayMethod {
  const method = byCode.get(code);
  if (method === undefined) throw new RangeError(`unknown play method: ${code}`);
  return method;
}

/** The play methods of one family. */
export function playMethodsOf(family: Family): PlayMethod[] {
  return allPlayMethods.filter((method) => method.family === family);
}
