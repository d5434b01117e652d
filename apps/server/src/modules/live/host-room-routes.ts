import { liveOpsEndpoints } from '@portal/contract/live';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error.ts';
import { registerEndpoint } from '../../http/contract-routes.ts';
import type { Merchant } from '../../merchant/merchant.ts';
import type { Platform } from '../../platform.ts';
import type { OperatorSession } from '../ops/operators/operator-sessions.ts';
import { actOf, ungated } from '../ops/operators/operator-act.ts';
import { ownRoom, setHostStatus } from './host-admin.ts';
import { hostView } from './hosts.ts';
import { liveSettings } from './live-settings.ts';
import { moderate } from './moderation.ts';
import { opsRoomMessages } from './ops-room-messages.ts';
import type { LiveRooms } from './rooms.ts';

/**
 * A host operator's own room (`live.host`): the room an owner linked to the account, its
 * messages with the senders' accounts, the host's status, and delete, mute and ban in it,
 * audited under the host's operator account. No call reaches another room.
 */
export function registerHostRoomRoutes(
  app: FastifyInstance,
  platform: Platform,
  rooms: LiveRooms,
): void {
  const { db } = platform;
  const e = liveOpsEndpoints;
  /** Who acts, and the room linked to their account (404 when none is). */
  const hostAct = async (
    request: FastifyRequest,
    merchant: Merchant,
    operator: OperatorSession | null,
  ) => {
    const act = actOf(request, merchant, operator);
    const room = await ownRoom(db, merchant, act.operator.operatorId);
    if (!room) throw new AppError('not_found');
    return { act, room };
  };

  registerEndpoint(
    app,
    e.opsMyRoom,
    async ({ merchant, operator, request, language }) => {
      const room = await ownRoom(
        db,
        merchant,
        actOf(request, merchant, operator).operator.operatorId,
      );
      return { host: room ? hostView(room, language) : null };
    },
    ungated,
  );

  registerEndpoint(
    app,
    e.opsMyRoomMessages,
    async ({ input, merchant, operator, request }) => {
      const { room } = await hostAct(request, merchant, operator);
      const settings = await liveSettings(db, merchant);
      return opsRoomMessages(db, merchant, settings, { roomId: room.id, before: input.before });
    },
    ungated,
  );

  registerEndpoint(
    app,
    e.opsMyRoomModerate,
    async ({ input, merchant, operator, request }) => {
      const { act, room } = await hostAct(request, merchant, operator);
      await moderate(platform, rooms, act, { ...input, roomId: room.id }, room.id);
      return { ok: true as const };
    },
    ungated,
  );

  registerEndpoint(
    app,
    e.opsMyRoomStatus,
    async ({ input, merchant, operator, request }) => {
      const { act, room } = await hostAct(request, merchant, operator);
      await setHostStatus(db, act, room, { status: input.status });
      return { ok: true as const };
    },
    ungated,
  );
}
