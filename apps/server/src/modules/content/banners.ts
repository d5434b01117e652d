import { contentEndpoints, type LinkageType } from '@portal/contract/content';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/contract-routes.ts';
import type { Platform } from '../../platform.ts';
import { validLinkage } from './linkage.ts';
import { contentLanguage, pick, type Localized } from './localized.ts';

interface BannerRow {
  id: bigint;
  group_name: 'w_home' | 'w_leftmenu' | 'w_login' | 'w_register' | 'w_forget';
  titles: Localized;
  image_url: string;
  linkage_type: LinkageType;
  linkage: string;
}

/** GET /wps/banners: the enabled banners of one group in display order, titles by language. */
export function registerBanners(app: FastifyInstance, platform: Platform): void {
  registerEndpoint(app, contentEndpoints.banners, async ({ input, merchant, language, reply }) => {
    const lang = contentLanguage(input.language, language);
    const rows = await platform.db.query<BannerRow>(
      `select id, group_name, titles, image_url, linkage_type, linkage from banner
       where merchant_id = $1 and group_name = $2 and enabled order by sort, id`,
      [merchant.id, input.groupName],
    );
    reply.header('cache-control', 'private, max-age=30');
    return {
      list: rows.map((row) => {
        // A row written before a stricter rule is shown without its target, never with a bad one.
        const ok = validLinkage(row.linkage_type, row.linkage);
        return {
          id: String(row.id),
          url: row.image_url,
          title: pick(row.titles, lang, merchant),
          linkageType: ok ? row.linkage_type : 'NONE',
          linkage: ok ? row.linkage : '',
          groupName: row.group_name,
        };
      }),
    };
  });
}
