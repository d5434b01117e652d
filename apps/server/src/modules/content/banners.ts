import { contentEndpoints, type LinkageType } from '@portal/contract/content';
import { validLinkage } from '@portal/contract/content/linkage';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/contract-routes.ts';
import type { Platform } from '../../platform.ts';
import { localizedArtUrl } from './art.ts';
import { shownAt } from './schedule.ts';
import { contentLanguage, pick, type Localized } from './localized.ts';

interface BannerRow {
  id: bigint;
  group_name: 'w_home' | 'w_leftmenu' | 'w_login' | 'w_register' | 'w_forget';
  titles: Localized;
  image_url: string;
  linkage_type: LinkageType;
  linkage: string;
  /** For GAME banners: the vendor of the game, null when the game is gone or disabled. */
  game_vendor: string | null;
}

/**
 * GET /wps/banners: the enabled banners of one group in their window, in display order, titles and generated
 * pictures by language. A GAME banner's target is sent as `VASSALAGE:nodeId` (the launch rules
 * need the vendor); one whose game is gone or disabled is sent without a target.
 */
export function registerBanners(app: FastifyInstance, platform: Platform): void {
  registerEndpoint(app, contentEndpoints.banners, async ({ input, merchant, language, reply }) => {
    const lang = contentLanguage(input.language, language);
    const rows = await platform.db.query<BannerRow>(
      `select b.id, b.group_name, b.titles, b.image_url, b.linkage_type, b.linkage,
         g.vendor_code as game_vendor
       from banner b
       left join game g on g.enabled and g.id = (case when b.linkage_type = 'GAME'
         and b.linkage ~ '^[0-9]{1,18}$' then b.linkage::bigint end)
       where b.merchant_id = $1 and b.group_name = $2 and b.enabled and ${shownAt('b', '$3')}
       order by b.sort, b.id`,
      [merchant.id, input.groupName, new Date(platform.clock.now())],
    );
    reply.header('cache-control', 'private, max-age=30');
    return {
      list: rows.map((row) => {
        // A row written before a stricter rule is shown without its target, never with a bad one.
        const game = row.linkage_type === 'GAME';
        const ok =
          validLinkage(row.linkage_type, row.linkage) && (!game || row.game_vendor !== null);
        return {
          id: String(row.id),
          url: localizedArtUrl(row.image_url, lang, merchant),
          title: pick(row.titles, lang, merchant),
          linkageType: ok ? row.linkage_type : 'NONE',
          linkage: !ok ? '' : game ? `${row.game_vendor}:${row.linkage}` : row.linkage,
          groupName: row.group_name,
        };
      }),
    };
  });
}
