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
}

const sha256 = (bytes: Buffer): Buffer => createHash('sha256').update(bytes).digest();

/** `bytes` hashed `times` times. */
function hashTimes(bytes: Buffer, times: number): Buffer {
  let value = bytes;
  for (let i = 0; i < times; i += 1) value = sha256(value);
  return value;
}

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
  const top = Buffer.from(
    unseal(
      keyring,
      { sealed: row.top_seed_sealed, keyId: row.top_seed_key },
      sealContext(merchantId, gameCode, row.anchor),
    ),
    'hex',
  );
  // A tampered anchor or a wrong key would draw from a chain nobody can verify: stop instead.
  if (hashTimes(top, row.length).toString('hex') !== row.anchor) {
    throw new Error(`lottery chain ${row.id} does not reach its anchor`);
  }
  return { id: row.id, length: row.length, anchor: row.anchor, nextIndex: row.next_index, top };
}

/** Starts a new chain for a game: a random top seed, sealed, and its anchor. */
export async function createChain(
  q: Queryable,
  keyring: Keyring,
  spec: { merchantId: number; gameCode: string; length: number },
): Promise<Chain> {
  const top = randomBytes(32);
  const anchor = hashTimes(top, spec.length).toString('hex');
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
  return { id: row!.id, length: spec.length, anchor, nextIndex: 0, top };
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
  return hashTimes(chain.top, chain.length - 1 - index);
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
