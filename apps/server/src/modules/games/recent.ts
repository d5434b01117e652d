import { gamesEndpoints } from '@portal/contract/games';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/db.ts';
import { registerEndpoint } from '../../http/contract-routes.ts';
import type { Platform } from '../../platform.ts';
import { memberGamesPage } from './member-games-page.ts';

/** Records a launch: one row per member and game, with the last time. */
export async function recordRecent(
  q: Queryable,
  spec: { merchantId: number; memberId: string; gameId: bigint; at: Date },
): Promise<void> {
  await q.query(
    `insert into recent_game (merchant_id, member_id, game_id, last_played_at) values ($1, $2, $3, $4)
     on conflict (member_id, game_id) do update set last_played_at = excluded.last_played_at`,
    [spec.merchantId, spec.memberId, spec.gameId.toString(), spec.at],
  );
}

/** GET /wps/relay/GCS_recentGame: the member's launched games, latest first (page size 12). */
export function registerRecent(app: FastifyInstance, platform: Platform): void {
  registerEndpoint(app, gamesEndpoints.recent, async ({ input, merchant, session, reply }) => {
    const page = await memberGamesPage(platform.db, {
      list: 'recent',
      merchant,
      memberId: session!.memberId,
      language: input.language,
      gameType: input.gameType,
      vassalage: input.vassalage,
      pageNo: input.page,
      pageSize: input.pageSize,
    });
    reply.header('cache-control', 'no-store');
    return {
      list: page.cards,
      totalPages: page.totalPages,
      pageNum: input.page,
      total: page.total,
    };
  });
}
