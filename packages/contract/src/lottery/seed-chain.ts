import { equalBytes } from './bytes.ts';
import { webCryptoSha256, type Sha256 } from './webcrypto-hmac.ts';

/**
 * The seed hash chain (reference section 5.1): from a secret top seed S_N, S_{i−1} =
 * SHA256(S_i) down to S_0, and the anchor H0 = SHA256(S_0) is published before the season.
 * Period k draws with S_k; once revealed, SHA256(S_k) equals the previous commitment (S_{k−1},
 * or H0 for k = 0), which proves S_k was fixed before the season began. Seeds are raw 32-byte
 * values and are hashed as bytes (not as their hex text).
 */

/** S_{i−1} from S_i. */
export function previousSeed(seed: Uint8Array, sha256: Sha256 = webCryptoSha256) {
  return sha256(seed);
}

/** A seed chain: `seeds[k]` is S_k, and `anchor` is H0 = SHA256(S_0). */
export interface SeedChain {
  readonly seeds: readonly Uint8Array[];
  readonly anchor: Uint8Array;
}

/** Builds S_0..S_N from the top seed S_N (N = `length`), with its anchor. */
export async function buildSeedChain(
  top: Uint8Array,
  length: number,
  sha256: Sha256 = webCryptoSha256,
): Promise<SeedChain> {
  if (!Number.isSafeInteger(length) || length < 0) throw new RangeError('bad chain length');
  const downward = [top]; // S_N, S_{N−1}, …, S_0
  for (let i = 0; i < length; i += 1) downward.push(await sha256(downward[i] as Uint8Array));
  const seeds = downward.reverse();
  return { seeds, anchor: await sha256(seeds[0] as Uint8Array) };
}

/** True when `revealed` hashes to `previousCommitment` (S_{k−1}, or H0 for period 0). */
export async function verifyChainLink(
  revealed: Uint8Array,
  previousCommitment: Uint8Array,
  sha256: Sha256 = webCryptoSha256,
): Promise<boolean> {
  return equalBytes(await sha256(revealed), previousCommitment);
}

/** True when S_k (`seed`, k = `index`) hashed k + 1 times reaches the anchor H0. */
export async function verifyAgainstAnchor(
  seed: Uint8Array,
  index: number,
  anchor: Uint8Array,
  sha256: Sha256 = webCryptoSha256,
): Promise<boolean> {
  if (!Number.isSafeInteger(index) || index < 0) return false;
  let value = seed;
  for (let i = 0; i <= index; i += 1) value = await sha256(value);
  return equalBytes(value, anchor);
}
