import { vendorsEndpoints } from '@portal/contract/vendors';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/app-error.ts';
import { registerEndpoint } from '../../http/contract-routes.ts';
import type { Platform } from '../../platform.ts';
import { catalogueLanguage, visibleGames } from '../games/catalogue.ts';
import { conditionalTag } from '../../http/etag.ts';
import { keptAnswer } from '../../http/kept-answer.ts';

/**
 * GET /wps/relay/GCSGAME_getVassGameType: the game types and classifies a vendor has for this
 * merchant. An unknown or switched-off vendor is a 404 `not_found`.
 */
export function registerVassGameType(app: FastifyInstance, platform: Platform): void {
  registerEndpoint(
    app,
    vendorsEndpoints.vassGameType,
    async ({ input, merchant, request, reply }) => {
      const language = catalogueLanguage(input.language, merchant);
      const value = await platform.catalogue.get(
        `vass:${merchant.id}:${language}:${input.vassalage}`,
        async () => {
          const rows = await platform.db.query<{
            game_type: string;
            display_name: string;
            classify: string;
            classify_name: string;
          }>(
            `select g.game_type, v.display_name, g.classify,
               coalesce(c.names ->> $2, c.names ->> 'EN') as classify_name
             from ${visibleGames(1).replace(
               'game g join',
               'game_classify c join game g on g.classify = c.key join',
             )} and g.vendor_code = $3
             group by g.game_type, v.display_name, g.classify, c.names, c.sort
             order by g.game_type, c.sort`,
            [merchant.id, language, input.vassalage],
          );
          if (rows.length === 0) return null;
          const classifies: { key: string; displayName: string; vendors: string[] }[] = [];
          for (const row of rows) {
            if (!classifies.some((c) => c.key === row.classify))
              classifies.push({
                key: row.classify,
                displayName: row.classify_name,
                vendors: [input.vassalage],
              });
          }
          return {
            vassalage: input.vassalage,
            displayName: rows[0]!.display_name,
            gameTypes: [...new Set(rows.map((row) => row.game_type))] as never,
            classifies,
          };
        },
      );
      if (!value) throw new AppError('not_found');
      const kept = keptAnswer(value, '', () => value);
      if (conditionalTag(request, reply, kept.tag)) return kept.value;
      return kept.text;
    },
  );
}
