import { gamesEndpoints } from '@portal/contract/games';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/contract-routes.ts';
import type { Platform } from '../../platform.ts';
import { artPath, catalogueLanguage, pickCdn } from './catalogue.ts';

/** `demo01` → `de***01`: the first two and last two characters, never more than half. */
export function maskName(account: string): string {
  if (account.length <= 2) return `${account.slice(0, 1)}***`;
  if (account.length <= 4) return `${account.slice(0, 1)}***${account.slice(-1)}`;
  return `${account.slice(0, 2)}***${account.slice(-2)}`;
}

/**
 * GET /wps/relay/ODSFE2_getWinnerBoard: the biggest settled wins of the merchant's real bets,
 * highest first, at most `limitNum` (20). `gameCategory` ALL or a game type.
 */
export function registerWinnerBoard(app: FastifyInstance, platform: Platform): void {
  registerEndpoint(app, gamesEndpoints.winnerBoard, async ({ input, merchant }) => {
    const language = catalogueLanguage(input.language, merchant);
    const params: unknown[] = [merchant.id, language, input.limitNum];
    let where = '';
    if (input.gameCategory.toUpperCase() !== 'ALL') {
      params.push(input.gameCategory.toUpperCase());
      where = ` and g.game_type = $${params.length}`;
    }
    const rows = await platform.db.query<{
      account: string;
      name: string;
      game_code: string;
      payout: bigint;
    }>(
      `select m.account, coalesce(g.names ->> $2, g.names ->> 'EN') as name, g.game_code, b.payout
       from bet b join member m on m.id = b.member_id join game g on g.id = b.game_id
       where b.merchant_id = $1 and b.status = 'settled' and b.payout > 0${where}
       order by b.payout desc, b.id limit $3`,
      params,
    );
    const cdn = pickCdn(merchant.imageCdns);
    return {
      list: rows.map((row) => ({
        customerName: maskName(row.account),
        gameName: row.name,
        iconUrl: `${cdn}${artPath(row.game_code, language)}`,
        winAmount: merchant.money.format(row.payout),
      })),
    };
  });
}
