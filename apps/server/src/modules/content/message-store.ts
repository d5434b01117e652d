import type { Queryable } from '../../db/db.ts';
import type { Platform } from '../../platform.ts';
import { sanitizeHtml } from './sanitize-html.ts';

/** Ids as the wire carries them; anything else can match no row. */
export function messageIdsOf(ids: readonly string[]): string[] {
  return ids.filter((id) => /^[0-9]{1,18}$/u.test(id));
}

/**
 * The member's unread messages, as a scalar subquery (parameters: $1 merchant, $2 member), for
 * statements that read several counts at once.
 */
export const unreadCountSql = `(select count(*)::int from platform_message
  where merchant_id = $1 and member_id = $2 and deleted_at is null and read_at is null)`;

/** A member's unread, undeleted platform messages. */
export async function unreadCount(
  q: Queryable,
  merchantId: number,
  memberId: string,
): Promise<number> {
  const [row] = await q.query<{ n: number }>(`select ${unreadCountSql} as n`, [
    merchantId,
    memberId,
  ]);
  return row?.n ?? 0;
}

/**
 * Pushes the member's unread count to every open tab on every node, after the change that
 * moved it committed. A push that fails is logged, never a failed call: the badge catches up
 * on the next unread-count call.
 */
export async function pushUnread(
  platform: Pick<Platform, 'db' | 'realtime'>,
  merchantId: number,
  memberId: string,
): Promise<number> {
  const count = await unreadCount(platform.db, merchantId, memberId);
  await platform.realtime
    .sendToMember(merchantId, memberId, { type: 'unread', payload: { count } })
    .catch(() => undefined);
  return count;
}

/** A platform message to one member, its HTML sanitised, stored in the caller's statement. */
export async function insertPlatformMessage(
  q: Queryable,
  message: { merchantId: number; memberId: string; title: string; content: string },
): Promise<string> {
  const [row] = await q.query<{ id: bigint }>(
    `insert into platform_message (merchant_id, member_id, title, content)
     values ($1, $2, $3, $4) returning id`,
    [message.merchantId, message.memberId, message.title, sanitizeHtml(message.content)],
  );
  return String(row!.id);
}

/**
 * Sends a platform message to one member (operator, seed or another module): the HTML is
 * sanitised before it is stored, and the member's tabs get the new unread count.
 */
export async function sendPlatformMessage(
  platform: Pick<Platform, 'db' | 'realtime'>,
  message: { merchantId: number; memberId: string; title: string; content: string },
): Promise<{ messageId: string; unread: number }> {
  const messageId = await insertPlatformMessage(platform.db, message);
  const unread = await pushUnread(platform, message.merchantId, message.memberId);
  return { messageId, unread };
}
