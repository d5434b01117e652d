import { concatBytes, fromHex, toHex, utf8 } from './bytes.ts';
import { canonicalJson } from './canonical-json.ts';
import { webCryptoSha256, type Sha256 } from './webcrypto-hmac.ts';

/**
 * The ticket-set fingerprint published when a period closes (reference section 5.4): a Merkle
 * root over the period's tickets, so a ticket added, removed or changed after the close
 * changes the root, and each player can check their ticket is in it.
 *
 * Leaves are in ticketId order (UTF-16 code units). A leaf is SHA256(0x00 ‖ encoding), a node
 * SHA256(0x01 ‖ left ‖ right): the prefixes keep a leaf from passing as a node. A level with an
 * odd count carries its last hash up unchanged rather than pairing it with itself, so no two
 * different ticket sets share a root. The published root is SHA256(0x02 ‖ count as 8 bytes
 * big-endian ‖ top node), so it commits to the ticket count as well and a proof cannot claim
 * another tree size; an empty period's root is SHA256(0x02 ‖ 0).
 */

/** What the fingerprint commits to for each ticket. */
export interface TicketRecord {
  readonly ticketId: string;
  readonly memberId: string;
  readonly playCode: string;
  /** The selection as stored; hashed as canonical JSON. */
  readonly selection: unknown;
  /** Stake in minor units. */
  readonly stake: bigint;
  /** When it was placed, epoch milliseconds (the server truncates to whole ms). */
  readonly placedAt: number;
}

/** A Merkle inclusion proof: the leaf's place and its sibling hashes from the bottom up. */
export interface InclusionProof {
  readonly index: number;
  readonly leafCount: number;
  /** Hex sibling hashes; levels where the node was carried up have none. */
  readonly siblings: readonly string[];
}

/** The canonical bytes of a ticket: canonical JSON of the six fields, stake as a string. */
export function encodeTicket(t: TicketRecord): Uint8Array {
  if (!Number.isSafeInteger(t.placedAt)) throw new RangeError('placedAt must be integer ms');
  const fields = [t.ticketId, t.memberId, t.playCode, t.selection, t.stake.toString(), t.placedAt];
  return utf8(canonicalJson(fields));
}

/** The tickets in canonical (ticketId) order; a repeated ticketId throws. */
export function canonicalOrder(tickets: readonly TicketRecord[]): TicketRecord[] {
  const sorted = [...tickets].sort((a, b) =>
    a.ticketId < b.ticketId ? -1 : a.ticketId > b.ticketId ? 1 : 0,
  );
  sorted.forEach((t, i) => {
    if (i > 0 && sorted[i - 1]?.ticketId === t.ticketId) {
      throw new RangeError(`duplicate ticket ${t.ticketId}`);
    }
  });
  return sorted;
}

const leafHash = (t: TicketRecord, sha256: Sha256) =>
  sha256(concatBytes([Uint8Array.of(0), encodeTicket(t)]));
const nodeHash = (left: Uint8Array, right: Uint8Array, sha256: Sha256) =>
  sha256(concatBytes([Uint8Array.of(1), left, right]));

/** The published root: the count and the top node under the 0x02 prefix. */
function sealedRoot(count: number, top: Uint8Array | undefined, sha256: Sha256) {
  const header = new Uint8Array(9);
  header[0] = 2;
  new DataView(header.buffer).setBigUint64(1, BigInt(count));
  return sha256(concatBytes(top === undefined ? [header] : [header, top]));
}

/** Every level of the tree, leaves first, root level last. */
async function levels(tickets: readonly TicketRecord[], sha256: Sha256): Promise<Uint8Array[][]> {
  const leaves = await Promise.all(canonicalOrder(tickets).map((t) => leafHash(t, sha256)));
  const out = [leaves];
  let level = leaves;
  while (level.length > 1) {
    const below = level;
    level = await Promise.all(
      Array.from({ length: Math.ceil(below.length / 2) }, (_, i) => {
        const [left, right] = [below[2 * i] as Uint8Array, below[2 * i + 1]];
        return right === undefined ? left : nodeHash(left, right, sha256);
      }),
    );
    out.push(level);
  }
  return out;
}

/** The hex Merkle root of a period's tickets. */
export async function merkleRoot(
  tickets: readonly TicketRecord[],
  sha256: Sha256 = webCryptoSha256,
): Promise<string> {
  const top = tickets.length === 0 ? undefined : (await levels(tickets, sha256)).at(-1)?.[0];
  return toHex(await sealedRoot(tickets.length, top, sha256));
}

/** The inclusion proof of `ticketId`; a ticket not in the set throws. */
export async function inclusionProof(
  tickets: readonly TicketRecord[],
  ticketId: string,
  sha256: Sha256 = webCryptoSha256,
): Promise<InclusionProof> {
  const [proof] = await inclusionProofs(tickets, [ticketId], sha256);
  return proof as InclusionProof;
}

/** The inclusion proofs of several tickets, building the tree once; in the order asked. */
export async function inclusionProofs(
  tickets: readonly TicketRecord[],
  ticketIds: readonly string[],
  sha256: Sha256 = webCryptoSha256,
): Promise<InclusionProof[]> {
  const order = canonicalOrder(tickets);
  const places = new Map(order.map((t, i) => [t.ticketId, i]));
  const tree = ticketIds.length === 0 ? [] : (await levels(tickets, sha256)).slice(0, -1);
  return ticketIds.map((ticketId) => {
    const index = places.get(ticketId);
    if (index === undefined) throw new RangeError(`ticket ${ticketId} is not in the set`);
    const siblings: string[] = [];
    let at = index;
    for (const level of tree) {
      const sibling = level[at ^ 1];
      if (sibling !== undefined) siblings.push(toHex(sibling));
      at >>= 1;
    }
    return { index, leafCount: tickets.length, siblings };
  });
}

/** True when `ticket` sits at the proof's place under `root`, with exactly its siblings. */
export async function verifyInclusion(
  ticket: TicketRecord,
  proof: InclusionProof,
  root: string,
  sha256: Sha256 = webCryptoSha256,
): Promise<boolean> {
  const { index, leafCount, siblings } = proof;
  if (!Number.isSafeInteger(leafCount) || !Number.isSafeInteger(index)) return false;
  if (index < 0 || index >= leafCount) return false;
  let hash = await leafHash(ticket, sha256);
  let used = 0;
  for (let at = index, size = leafCount; size > 1; at >>= 1, size = Math.ceil(size / 2)) {
    // The path's shape follows from the place alone; the proof only supplies the hashes.
    if ((at ^ 1) >= size) continue;
    const hex = siblings[used];
    if (hex === undefined || !/^[0-9a-f]{64}$/u.test(hex)) return false;
    used += 1;
    const sibling = fromHex(hex);
    hash =
      at % 2 === 1 ? await nodeHash(sibling, hash, sha256) : await nodeHash(hash, sibling, sha256);
  }
  if (used !== siblings.length) return false;
  return toHex(await sealedRoot(leafCount, hash, sha256)) === root.toLowerCase();
}
