import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../../db/db.ts';
import { seal, unseal, type Keyring } from '../../merchant/key-sealing.ts';

/**
 * A game's seed chains (reference section 5.1). A chain of `length` seeds has its secret top
 * S_{length−1}; S_{i−1} = sha256(S_i) down to S_0, and the anchor sha256(S_0) is stored (and
 * shown) from the moment the chain exists, before any of its periods opens. Period k of the
 * chain draws with S_k, so sha256(S_k) is its commitment and also the seed of the period
 * before it. The top seed is sealed at rest; seeds are hashed as raw bytes.
 */

/** A chain as the engine uses it: its top seed opened. */
export interface Chain {
  id: bigint;
  length: number;
  anchor: string;
  nextIndex: number;
  top: Buffer;
  /**
   * Every `checkpointStride`-th hash down from the top (`checkpoints[m]` is the top hashed
   * m·stride times), kept from the walk that checks the anchor: a seed deep in the chain costs
   * at most a stride of hashes, not up to `length` of them on every draw.
   */
  checkpoints: Buffer[];
}

/** Hashes between checkpoints: 157 buffers for a chain of 10,000. */
const checkpointStride = 64;

const sha256 = (bytes: Buffer): Buffer => createHash('sha256').update(bytes).digest();

/** `bytes` hashed `times` times. */
function hashTimes(bytes: Buffer, times: number): Buffer {
  let value = bytes;
  for (let i = 0; i < times; i += 1) value = sha256(value);
  return value;
}

/** The top hashed `length` times (the anchor), with the checkpoints met on the way. */
function walk(top: Buffer, length: number): { anchor: string; checkpoints: Buffer[] } {
  const checkpoints: Buffer[] = [];
  let value = top;
  for (let i = 0; i < length; i += 1) {
    if (i % checkpointStride === 0) checkpoints.push(value);
    value = sha256(value);
  }
  return { anchor: value.toString('hex'), checkpoints };
}

/** The top hashed `times` times (0 <= times < length), from the nearest checkpoint. */
function hashDown(chain: Chain, times: number): Buffer {
  const at = Math.floor(times / checkpointStride);
  return hashTimes(chain.checkpoints[at] as Buffer, times - at * checkpointStride);
}

/**
 * Chains opened by this process, by row id and sealed seed (a reseal under a new key opens the
 * chain again). Opening checks the anchor with `length` hashes; the engine opens a game's chain
 * for every draw and every batch of periods, which on a busy brand is most of its CPU.
 */
const opened = new Map<
  string,
  { sealed: string; anchor: string; chain: Omit<Chain, 'nextIndex'> }
>();
const openedLimit = 512;

/** What the sealed top seed is bound to: its game and its anchor, so rows cannot swap seeds. */
function sealContext(merchantId: number, gameCode: string, anchor: string): string {
  return `lottery_chain:${merchantId}:${gameCode}:${anchor}`;
}

interface ChainRow {
  id: bigint;
  top_seed_sealed: string;
  top_seed_key: string;
  length: number;
  anchor: string;
  next_index: number;
}

function open(keyring: Keyring, merchantId: number, gameCode: string, row: ChainRow): Chain {
  const key = `${merchantId}:${gameCode}:${row.id}`;
  const known = opened.get(key);
  if (known && known.sealed === row.top_seed_sealed && known.anchor === row.anchor) {
    return { ...known.chain, nextIndex: row.next_index };
  }
  const top = Buffer.from(
    unseal(
      keyring,
      { sealed: row.top_seed_sealed, keyId: row.top_seed_key },
      sealContext(merchantId, gameCode, row.anchor),
    ),
    'hex',
  );
  const { anchor, checkpoints } = walk(top, row.length);
  // A tampered anchor or a wrong key would draw from a chain nobody can verify: stop instead.
  if (anchor !== row.anchor) {
    throw new Error(`lottery chain ${row.id} does not reach its anchor`);
  }
  const chain = { id: row.id, length: row.length, anchor, top, checkpoints };
  remember(key, row.top_seed_sealed, chain);
  return { ...chain, nextIndex: row.next_index };
}

