import { equalBytes, fromHex } from '@portal/contract/lottery/bytes';
import { deriveDraw } from '@portal/contract/lottery/draw';
import { verifyInclusion } from '@portal/contract/lottery/fingerprint';
import { verifyAgainstAnchor } from '@portal/contract/lottery/seed-chain';
import { webCryptoSha256 } from '@portal/contract/lottery/webcrypto-hmac';
import type { VerifyView } from '@portal/contract/lottery/wire';

/**
 * The verifier's checks, recomputed in the browser with the contract's own functions (the
 * same code the server draws with): nothing here trusts the server's word but `ticketsMatch`,
 * which only the server can compute (it needs every ticket) and is shown as its claim.
 */

/** The outcome of each check. */
export interface VerifyChecks {
  /** sha256(seed) = the commitment published when the period opened. */
  commitment: boolean;
  /** The seed hashed chainIndex + 1 times gives the chain's anchor. */
  anchor: boolean;
  /** The HMAC message names this game and period. */
  message: boolean;
  /** HMAC-SHA256 from the seed gives the published result. */
  result: boolean;
  /** What the browser drew from the seed (null when the inputs could not be read). */
  computed: number[] | null;
  /** How many of the member's tickets were proved, and whether all proofs held. */
  tickets: { count: number; ok: boolean };
  /** The server's statement that its tickets still give the sealed fingerprint. */
  ticketsMatch: boolean;
}

/** The names of the checks, in the order the verifier lists them. */
export const checkNames = [
  'commitment',
  'anchor',
  'message',
  'result',
  'tickets',
  'ticketsMatch',
] as const;
export type CheckName = (typeof checkNames)[number];

/** True when the check passed. */
export function passed(checks: VerifyChecks, name: CheckName): boolean {
  return name === 'tickets' ? checks.tickets.ok : checks[name];
}

/** True when every check passed: the period is verified. */
export function allPassed(checks: VerifyChecks): boolean {
  return checkNames.every((name) => passed(checks, name));
}

const sameNumbers = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((n, i) => n === b[i]);

/** Runs every check on a drawn period's inputs. */
export async function runChecks(view: VerifyView): Promise<VerifyChecks> {
  let seed: Uint8Array;
  try {
    seed = fromHex(view.seed);
  } catch {
    seed = new Uint8Array(0);
  }
  const commitment =
    seed.length > 0 &&
    equalBytes(await webCryptoSha256(seed), safeHex(view.seedCommitment) ?? new Uint8Array(1));
  const anchorBytes = safeHex(view.anchor);
  const anchor =
    seed.length > 0 && anchorBytes !== null
      ? await verifyAgainstAnchor(seed, view.chainIndex, anchorBytes)
      : false;

  // The message is gameCode|periodNo, with a beacon's randomness after a third bar when mixed in.
  const [gameCode, periodId, beacon, ...rest] = view.message.split('|');
  const message = gameCode === view.gameCode && periodId === view.periodNo && rest.length === 0;
  let computed: number[] | null = null;
  if (seed.length > 0 && gameCode !== undefined && periodId !== undefined) {
    try {
      computed = await deriveDraw({
        serverSeed: seed,
        gameCode,
        periodId,
        shape: view.shape,
        beacon,
      });
    } catch {
      computed = null;
    }
  }
  const result = computed !== null && message && sameNumbers(computed, view.result);

  const proofs = await Promise.all(
    view.mine.map(async ({ record, proof }) => {
      try {
        return await verifyInclusion(
          { ...record, stake: BigInt(record.stake) },
          proof,
          view.fingerprint,
        );
      } catch {
        return false;
      }
    }),
  );
  return {
    commitment,
    anchor,
    message,
    result,
    computed,
    tickets: { count: proofs.length, ok: proofs.every(Boolean) },
    ticketsMatch: view.ticketsMatch,
  };
}

function safeHex(hex: string): Uint8Array | null {
  try {
    return fromHex(hex);
  } catch {
    return null;
  }
}
