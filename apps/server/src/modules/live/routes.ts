import { liveEndpoints } from '@portal/contract/live';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/app-error.ts';
import { registerEndpoint } from '../../http/contract-routes.ts';
import type { Platform } from '../../platform.ts';
import { localDay } from '../histories/day-range.ts';
import { mainBalance } from '../ledger/ledger.ts';
import { idempotent } from '../wallet/idempotent-request.ts';
import { publishBalance } from '../wallet/wallet-services.ts';
import { authorOf, requireWriter, sendMessage } from './chat.ts';
import { giftLeaderboard, sendGift } from './gifts.ts';
import { hostGameCard } from './host-game.ts';
import { registerHostRoomRoutes } from './host-room-routes.ts';
import { findHost, findRoom, hostView, listHosts } from './hosts.ts';
import { liveSettings, openLive } from './live-settings.ts';
import { messageView, roomHistory } from './messages.ts';
import { registerLiveOps } from './ops-routes.ts';
import { activeRestriction } from './restrictions.ts';
import { LiveRooms } from './rooms.ts';
import { registerHostArt } from './host-art-route.ts';
import { registerSupportRoutes } from './support-routes.ts';
import { registerSupportVisitorRoutes } from './support-visitor-routes.ts';

/**
 * Live hosts and chat (issue #20): the host list and chat launch of spec section 7 (no token
 * needed), room history, sending, gifts, the daily gift leaderboard, customer-service chat and
 * the operator's calls. Rooms themselves travel over `/ws` (`rooms.ts`).
 */
export function registerLiveRoutes(app: FastifyInstance, platform: Platform): void {
  const { db } = platform;
  const rooms = new LiveRooms(db, platform.realtime, app.log);
  app.addHook('onClose', async () => rooms.close());
  registerHostArt(app);
  registerLiveOps(app, platform, rooms);
  registerHostRoomRoutes(app, platform, rooms);
  registerSupportRoutes(app, platform);
  registerSupportVisitorRoutes(app, platform);

  registerEndpoint(app, liveEndpoints.modelList, async ({ merchant, language }) => {
    const settings = await liveSettings(db, merchant);
    if (!settings.enabled) return { list: [] };
    return { list: (await listHosts(db, merchant)).map((row) => hostView(row, language)) };
  });

  registerEndpoint(app, liveEndpoints.launch, async ({ input, merchant, session, language }) => {
    const settings = await openLive(db, merchant);
    const host = await findHost(db, merchant, input.modelId);
    const restriction = session ? await activeRestriction(db, host.id, session.memberId) : null;
    const writeBlock = !session
      ? ('login' as const)
      : session.isTrial
        ? ('trial' as const)
        : restriction
          ? restriction.kind === 'ban'
            ? ('banned' as const)
            : ('muted' as const)
          : null;
    const canRead = restriction?.kind !== 'ban' && (session !== null || settings.visitorsRead);
    const history = canRead
      ? await roomHistory(db, host.id, { size: settings.historySize })
      : { rows: [] };
    const viewer = session?.memberId ?? null;
    return {
      host: hostView(host, language),
      roomId: host.id,
      canRead,
      writeBlock,
      maxLength: settings.maxLength,
      slowModeSeconds: settings.slowModeSeconds,
      gifts: settings.gifts.map((g) => ({
        code: g.code,
        name: g.names[language.toUpperCase()] ?? g.names.EN ?? g.names.PT ?? g.code,
        price: merchant.money.format(merchant.money.parse(g.price)),
        icon: g.icon,
      })),
      game: await hostGameCard(db, merchant, language, host.game_code),
      history: history.rows.map((row) => messageView(row, merchant, viewer, settings.gifts)),
    };
  });

  registerEndpoint(app, liveEndpoints.history, async ({ input, merchant, session }) => {
    const settings = await openLive(db, merchant);
    const host = { id: await findRoom(db, merchant, input.roomId) };
    if (!session && !settings.visitorsRead) throw new AppError('live_login_to_read');
    if (session && (await activeRestriction(db, host.id, session.memberId))?.kind === 'ban')
      throw new AppError('live_banned');
    const page = await roomHistory(db, host.id, {
      before: input.before,
      after: input.after,
      size: settings.historySize,
    });
    const viewer = session?.memberId ?? null;
    return {
      list: page.rows.map((row) => messageView(row, merchant, viewer, settings.gifts)),
      hasMore: page.hasMore,
    };
  });

  registerEndpoint(app, liveEndpoints.send, async ({ input, merchant, session }) => {
    const settings = await openLive(db, merchant);
    return sendMessage(platform, rooms, merchant, settings, session!, input);
  });

  registerEndpoint(
    app,
    liveEndpoints.gift,
    async ({ input, merchant, session, idempotencyKey }) => {
      const s = session!;
      const settings = await openLive(db, merchant);
      const host = { id: await findRoom(db, merchant, input.roomId) };
      await requireWriter(platform, s, host.id);
      const key = idempotencyKey!;
      return idempotent(
        db,
        {
          merchantId: merchant.id,
          memberId: s.memberId,
          key,
          endpoint: liveEndpoints.gift.id,
          request: { roomId: host.id, gift: input.gift },
          waitMs: 5000,
        },
        async () => {
          const { row, created } = await sendGift(db, merchant, settings, {
            memberId: s.memberId,
            author: await authorOf(platform, s.memberId),
            hostId: host.id,
            giftCode: input.gift,
            key,
            day: localDay(merchant.timeZone, new Date(platform.clock.now())),
          });
          const shared = messageView(row, merchant, null, settings.gifts);
          if (created) {
            await rooms.publish(merchant.id, host.id, { type: 'live.message', payload: shared });
            publishBalance(platform, merchant, s.memberId);
          }
          const balance = await mainBalance(db, {
            merchantId: merchant.id,
            memberId: s.memberId,
            currency: merchant.currency,
          });
          return { message: { ...shared, mine: true }, balance: merchant.money.format(balance) };
        },
      );
    },
  );

  registerEndpoint(app, liveEndpoints.leaderboard, async ({ input, merchant }) => {
    await openLive(db, merchant);
    const day = input.day ?? localDay(merchant.timeZone, new Date(platform.clock.now()));
    const rows = await giftLeaderboard(db, merchant, day);
    return {
      day,
      list: rows.map((row) => ({
        hostId: row.host_id,
        hostName: row.name,
        amount: merchant.money.format(row.amount),
        gifts: row.gifts,
      })),
    };
  });
}
