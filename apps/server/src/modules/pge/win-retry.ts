import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform.ts';
import { settleCrashedRounds } from './crash-routes.ts';
import { walletCall } from './game-server.ts';

/** The job that settles in-house rounds whose win callback did not go through. */
export const settleRoundsJob = 'pge-settle-rounds';

/**
 * Sends again the win of every round left in `pge_win_outbox` for more than `olderThanSeconds`:
 * an open round gets its win (idempotent on the win's transaction id, so a win that did arrive
 * is only replayed); a round whose bet never arrived, or that is already settled or rolled
 * back, only loses its outbox row. A wallet that still refuses leaves the row for the next run.
 */
export async function settleOpenRounds(
  app: FastifyInstance,
  platform: Platform,
  olderThanSeconds = 15,
): Promise<number> {
  const rows = await platform.db.query<{ round_id: string; body: Record<string, unknown> }>(
    `select round_id, body from pge_win_outbox
     where created_at < now() - make_interval(secs => $1) order by created_at limit 200`,
    [olderThanSeconds],
  );
  let settled = 0;
  for (const row of rows) {
    const [bet] = await platform.db.query<{ status: string }>(
      `select status from bet where vendor_code = 'PGE' and round_id = $1`,
      [row.round_id],
    );
    if (bet?.status === 'open') {
      const win = await walletCall(app, platform, 'win', row.body);
      if (!win.body.success) {
        app.log.warn({ roundId: row.round_id, win: win.body }, 'PGE win retry refused');
        continue;
      }
      settled += 1;
    }
    await platform.db.query('delete from pge_win_outbox where round_id = $1', [row.round_id]);
  }
  return settled;
}

/**
 * Registers the retry job (every 30 s, on one node at a time): it first settles crash rounds
 * that crashed while no node was watching them, then sends every win left in the outbox.
 */
export function registerWinRetry(app: FastifyInstance, platform: Platform): void {
  platform.jobs.every(settleRoundsJob, 30, async () => {
    await settleCrashedRounds(app, platform);
    await settleOpenRounds(app, platform);
  });
}
