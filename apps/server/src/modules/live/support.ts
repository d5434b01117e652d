import type { SupportMessage } from '@portal/contract/live/schemas';
import type { Db, Queryable } from '../../db/db.ts';
import type { Merchant } from '../../merchant/merchant.ts';
import type { Platform } from '../../platform.ts';

/**
 * Customer-service chat on the live engine: one conversation per member (or per visitor, see
 * `support-visitors.ts`), kept for good; the member writes from the portal, operators answer
 * from the console. Each side has an unread count: a member message counts for the operators
 * until one reads the thread, an operator message counts for the member until it reads it. New
 * messages reach the member's sockets on every node as `live.support`.
 */

interface SupportRow {
  id: string;
  sender: 'member' | 'operator';
  author: string;
  body: string;
  created_at: Date;
}

const supportColumns = `id::text as id, sender, author, body, created_at`;

export function supportView(row: SupportRow): SupportMessage {
  return {
    id: row.id,
    from: row.sender,
    author: row.author,
    text: row.body,
    at: row.created_at.toISOString(),
  };
}

/** The member's conversation, if it has one. */
export async function conversationOf(
  q: Queryable,
  merchant: Merchant,
  memberId: string,
): Promise<{ id: string; member_unread: number } | null> {
  const [row] = await q.query<{ id: string; member_unread: number }>(
    `select id::text as id, member_unread from live_support_conversation
     where merchant_id = $1 and member_id = $2`,
    [merchant.id, memberId],
  );
  return row ?? null;
}

/** Messages of a conversation after `after` (all, oldest first, at most 200 per call). */
export function threadOf(q: Queryable, conversationId: string, after?: string) {
  return q.query<SupportRow>(
    `select ${supportColumns} from live_support_message
     where conversation_id = $1 and ($2::bigint is null or id > $2)
     order by live_support_message.id limit 200`,
    [conversationId, after ?? null],
  );
}

/** A member's message: opens the conversation on first use, counts it unread for operators. */
export async function memberWrites(
  db: Db,
  merchant: Merchant,
  memberId: string,
  text: string,
): Promise<SupportMessage> {
  return db.transaction(async (tx) => {
    const [conversation] = await tx.query<{ id: string }>(
      `insert into live_support_conversation (merchant_id, member_id, operator_unread, last_at)
       values ($1, $2, 1, now())
       on conflict (merchant_id, member_id) do update
         set operator_unread = live_support_conversation.operator_unread + 1, last_at = now()
       returning id::text as id`,
      [merchant.id, memberId],
    );
    const [row] = await tx.query<SupportRow>(
      `insert into live_support_message (conversation_id, sender, body) values ($1, 'member', $2)
       returning ${supportColumns}`,
      [conversation!.id, text],
    );
    return supportView(row!);
  });
}

/** An operator's answer: counts unread for the member and reaches its sockets. */
export async function operatorWrites(
  platform: Platform,
  merchant: Merchant,
  spec: { conversationId: string; operatorId: string; author: string; text: string },
): Promise<SupportMessage | null> {
  const result = await platform.db.transaction(async (tx) => {
    const [conversation] = await tx.query<{ member_id: string | null; member_unread: number }>(
      `update live_support_conversation set member_unread = member_unread + 1, last_at = now()
       where merchant_id = $1 and id = $2
       returning member_id::text as member_id, member_unread`,
      [merchant.id, spec.conversationId],
    );
    if (!conversation) return null;
    const [row] = await tx.query<SupportRow>(
      `insert into live_support_message (conversation_id, sender, operator_id, author, body)
       values ($1, 'operator', $2, $3, $4) returning ${supportColumns}`,
      [spec.conversationId, spec.operatorId, spec.author, spec.text],
    );
    return { conversation, message: supportView(row!) };
  });
  if (!result) return null;
  // A visitor has no socket: its window reads the answer on its next poll.
  if (result.conversation.member_id === null) return result.message;
  await platform.realtime.sendToMember(merchant.id, result.conversation.member_id, {
    type: 'live.support',
    payload: { message: result.message, unread: result.conversation.member_unread },
  });
  return result.message;
}
