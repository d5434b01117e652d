import { vendorsEndpoints } from '@portal/contract/vendors';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/contract-routes.ts';
import type { Platform } from '../../platform.ts';
import { visibleGames } from '../games/catalogue.ts';
import { conditionalTag } from '../../http/etag.ts';
import { keptAnswer } from '../../http/kept-answer.ts';

type GameTypeVendors = {
  gameType: string;
  vendors: { vassalage: string; displayName: string; gameCount: number }[];
};

/** GET /wps/relay/GCSGAME_newGameVendor: vendors per game type with their game counts, cached. */
export function registerNewGameVendor(app: FastifyInstance, platform: Platform): void {
  registerEndpoint(
    app,
    vendorsEndpoints.newGameVendor,
    async ({ input, merchant, request, reply }) => {
      const all = await platform.catalogue.get(`vendors:${merchant.id}`, async () => {
        const rows = await platform.db.query<{
          game_type: string;
          vendor_code: string;
          display_name: string;
          n: number;
        }>(
          `select g.game_type, g.vendor_code, v.display_name, count(*)::int as n
           from ${visibleGames(1)}
           group by g.game_type, g.vendor_code, v.display_name, v.sort
           order by g.game_type, v.sort`,
          [merchant.id],
        );
        const list: GameTypeVendors[] = [];
        for (const row of rows) {
          let entry = list.find((item) => item.gameType === row.game_type);
          if (!entry) list.push((entry = { gameType: row.game_type, vendors: [] }));
          entry.vendors.push({
            vassalage: row.vendor_code,
            displayName: row.display_name,
            gameCount: row.n,
          });
        }
        return list;
      });
      const kept = keptAnswer(all, input.gameType ?? '', () => ({
        list: (input.gameType
          ? all.filter((item) => item.gameType === input.gameType)
          : all) as never,
      }));
      if (conditionalTag(request, reply, kept.tag)) return kept.value;
      return kept.text;
    },
  );
}
