import { liveEndpoints } from '@portal/contract/live';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/app-error.ts';
import { registerEndpoint } from '../../http/contract-routes.ts';
import type { Platform } from '../../platform.ts';
import { liveSettings } from './live-settings.ts';
import { conversationOf, memberWrites, supportView, threadOf } from './support.ts';

/**
 * The member's customer-service chat: the thread with its unread count, sending (rate limited
 * by the brand's `supportRate`, length by `supportMaxLength`), marking read, and the badge.
 * Trial accounts may use it too: they need help as much as anyone.
 */
export function registerSupportRoutes(app: FastifyInstance, platform: Platform): void {
  const { db } = platform;

  registerEndpoint(app, liveEndpoints.supportThread, async ({ input, merchant, session }) => {
    const conversation = await conversationOf(db, merchant, session!.memberId);
    if (!conversation) return { conversationId: null, list: [], unread: 0 };
    const rows = await threadOf(db, conversation.id, input.after);
    return {
      conversationId: conversation.id,
      list: rows.map(supportView),
      unread: conversation.member_unread,
    };
  });

  registerEndpoint(app, liveEndpoints.supportSend, async ({ input, merchant, session }) => {
    const s = session!;
    const settings = await liveSettings(db, merchant);
    if ([...input.text].length > settings.supportMaxLength)
      throw new AppError('live_message_too_long');
    const rate = settings.supportRate;
    const hits = await platform.limiter.hit(
      `live:support:${merchant.id}:${s.memberId}`,
      rate.seconds * 1000,
    );
    if (hits > rate.count) throw new AppError('live_slow_down');
    return memberWrites(db, merchant, s.memberId, input.text);
  });

  registerEndpoint(app, liveEndpoints.supportRead, async ({ merchant, session }) => {
    await db.query(
      `update live_support_conversation set member_unread = 0
       where merchant_id = $1 and member_id = $2`,
      [merchant.id, session!.memberId],
    );
    return { unread: 0 };
  });

  registerEndpoint(app, liveEndpoints.supportUnread, async ({ merchant, session }) => {
    const conversation = await conversationOf(db, merchant, session!.memberId);
    return { unread: conversation?.member_unread ?? 0 };
  });
}
