import { contentEndpoints } from '@portal/contract/content';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/contract-routes.ts';
import type { Platform } from '../../platform.ts';
import { contentLanguage } from './localized.ts';
import { sanitizeHtml } from './sanitize-html.ts';

interface HelpRow {
  term: string;
  category: string;
  title: string;
  content: string;
}

/**
 * GET /wps/system/helpCenter: the help terms of a language and device in display order; a
 * language without terms falls back to the merchant's default, then PT.
 */
export function registerHelpCenter(app: FastifyInstance, platform: Platform): void {
  registerEndpoint(
    app,
    contentEndpoints.helpCenter,
    async ({ input, merchant, language, reply }) => {
      const asked = contentLanguage(input.lang, language);
      const order = [...new Set([asked, merchant.defaultLanguage.toUpperCase(), 'PT'])];
      let rows: HelpRow[] = [];
      for (const lang of order) {
        rows = await platform.db.query<HelpRow>(
          `select term, category, title, content from help_term
         where merchant_id = $1 and language = $2 and device = $3 order by sort, id`,
          [merchant.id, lang, input.device],
        );
        if (rows.length > 0) break;
      }
      reply.header('cache-control', 'private, max-age=60');
      return {
        list: rows.map((row) => ({
          term: row.term,
          category: row.category,
          title: row.title,
          content: sanitizeHtml(row.content),
        })),
      };
    },
  );
}
