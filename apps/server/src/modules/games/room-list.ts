import { gamesEndpoints } from '@portal/contract/games';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/contract-routes.ts';
import type { Platform } from '../../platform.ts';

/** GET /wps/relay/GLS2_roomList: the merchant's PVP rooms, by game code or vendor. */
export function registerRoomList(app: FastifyInstance, platform: Platform): void {
  registerEndpoint(app, gamesEndpoints.roomList, async ({ input, merchant }) => {
    const params: unknown[] = [merchant.id];
    let where = '';
    if (input.gameCode) {
      params.push(input.gameCode);
      where += ` and g.game_code = $${params.length}`;
    }
    if (input.vassalage) {
      params.push(input.vassalage);
      where += ` and g.vendor_code = $${params.length}`;
    }
    const rows = await platform.db.query<{
      id: bigint;
      game_code: string;
      name: string;
      min_bet: bigint;
      players: number;
      max_players: number;
    }>(
      `select r.id, g.game_code, r.name, r.min_bet, r.players, r.max_players
       from pvp_room r join game g on g.id = r.game_id
       where r.merchant_id = $1 and g.enabled${where} order by r.id limit 200`,
      params,
    );
    return {
      list: rows.map((row) => ({
        roomId: row.id.toString(),
        gameCode: row.game_code,
        name: row.name,
        minBet: merchant.money.format(row.min_bet),
        players: row.players,
        maxPlayers: row.max_players,
      })),
    };
  });
}
