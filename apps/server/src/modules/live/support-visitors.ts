import { createHash, randomBytes } from 'node:crypto';
import type { SupportMessage } from '@portal/contract/live/schemas';
import type { Db, Queryable } from '../../db/db.ts';
import type { Merchant } from '../../merchant/merchant.ts';
import { supportView } from './support.ts';

/**
 * Customer-service conversations of visitors (no account): each belongs to a random token the
 * visitor's browser keeps; the table holds only the token's SHA-256, so reading the table gives
 * nobody a way into a conversation. Operators see the visitor's name and contact in the inbox.
 */

/** A new visitor token: 32 random bytes, base64url (43 characters). */
export function newVisitorToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The token as the table (and the rate limiter's keys) hold it. */
export const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** The visitor's conversation named by its token, if the brand has it. */
export async function visitorConversation(
  q: Queryable,
  merchant: Merchant,
  token: string,
): Promise<{ id: string; name: string; contact: string; member_unread: number } | null> {
  const [row] = await q.query<{ id: string; name: string; contact: string; member_unread: number }>(
    `select id::text as id, visitor_name as name, visitor_contact as contact, member_unread
     from live_support_conversation where merchant_id = $1 and visitor_token_hash = $2`,
    [merchant.id, hashOf(token)],
  );
  return row ?? null;
}

/** Opens a visitor's conversation with its first message, counted unread for operators. */
export async function visitorOpens(
  db: Db,
  merchant: Merchant,
  spec: { token: string; name: string; contact: string; text: string },
): Promise<SupportMessage> {
  return db.transaction(async (tx) => {
    const [conversation] = await tx.query<{ id: string }>(
      `insert into live_support_conversation
         (merchant_id, visitor_token_hash, visitor_name, visitor_contact, operator_unread, last_at)
       values ($1, $2, $3, $4, 1, now()) returning id::text as id`,
      [merchant.id, hashOf(spec.token), spec.name, spec.contact],
    );
    return addVisitorMessage(tx, conversation!.id, spec.text);
  });
}

/** A visitor's next message in its conversation. */
export async function visitorWrites(
  db: Db,
  conversationId: string,
  text: string,
): Promise<SupportMessage> {
  return db.transaction(async (tx) => {
    await tx.query(
      `update live_support_conversation set operator_unread = operator_unread + 1, last_at = now()
       where id = $1`,
      [conversationId],
    );
    return addVisitorMessage(tx, conversationId, text);
  });
}

async function addVisitorMessage(
  q: Queryable,
  conversationId: string,
  text: string,
): Promise<SupportMessage> {
  const [row] = await q.query<Parameters<typeof supportView>[0]>(
    `insert into live_support_message (conversation_id, sender, body) values ($1, 'member', $2)
     returning id::text as id, sender, author, body, created_at`,
    [conversationId, text],
  );
  return supportView(row!);
}
