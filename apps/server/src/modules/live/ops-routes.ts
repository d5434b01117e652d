import { liveOpsEndpoints } from '@portal/contract/live';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/app-error.ts';
import { registerEndpoint } from '../../http/contract-routes.ts';
import type { Platform } from '../../platform.ts';
import { recordAudit } from '../audit/audit-log.ts';
import { actOf, ungated } from '../ops/operators/operator-act.ts';
import { registerSettingEndpoints } from '../ops/ops-setting.ts';
import { findHost, hostView, listHosts } from './hosts.ts';
import { liveSettingKey } from './live-settings.ts';
import { moderate } from './moderation.ts';
import type { LiveRooms } from './rooms.ts';
import { operatorWrites, supportView, threadOf } from './support.ts';

/**
 * The operator's live calls (`/operator/live`): the rules (settings, `system.write`),
 * moderation (`members.write`, audited), the hosts and their status (`content.write`), and
 * the customer-service inbox (`members.read` to read, `members.write` to answer).
 */
export function registerLiveOps(app: FastifyInstance, platform: Platform, rooms: LiveRooms): void {
  const { db } = platform;
  const e = liveOpsEndpoints;

  registerSettingEndpoints(app, platform, {
    read: e.opsSettings,
    save: e.opsSettingsSave,
    key: liveSettingKey,
  });

  registerEndpoint(
    app,
    e.opsModerate,
    async ({ input, merchant, operator, request }) => {
      await moderate(platform, rooms, actOf(request, merchant, operator), input);
      return { ok: true as const };
    },
    ungated,
  );

  registerEndpoint(
    app,
    e.opsHosts,
    async ({ merchant, language }) => ({
      list: (await listHosts(db, merchant)).map((row) => hostView(row, language)),
    }),
    ungated,
  );

  registerEndpoint(
    app,
    e.opsHostStatus,
    async ({ input, merchant, operator, request }) => {
      const act = actOf(request, merchant, operator);
      const host = await findHost(db, merchant, input.hostId);
      await db.transaction(async (tx) => {
        await tx.query(
          `update live_host set status = $2, stream_url = case when $3::boolean then $4 else stream_url end
           where id = $1`,
          [host.id, input.status, input.streamUrl !== undefined, input.streamUrl ?? null],
        );
        await recordAudit(tx, {
          merchantId: merchant.id,
          operatorId: act.operator.operatorId,
          action: 'live_host_status',
          ip: act.ip,
          detail: { hostId: host.id, before: host.status, after: input.status },
        });
      });
      return { ok: true as const };
    },
    ungated,
  );

  registerEndpoint(
    app,
    e.opsConversations,
    async ({ merchant }) => {
      const rows = await db.query<{
        id: string;
        account: string;
        operator_unread: number;
        last_at: Date;
        last_text: string | null;
      }>(
        `select c.id::text as id, m.account, c.operator_unread, c.last_at,
           (select body from live_support_message x where x.conversation_id = c.id
            order by x.id desc limit 1) as last_text
         from live_support_conversation c join member m on m.id = c.member_id
         where c.merchant_id = $1
         order by (c.operator_unread > 0) desc, c.last_at desc limit 200`,
        [merchant.id],
      );
      return {
        list: rows.map((row) => ({
          id: row.id,
          account: row.account,
          unread: row.operator_unread,
          lastAt: row.last_at.toISOString(),
          lastText: row.last_text ?? '',
        })),
      };
    },
    ungated,
  );

  registerEndpoint(
    app,
    e.opsThread,
    async ({ input, merchant }) => {
      const [conversation] = await db.query<{ id: string }>(
        `update live_support_conversation set operator_unread = 0
         where merchant_id = $1 and id = $2 returning id::text as id`,
        [merchant.id, input.conversationId],
      );
      if (!conversation) throw new AppError('not_found');
      return { list: (await threadOf(db, conversation.id, input.after)).map(supportView) };
    },
    ungated,
  );

  registerEndpoint(
    app,
    e.opsReply,
    async ({ input, merchant, operator, request }) => {
      const act = actOf(request, merchant, operator);
      const message = await operatorWrites(platform, merchant, {
        conversationId: input.conversationId,
        operatorId: act.operator.operatorId,
        author: act.operator.username,
        text: input.text,
      });
      if (!message) throw new AppError('not_found');
      return message;
    },
    ungated,
  );
}
