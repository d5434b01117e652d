import { agentEndpoints } from '@portal/contract/agent';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/app-error.ts';
import { registerEndpoint } from '../../http/contract-routes.ts';
import type { Platform } from '../../platform.ts';
import { contentLanguage, pick, type Localized } from '../content/localized.ts';
import { sanitizeHtml } from '../content/sanitize-html.ts';
import { shownAt } from '../content/schedule.ts';
import { pageOf } from '../histories/day-range.ts';
import { askingAgent } from './team-scope.ts';

interface Row {
  id: bigint;
  titles: Localized;
  contents: Localized;
  created_at: Date;
  read: boolean;
}

/**
 * Announcements for agents: operators' type `AG` announcements (created under /ops like the
 * others), shown only here, never in the members' lists.
 *
 * GET /wps/agent/announcements: the brand's enabled ones, newest first, in the request's
 * language with the content module's fallback, the HTML sanitised again on its way out, each
 * with the agent's read state, and how many it has not read.
 *
 * POST /wps/agent/announcements/read: marks one read; marking it again changes nothing. An id
 * that is not an enabled AG announcement of this brand is a 404.
 */
export function registerAgentAnnouncements(app: FastifyInstance, platform: Platform): void {
  const { db } = platform;
  // Agents' news in its window; `at` is the placeholder of the platform clock's moment.
  const visible = (at: string) =>
    `a.merchant_id = $1 and a.type = 'AG' and a.enabled and ${shownAt('a', at)}`;

  registerEndpoint(
    app,
    agentEndpoints.announcements,
    async ({ input, merchant, session, language }) => {
      const agent = await askingAgent(db, platform, session);
      const lang = contentLanguage(undefined, language);
      const [counts] = await db.query<{ total: number; unread: number }>(
        `select count(*)::int as total, count(*) filter (where r.member_id is null)::int as unread
         from announcement a
         left join announcement_read r on r.announcement_id = a.id and r.member_id = $2
         where ${visible('$3')}`,
        [merchant.id, agent.agentId, new Date(platform.clock.now())],
      );
      const rows = await db.query<Row>(
        `select a.id, a.titles, a.contents, a.created_at, r.member_id is not null as read
         from announcement a
         left join announcement_read r on r.announcement_id = a.id and r.member_id = $2
         where ${visible('$5')}
         order by a.created_at desc, a.id desc limit $3 offset $4`,
        [
          merchant.id,
          agent.agentId,
          input.pageSize,
          (input.pageNo - 1) * input.pageSize,
          new Date(platform.clock.now()),
        ],
      );
      return {
        list: rows.map((row) => ({
          id: String(row.id),
          title: pick(row.titles, lang, merchant),
          content: sanitizeHtml(pick(row.contents, lang, merchant)),
          time: row.created_at.toISOString(),
          read: row.read,
        })),
        unread: counts?.unread ?? 0,
        ...pageOf(counts?.total ?? 0, input),
      };
    },
  );

  registerEndpoint(app, agentEndpoints.readAnnouncement, async ({ input, merchant, session }) => {
    const agent = await askingAgent(db, platform, session);
    const [found] = await db.query(
      `select 1 from announcement a where ${visible('$3')} and a.id = $2`,
      [merchant.id, input.id, new Date(platform.clock.now())],
    );
    if (!found) throw new AppError('not_found');
    await db.query(
      `insert into announcement_read (merchant_id, announcement_id, member_id)
       values ($1, $2, $3) on conflict do nothing`,
      [merchant.id, input.id, agent.agentId],
    );
    return { ok: true as const };
  });
}
