import { contentEndpoints, type Announcement } from '@portal/contract/content';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/contract-routes.ts';
import type { Platform } from '../../platform.ts';
import { announcementColumns, announcementOf, type AnnouncementRow } from './announcement-row.ts';
import { audiencesOf } from './audience.ts';
import { contentLanguage } from './localized.ts';
import { shownAt } from './schedule.ts';

/** Type order of "sorted by type": banner, player, popup, promotion, help. */
const typeOrder = ['B', 'PL', 'PU', 'PR', 'H'] as const;

/** At most this many announcements per call: a popup shows 8 per page. */
const maxRows = 200;

/**
 * GET /wps/announcements: the announcements of the asked types for the caller's audience,
 * grouped as the spec names them (help announcements travel with the popup ones), each group
 * sorted by type then newest first.
 */
export function registerAnnouncements(app: FastifyInstance, platform: Platform): void {
  registerEndpoint(
    app,
    contentEndpoints.announcements,
    async ({ input, merchant, session, language, reply }) => {
      reply.header('cache-control', 'private, no-store');
      const lang = contentLanguage(input.language, language);
      const types = [...new Set(input.types.split(','))];
      const audiences = await audiencesOf(platform.db, session, input.execution);
      const groups = { banners: [], player: [], popup: [], promotion: [] } as Record<
        'banners' | 'player' | 'popup' | 'promotion',
        Announcement[]
      >;
      if (audiences.length === 0) return groups;
      const rows = await platform.db.query<AnnouncementRow>(
        `select ${announcementColumns}
         from announcement a left join promotion p on p.id = a.promotion_id and p.enabled
         where a.merchant_id = $1 and a.enabled and a.platform = $2
           and a.type = any($3::text[]) and a.audience = any($4::text[]) and ${shownAt('a', '$6')}
         order by array_position($5::text[], a.type), a.created_at desc, a.id desc
         limit ${maxRows}`,
        [merchant.id, input.platform, types, audiences, typeOrder, new Date(platform.clock.now())],
      );
      for (const row of rows) {
        const item = announcementOf(row, lang, merchant);
        if (row.type === 'B') groups.banners.push(item);
        else if (row.type === 'PL') groups.player.push(item);
        else if (row.type === 'PR') groups.promotion.push(item);
        else groups.popup.push(item);
      }
      return groups;
    },
  );
}

/**
 * GET /wps/relay/MCSFE_getListAnnouncements: the public (audience B) announcements, help
 * excluded, newest first, paged. No session is read: it is a public list.
 */
export function registerListAnnouncements(app: FastifyInstance, platform: Platform): void {
  registerEndpoint(
    app,
    contentEndpoints.listAnnouncements,
    async ({ input, merchant, language, reply }) => {
      const lang = contentLanguage(input.language, language);
      const where = `a.merchant_id = $1 and a.enabled and a.audience = 'B' and a.type <> 'H'
        and ${shownAt('a', '$2')}`;
      const now = new Date(platform.clock.now());
      const [count] = await platform.db.query<{ n: number }>(
        `select count(*)::int as n from announcement a where ${where}`,
        [merchant.id, now],
      );
      const rows = await platform.db.query<AnnouncementRow>(
        `select ${announcementColumns}
         from announcement a left join promotion p on p.id = a.promotion_id and p.enabled
         where ${where} order by a.created_at desc, a.id desc limit $3 offset $4`,
        [merchant.id, now, input.pageSize, (input.pageNo - 1) * input.pageSize],
      );
      const total = count?.n ?? 0;
      reply.header('cache-control', 'private, max-age=30');
      return {
        list: rows.map((row) => announcementOf(row, lang, merchant)),
        totalPages: Math.ceil(total / input.pageSize),
        pageNum: input.pageNo,
        total,
      };
    },
  );
}
