/**
 * Bench-only route of the live chat benchmark, inside the bench server process (which owns
 * the database, PGlite included): `POST /bench/live/setup?members=N` makes N demo-brand members
 * with live sessions (inserted directly: no password hashing in the way), lifts the brand's
 * chat rate limits out of the way of the measured fan-out, and answers their tokens and the
 * first host's room.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../apps/server/src/db/db.ts';
import { demoLiveSetting } from '../apps/server/src/modules/live/live-seeder.ts';

export function registerLiveBench(app: FastifyInstance, db: Db): void {
  app.post<{ Querystring: { members?: string } }>('/bench/live/setup', async (request) => {
    const count = Math.min(Number(request.query.members ?? 1000), 20_000);
    const [merchant] = await db.query<{ id: number }>(
      `select id from merchant where code = 'demo'`,
    );
    const merchantId = merchant!.id;
    await db.query(
      `insert into merchant_setting (merchant_id, key, value) values ($1, 'live', $2::text::jsonb)
       on conflict (merchant_id, key) do update set value = excluded.value`,
      [
        merchantId,
        JSON.stringify({
          ...demoLiveSetting,
          memberRate: { count: 10_000, seconds: 1 },
          roomRate: { count: 10_000, seconds: 1 },
        }),
      ],
    );
    const [host] = await db.query<{ id: string }>(
      'select id::text as id from live_host where merchant_id = $1 order by sort, id limit 1',
      [merchantId],
    );
    const run = randomBytes(3).toString('hex');
    const ids = await db.query<{ id: string }>(
      `insert into member (merchant_id, account, type)
       select $1, 'lb' || $2 || g, 0 from generate_series(1, $3) g returning id::text as id`,
      [merchantId, run, count],
    );
    const tokens = ids.map(() => randomBytes(32).toString('base64url'));
    await db.query(
      `insert into member_session (token_hash, merchant_id, member_id, side, state, ip, created_at,
         last_seen_at, expires_at)
       select h, $1, m::bigint, 'member', 'active', '127.0.0.1', now(), now(),
         now() + interval '1 day'
       from unnest($2::text[], $3::text[]) as x(h, m)`,
      [
        merchantId,
        tokens.map((token) => createHash('sha256').update(token).digest('hex')),
        ids.map((row) => row.id),
      ],
    );
    return { roomId: host!.id, tokens };
  });
}
