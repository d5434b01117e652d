import { liveEndpoints } from '@portal/contract/live';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error.ts';
import { registerEndpoint } from '../../http/contract-routes.ts';
import type { Merchant } from '../../merchant/merchant.ts';
import type { Platform } from '../../platform.ts';
import { liveSettings } from './live-settings.ts';
import { supportView, threadOf } from './support.ts';
import {
  hashOf,
  newVisitorToken,
  visitorConversation,
  visitorOpens,
  visitorWrites,
} from './support-visitors.ts';

/** Conversations one address may open in an hour: enough for a household, not for a script. */
const opensPerHour = 5;

/**
 * A visitor's customer-service chat: opening with a name, a contact and the first message,
 * sending under the conversation's token, and reading it (which marks operator messages read;
 * the visitor's window polls, visitors having no socket of their own). Sending is limited by
 * the brand's `supportRate` per token and per address, opening by `opensPerHour` per address;
 * an unknown token is `not_found`, whatever conversation exists.
 */
export function registerSupportVisitorRoutes(app: FastifyInstance, platform: Platform): void {
  const { db, limiter } = platform;

  const limit = async (key: string, count: number, seconds: number) => {
    if ((await limiter.hit(key, seconds * 1000)) > count) throw new AppError('live_slow_down');
  };
  const tokenKey = (token: string) => `live:support:visitor:${hashOf(token)}`;
  const checkText = async (merchant: Merchant, request: FastifyRequest, text: string) => {
    const settings = await liveSettings(db, merchant);
    if ([...text].length > settings.supportMaxLength) throw new AppError('live_message_too_long');
    const { count, seconds } = settings.supportRate;
    await limit(`live:support:ip:${merchant.id}:${request.ip}`, count, seconds);
    return settings;
  };

  registerEndpoint(app, liveEndpoints.supportVisitorOpen, async ({ input, merchant, request }) => {
    const { supportRate } = await checkText(merchant, request, input.text);
    await limit(`live:support:open:${merchant.id}:${request.ip}`, opensPerHour, 3600);
    const token = newVisitorToken();
    await limit(tokenKey(token), supportRate.count, supportRate.seconds);
    const message = await visitorOpens(db, merchant, { token, ...input });
    return { token, message };
  });

  registerEndpoint(app, liveEndpoints.supportVisitorSend, async ({ input, merchant, request }) => {
    const conversation = await visitorConversation(db, merchant, input.token);
    if (!conversation) throw new AppError('not_found');
    const { supportRate } = await checkText(merchant, request, input.text);
    await limit(tokenKey(input.token), supportRate.count, supportRate.seconds);
    return visitorWrites(db, conversation.id, input.text);
  });

  registerEndpoint(app, liveEndpoints.supportVisitorThread, async ({ input, merchant }) => {
    const conversation = await visitorConversation(db, merchant, input.token);
    if (!conversation) throw new AppError('not_found');
    const rows = await threadOf(db, conversation.id, input.after);
    if (conversation.member_unread > 0)
      await db.query('update live_support_conversation set member_unread = 0 where id = $1', [
        conversation.id,
      ]);
    return {
      name: conversation.name,
      contact: conversation.contact,
      list: rows.map(supportView),
      unread: conversation.member_unread,
    };
  });
}
