import { contentEndpoints } from '@portal/contract/content';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/contract-routes.ts';
import type { Platform } from '../../platform.ts';
import { contentLanguage, iso, pick, type Localized } from './localized.ts';
import { shownAt } from './schedule.ts';
import { htmlToText } from './sanitize-html.ts';

/** The marquee shows a handful; more would never scroll past. */
const maxNotices = 20;

/** GET /wps/notice/popular: the marquee's notices in their window, in display order, plain text. */
export function registerPopularNotice(app: FastifyInstance, platform: Platform): void {
  registerEndpoint(
    app,
    contentEndpoints.popularNotice,
    async ({ input, merchant, language, reply }) => {
      const lang = contentLanguage(input.language, language);
      const rows = await platform.db.query<{
        id: bigint;
        titles: Localized;
        contents: Localized;
        created_at: Date;
      }>(
        `select n.id, n.titles, n.contents, n.created_at from notice n
         where n.merchant_id = $1 and n.enabled and ${shownAt('n', '$2')}
         order by n.sort, n.id desc limit ${maxNotices}`,
        [merchant.id, new Date(platform.clock.now())],
      );
      reply.header('cache-control', 'private, max-age=30');
      return {
        list: rows.map((row) => ({
          id: String(row.id),
          title: htmlToText(pick(row.titles, lang, merchant)),
          content: htmlToText(pick(row.contents, lang, merchant)),
          createdAt: iso(row.created_at),
        })),
      };
    },
  );
}
