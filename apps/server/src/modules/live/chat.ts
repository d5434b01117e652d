import type { LiveSetting } from '@portal/contract/live/settings';
import type { LiveMessage } from '@portal/contract/live/schemas';
import type { Session } from '../../auth/session.ts';
import { AppError } from '../../http/app-error.ts';
import type { Merchant } from '../../merchant/merchant.ts';
import type { Platform } from '../../platform.ts';
import { maskName } from '../games/winner-board.ts';
import { requireRealMember } from '../session/policies.ts';
import { findRoom } from './hosts.ts';
import { messageColumns, messageView, type MessageRow } from './messages.ts';
import { activeRestriction } from './restrictions.ts';
import type { LiveRooms } from './rooms.ts';
import { filterWords } from './word-filter.ts';

/** The name a member shows in rooms: the masked account. */
export async function authorOf(platform: Platform, memberId: string): Promise<string> {
  const [row] = await platform.db.query<{ account: string }>(
    'select account from member where id = $1',
    [memberId],
  );
  return maskName(row?.account ?? '');
}

/** Refuses a member who may not write in the room now (trial, banned, muted). */
export async function requireWriter(
  platform: Platform,
  session: Session,
  hostId: string,
): Promise<void> {
  requireRealMember(session);
  const restriction = await activeRestriction(platform.db, hostId, session.memberId);
  if (restriction?.kind === 'ban') throw new AppError('live_banned');
  if (restriction?.kind === 'mute') throw new AppError('live_muted');
}

/**
 * Counts one message against the brand's limits: per member across rooms, per room across
 * members, and slow mode (one message per member per room every N seconds). Over any:
 * `live_slow_down`, and the message is not written.
 */
async function throttle(
  platform: Platform,
  merchant: Merchant,
  settings: LiveSetting,
  memberId: string,
  hostId: string,
): Promise<void> {
  const { limiter } = platform;
  const slowKey = `live:slow:${merchant.id}:${hostId}:${memberId}`;
  if (settings.slowModeSeconds > 0 && (await limiter.lockedFor(slowKey)) > 0)
    throw new AppError('live_slow_down');
  const member = settings.memberRate;
  if (
    (await limiter.hit(`live:member:${merchant.id}:${memberId}`, member.seconds * 1000)) >
    member.count
  )
    throw new AppError('live_slow_down');
  const room = settings.roomRate;
  if ((await limiter.hit(`live:room:${merchant.id}:${hostId}`, room.seconds * 1000)) > room.count)
    throw new AppError('live_slow_down');
  if (settings.slowModeSeconds > 0) await limiter.lock(slowKey, settings.slowModeSeconds * 1000);
}

/**
 * Sends a text message: a real member, not muted or banned, within the length and the rate
 * limits; the brand's filtered words are masked. Written first, then fanned out to the room on
 * every node.
 */
export async function sendMessage(
  platform: Platform,
  rooms: LiveRooms,
  merchant: Merchant,
  settings: LiveSetting,
  session: Session,
  input: { roomId: string; text: string },
): Promise<LiveMessage> {
  const host = { id: await findRoom(platform.db, merchant, input.roomId) };
  await requireWriter(platform, session, host.id);
  if ([...input.text].length > settings.maxLength) throw new AppError('live_message_too_long');
  await throttle(platform, merchant, settings, session.memberId, host.id);
  const body = filterWords(input.text, settings.wordFilter);
  const [row] = await platform.db.query<MessageRow>(
    `insert into live_message (merchant_id, host_id, member_id, author, kind, body)
     values ($1, $2, $3, $4, 'text', $5) returning ${messageColumns}`,
    [merchant.id, host.id, session.memberId, await authorOf(platform, session.memberId), body],
  );
  const shared = messageView(row!, merchant, null, settings.gifts);
  await rooms.publish(merchant.id, host.id, { type: 'live.message', payload: shared });
  return { ...shared, mine: true };
}
