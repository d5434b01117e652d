import { contentEndpoints } from '@portal/contract/content';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/app-error.ts';
import { registerEndpoint } from '../../http/contract-routes.ts';
import type { Platform } from '../../platform.ts';
import { iso } from './localized.ts';
import { messageIdsOf, pushUnread, unreadCount } from './message-store.ts';
import { htmlToText, sanitizeHtml } from './sanitize-html.ts';

interface MessageRow {
  id: bigint;
  title: string;
  content: string;
  read_at: Date | null;
  created_at: Date;
}

const previewLength = 80;

function summaryOf(row: MessageRow) {
  const text = htmlToText(row.content);
  return {
    messageId: String(row.id),
    title: row.title,
    preview: text.length > previewLength ? `${text.slice(0, previewLength - 1)}…` : text,
    read: row.read_at !== null,
    createdAt: iso(row.created_at),
  };
}

/**
 * The member's platform messages: inbox, detail, read, delete and the unread count. Every
 * query names the session's merchant and member, so nobody reaches another's messages; a
 * foreign or deleted id is a 404 like a missing one.
 */
export function registerMessages(app: FastifyInstance, platform: Platform): void {
  const { db } = platform;

  registerEndpoint(app, contentEndpoints.messages, async ({ input, merchant, session, reply }) => {
    const memberId = session!.memberId;
    const where = 'merchant_id = $1 and member_id = $2 and deleted_at is null';
    const [count] = await db.query<{ n: number; unread: number }>(
      `select count(*)::int as n, count(*) filter (where read_at is null)::int as unread
       from platform_message where ${where}`,
      [merchant.id, memberId],
    );
    const rows = await db.query<MessageRow>(
      `select id, title, content, read_at, created_at from platform_message where ${where}
       order by created_at desc, id desc limit $3 offset $4`,
      [merchant.id, memberId, input.pageSize, (input.pageNo - 1) * input.pageSize],
    );
    reply.header('cache-control', 'no-store');
    const total = count?.n ?? 0;
    return {
      list: rows.map(summaryOf),
      unread: count?.unread ?? 0,
      totalPages: Math.ceil(total / input.pageSize),
      pageNum: input.pageNo,
      total,
    };
  });

  registerEndpoint(
    app,
    contentEndpoints.messageDetail,
    async ({ input, merchant, session, reply }) => {
      const [id] = messageIdsOf([input.messageId]);
      const [row] = id
        ? await db.query<MessageRow>(
            `select id, title, content, read_at, created_at from platform_message
           where merchant_id = $1 and member_id = $2 and id = $3 and deleted_at is null`,
            [merchant.id, session!.memberId, id],
          )
        : [];
      if (!row) throw new AppError('not_found');
      reply.header('cache-control', 'no-store');
      return { ...summaryOf(row), content: sanitizeHtml(row.content) };
    },
  );

  registerEndpoint(app, contentEndpoints.messageRead, async ({ input, merchant, session }) => {
    const memberId = session!.memberId;
    const ids = messageIdsOf(input.messageIds);
    if (!input.all && ids.length === 0)
      return { count: await unreadCount(db, merchant.id, memberId) };
    const changed = await db.query(
      `update platform_message set read_at = now()
       where merchant_id = $1 and member_id = $2 and deleted_at is null and read_at is null
         and ($3::boolean or id = any($4::bigint[]))
       returning id`,
      [merchant.id, memberId, input.all, ids],
    );
    if (changed.length === 0) return { count: await unreadCount(db, merchant.id, memberId) };
    return { count: await pushUnread(platform, merchant.id, memberId) };
  });

  registerEndpoint(app, contentEndpoints.messageDelete, async ({ input, merchant, session }) => {
    const memberId = session!.memberId;
    const [id] = messageIdsOf([input.messageId]);
    const deleted = id
      ? await db.query(
          `update platform_message set deleted_at = now()
           where merchant_id = $1 and member_id = $2 and id = $3 and deleted_at is null
           returning id`,
          [merchant.id, memberId, id],
        )
      : [];
    if (deleted.length === 0) throw new AppError('not_found');
    return { count: await pushUnread(platform, merchant.id, memberId) };
  });

  registerEndpoint(app, contentEndpoints.unreadCount, async ({ merchant, session, reply }) => {
    reply.header('cache-control', 'no-store');
    return { count: await unreadCount(db, merchant.id, session!.memberId) };
  });
}
