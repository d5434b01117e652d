import { liveOpsEndpoints } from '@portal/contract/live';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/app-error.ts';
import { registerEndpoint } from '../../http/contract-routes.ts';
import type { Platform } from '../../platform.ts';
import { actOf, ungated } from '../ops/operators/operator-act.ts';
import { registerSettingEndpoints } from '../ops/ops-setting.ts';
import { editHost, hostOperators, setHostStatus } from './host-admin.ts';
import { findHost, findRoom, hostView, listHosts } from './hosts.ts';
import { liveSettingKey, liveSettings } from './live-settings.ts';
import { opsRoomMessages } from './ops-room-messages.ts';
import { moderate } from './moderation.ts';
import type { LiveRooms } from './rooms.ts';
import { operatorWrites, supportView, threadOf } from './support.ts';

/**
 * The operator's live calls (`/operator/live`): the rules (settings, `system.write`),
 * moderation (`members.write`, audited), the hosts, their status, game and host operator
 * (`content.write`), and the customer-service inbox (`members.read` to read, `members.write`
 * to answer). A host operator's own room has its calls in `host-room-routes.ts`.
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
    e.opsRoomMessages,
    async ({ input, merchant }) => {
      const settings = await liveSettings(db, merchant);
      const roomId = await findRoom(db, merchant, input.roomId);
      return opsRoomMessages(db, merchant, settings, { roomId, before: input.before });
    },
    ungated,
  );

  registerEndpoint(
    app,
    e.opsHosts,
    async ({ merchant, language }) => {
      const [rows, operators] = await Promise.all([
        listHosts(db, merchant),
        hostOperators(db, merchant),
      ]);
      return {
        list: rows.map((row) => ({
          ...hostView(row, language),
          operator: operators.get(row.id) ?? null,
        })),
      };
    },
    ungated,
  );

  registerEndpoint(
    app,
    e.opsHostStatus,
    async ({ input, merchant, operator, request }) => {
      const host = await findHost(db, merchant, input.hostId);
      await setHostStatus(db, actOf(request, merchant, operator), host, input);
      return { ok: true as const };
    },
    ungated,
  );

  registerEndpoint(
    app,
    e.opsHostEdit,
    async ({ input, merchant, operator, request }) => {
      await editHost(db, actOf(request, merchant, operator), input);
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
        account: string | null;
        visitor_name: string | null;
        visitor_contact: string | null;
        operator_unread: number;
        last_at: Date;
        last_text: string | null;
      }>(
        `select c.id::text as id, m.account, c.visitor_name, c.visitor_contact,
           c.operator_unread, c.last_at,
           (select body from live_support_message x where x.conversation_id = c.id
            order by x.id desc limit 1) as last_text
         from live_support_conversation c left join member m on m.id = c.member_id
         where c.merchant_id = $1
         order by (c.operator_unread > 0) desc, c.last_at desc limit 200`,
        [merchant.id],
      );
      return {
        list: rows.map((row) => ({
          id: row.id,
          account: row.account,
          visitor:
            row.account === null
              ? { name: row.visitor_name ?? '', contact: row.visitor_contact ?? '' }
              : null,
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