function remember(key: string, sealed: string, chain: Omit<Chain, 'nextIndex'>): void {
  opened.delete(key);
  opened.set(key, { sealed, anchor: chain.anchor, chain });
  // Oldest first out: used-up chains are only opened again for a late draw or a check.
  if (opened.size > openedLimit) opened.delete(opened.keys().next().value as string);
}

/** Starts a new chain for a game: a random top seed, sealed, and its anchor. */
export async function createChain(
  q: Queryable,
  keyring: Keyring,
  spec: { merchantId: number; gameCode: string; length: number },
): Promise<Chain> {
  const top = randomBytes(32);
  const { anchor, checkpoints } = walk(top, spec.length);
  const sealed = seal(
    keyring,
    top.toString('hex'),
    sealContext(spec.merchantId, spec.gameCode, anchor),
  );
  const [row] = await q.query<{ id: bigint }>(
    `insert into lottery_chain (merchant_id, game_code, top_seed_sealed, top_seed_key, length, anchor)
     values ($1, $2, $3, $4, $5, $6) returning id`,
    [spec.merchantId, spec.gameCode, sealed.sealed, sealed.keyId, spec.length, anchor],
  );
  const chain = { id: row!.id, length: spec.length, anchor, top, checkpoints };
  remember(`${spec.merchantId}:${spec.gameCode}:${row!.id}`, sealed.sealed, chain);
  return { ...chain, nextIndex: 0 };
}

/**
 * The game's chain with seeds left, locked for the caller's transaction (a new one when the last
 * is used up).
 */
export async function currentChain(
  q: Queryable,
  keyring: Keyring,
  spec: { merchantId: number; gameCode: string; length: number },
): Promise<Chain> {
  const [row] = await q.query<ChainRow>(
    `select id, top_seed_sealed, top_seed_key, length, anchor, next_index from lottery_chain
     where merchant_id = $1 and game_code = $2 and next_index < length
     order by id desc limit 1 for update`,
    [spec.merchantId, spec.gameCode],
  );
  return row ? open(keyring, spec.merchantId, spec.gameCode, row) : createChain(q, keyring, spec);
}

/** A chain by id, opened (for the draw of one of its periods). */
export async function chainById(
  q: Queryable,
  keyring: Keyring,
  spec: { merchantId: number; gameCode: string; id: bigint },
): Promise<Chain> {
  const [row] = await q.query<ChainRow>(
    `select id, top_seed_sealed, top_seed_key, length, anchor, next_index from lottery_chain
     where id = $1 and merchant_id = $2 and game_code = $3`,
    [spec.id.toString(), spec.merchantId, spec.gameCode],
  );
  if (!row) throw new Error(`no lottery chain ${spec.id}`);
  return open(keyring, spec.merchantId, spec.gameCode, row);
}

/** S_index of a chain. */
export function seedAt(chain: Chain, index: number): Buffer {
  if (!Number.isInteger(index) || index < 0 || index >= chain.length) {
    throw new RangeError(`seed index ${index} outside a chain of ${chain.length}`);
  }
  return hashDown(chain, chain.length - 1 - index);
}

/**
 * The commitments sha256(S_k) of `count` indexes from `from` up, in one walk down the chain:
 * k = 0 gives the anchor.
 */
export function commitmentsFrom(chain: Chain, from: number, count: number): string[] {
  if (count <= 0) return [];
  const last = from + count - 1;
  let seed = seedAt(chain, last);
  const out: string[] = [];
  for (let k = last; k >= from; k -= 1) {
    const commitment = sha256(seed);
    out.push(commitment.toString('hex'));
    seed = commitment;
  }
  return out.reverse();
}
