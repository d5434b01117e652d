import { randomBytes } from 'node:crypto';
import type { Queryable, Tx } from '../../db/db.ts';
import { seedHash } from './fair.ts';

/** The live seed pair of a member and game: the hash is public, the seed stays secret. */
export interface ActiveSeed {
  id: bigint;
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nextNonce: number;
}

async function create(
  q: Queryable,
  spec: { merchantId: number; memberId: string; gameCode: string; clientSeed?: string },
) {
  const serverSeed = randomBytes(32).toString('hex');
  await q.query(
    `insert into fair_seed (merchant_id, member_id, game_code, server_seed, server_seed_hash, client_seed)
     values ($1, $2, $3, $4, $5, $6) on conflict do nothing`,
    [
      spec.merchantId,
      spec.memberId,
      spec.gameCode,
      serverSeed,
      seedHash(serverSeed),
      spec.clientSeed ?? randomBytes(8).toString('hex'),
    ],
  );
}

/** The active seed (created when missing), without taking a nonce. */
export async function activeSeed(
  q: Queryable,
  spec: { merchantId: number; memberId: string; gameCode: string },
): Promise<ActiveSeed> {
  const read = () =>
    q.query<{
      id: bigint;
      server_seed: string;
      server_seed_hash: string;
      client_seed: string;
      next_nonce: bigint;
    }>(
      `select id, server_seed, server_seed_hash, client_seed, next_nonce from fair_seed
       where member_id = $1 and game_code = $2 and active`,
      [spec.memberId, spec.gameCode],
    );
  let [row] = await read();
  if (!row) {
    await create(q, spec);
    [row] = await read();
  }
  return {
    id: row!.id,
    serverSeed: row!.server_seed,
    serverSeedHash: row!.server_seed_hash,
    clientSeed: row!.client_seed,
    nextNonce: Number(row!.next_nonce),
  };
}

/** Takes the next nonce of the active seed atomically: every round gets its own. */
export async function takeNonce(
  tx: Tx,
  spec: { merchantId: number; memberId: string; gameCode: string },
): Promise<ActiveSeed & { nonce: number }> {
  const seed = await activeSeed(tx, spec);
  const [row] = await tx.query<{ nonce: bigint }>(
    'update fair_seed set next_nonce = next_nonce + 1 where id = $1 returning next_nonce - 1 as nonce',
    [seed.id.toString()],
  );
  return { ...seed, nonce: Number(row!.nonce) };
}

/**
 * Ends the active seed and reveals it, starting a new one with the given (or the old) client
 * seed. Answers the revealed seed so the player can verify every round played with it.
 */
export async function rotateSeed(
  tx: Tx,
  spec: { merchantId: number; memberId: string; gameCode: string; clientSeed?: string },
): Promise<{
  revealed: { serverSeed: string; serverSeedHash: string; clientSeed: string; rounds: number };
  next: ActiveSeed;
}> {
  const old = await activeSeed(tx, spec);
  await tx.query('update fair_seed set active = false, revealed_at = now() where id = $1', [
    old.id.toString(),
  ]);
  await create(tx, { ...spec, clientSeed: spec.clientSeed ?? old.clientSeed });
  return {
    revealed: {
      serverSeed: old.serverSeed,
      serverSeedHash: old.serverSeedHash,
      clientSeed: old.clientSeed,
      rounds: old.nextNonce,
    },
    next: await activeSeed(tx, spec),
  };
}
