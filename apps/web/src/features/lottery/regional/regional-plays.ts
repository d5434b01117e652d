import type { PlayMethod } from '@portal/contract/lottery/play-method';
import { findPlayMethod } from '@portal/contract/lottery/play-methods';
import { exactHitsPayout, type FixedOdds } from '@portal/contract/lottery/prize';
import { floor } from '@portal/contract/lottery/rational';
import type { LotteryBoard } from '@portal/contract/lottery/wire';
import { tierLabel } from '../lottery-labels.ts';
import type { LotteryT } from '../lottery-texts.ts';
import { pickRules, type PickRules } from './number-picks.ts';
import { regionalTextOr, type RegionalT } from './regional-texts.ts';

/**
 * The plays a regional board offers, with what the page says about them: a one-line rule and
 * what one hit pays per prize category, from the board's odds and the contract's payout.
 */

/** A play of the board that takes numbers, with its rules and configured odds. */
export interface RegionalPlay {
  method: PlayMethod;
  rules: PickRules;
  odds: FixedOdds | null;
}

/** The board's per-hit odds plays that take numbers, in board order. */
export function regionalPlays(board: LotteryBoard): RegionalPlay[] {
  return board.plays.flatMap((play) => {
    const method = findPlayMethod(play.code);
    const rules = method === undefined ? null : pickRules(method);
    if (method === undefined || rules === null || method.pricing.kind !== 'odds') return [];
    return [{ method, rules, odds: play.odds }];
  });
}

/** One line on how the play wins (VN by play name, SEA by code). */
export function playHint(rt: RegionalT, play: RegionalPlay): string {
  const { method, rules } = play;
  const values = { cost: method.cost, k: rules.k };
  if (method.family === 'VN') {
    const name = method.name.startsWith('XIEN') ? 'XIEN' : method.name;
    return regionalTextOr(rt, `lotteryRegional.hints.${name}`, '', values);
  }
  return regionalTextOr(rt, `lotteryRegional.hints.${method.code}`, '', values);
}

/** The name of a hit key: a prize tier (4D's categories), a 3 tod kind, or "per hit". */
export function hitKeyLabel(lt: LotteryT, rt: RegionalT, key: string): string {
  return regionalTextOr(rt, `lotteryRegional.keys.${key}`, tierLabel(lt, key));
}

/** What one hit of one key pays at a price and multiple (minor units, rounded down). */
export interface HitPay {
  key: string;
  odds: string;
  amount: bigint;
}

/**
 * What one hit pays under each key the play can hit; keys without configured odds are left
 * out (the server does not sell a play missing any of them, so the board will say so).
 */
export function hitPays(play: RegionalPlay, price: bigint, multiple: number): HitPay[] {
  const { method, odds } = play;
  if (method.pricing.kind !== 'odds' || odds === null) return [];
  return Object.keys(method.pricing.expectedHits).flatMap((key) => {
    const value = odds[key];
    if (value === undefined) return [];
    try {
      const amount = floor(exactHitsPayout({ [key]: 1 }, odds, price, multiple));
      return [{ key, odds: value, amount }];
    } catch {
      return [];
    }
  });
}

/** True when every key the play can hit has odds: the server sells it. */
export function isSold(play: RegionalPlay): boolean {
  const { method, odds } = play;
  if (method.pricing.kind !== 'odds' || odds === null) return false;
  return Object.keys(method.pricing.expectedHits).every((key) => odds[key] !== undefined);
}
