import { gamesEndpoints } from '@portal/contract/games';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/db.ts';
import { registerEndpoint } from '../../http/contract-routes.ts';
import type { Merchant } from '../../merchant/merchant.ts';
import type { Platform } from '../../platform.ts';
import { catalogueLanguage, visibleGames } from './catalogue.ts';
import { conditionalTag } from '../../http/etag.ts';
import { keptAnswer } from '../../http/kept-answer.ts';

type Category = {
  gameCategory: string;
  vendors: { vassalage: string; displayName: string }[];
  gameClassify: { key: string; displayName: string; vendors: string[] }[];
};

/** Categories (game types) with their vendors and classifies; only types that have a vendor. */
export async function loadMenus(
  q: Queryable,
  merchant: Merchant,
  language: string,
): Promise<Category[]> {
  const rows = await q.query<{
    game_type: string;
    vendor_code: string;
    vendor_name: string;
    classify: string;
    classify_name: string;
  }>(
    `select g.game_type, g.vendor_code, v.display_name as vendor_name, g.classify,
       coalesce(c.names ->> $2, c.names ->> 'EN') as classify_name
     from ${visibleGames(1)}
     group by g.game_type, g.vendor_code, v.display_name, v.sort, g.classify, c.names, c.sort
     order by g.game_type, v.sort, c.sort`.replace(
      'game g join game_vendor v on v.code = g.vendor_code',
      'game g join game_vendor v on v.code = g.vendor_code join game_classify c on c.key = g.classify',
    ),
    [merchant.id, language],
  );
  const byType = new Map<string, Category>();
  for (const row of rows) {
    let category = byType.get(row.game_type);
    if (!category) {
      category = { gameCategory: row.game_type, vendors: [], gameClassify: [] };
      byType.set(row.game_type, category);
    }
    if (!category.vendors.some((v) => v.vassalage === row.vendor_code))
      category.vendors.push({ vassalage: row.vendor_code, displayName: row.vendor_name });
    let classify = category.gameClassify.find((c) => c.key === row.classify);
    if (!classify) {
      classify = { key: row.classify, displayName: row.classify_name, vendors: [] };
      category.gameClassify.push(classify);
    }
    if (!classify.vendors.includes(row.vendor_code)) classify.vendors.push(row.vendor_code);
  }
  return [...byType.values()].filter((category) => category.vendors.length > 0);
}

/** GET /lgw/games/game_menus: cached per merchant and language, with an ETag. */
export function registerGameMenus(app: FastifyInstance, platform: Platform): void {
  registerEndpoint(app, gamesEndpoints.gameMenus, async ({ input, merchant, request, reply }) => {
    const language = catalogueLanguage(input.language, merchant);
    const all = await platform.catalogue.get(`menus:${merchant.id}:${language}`, () =>
      loadMenus(platform.db, merchant, language),
    );
    const kept = keptAnswer(all, input.gameType ?? '', () => ({
      list: input.gameType ? all.filter((c) => c.gameCategory === input.gameType) : all,
    }));
    if (conditionalTag(request, reply, kept.tag)) return kept.value;
    return kept.text;
  });
}
