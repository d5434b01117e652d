import type { OpsRoomMessage } from '@portal/contract/live/schemas';
import type { LiveSetting } from '@portal/contract/live/settings';
import type { Queryable } from '../../db/db.ts';
import type { Merchant } from '../../merchant/merchant.ts';
import { messageColumns, messageView, type MessageRow } from './messages.ts';

/** Messages of one page of the operator's room view. */
const pageSize = 50;

/**
 * A room's visible messages for moderation, oldest first: the latest page, or the page before
 * `before`. Members see a masked author; operators need the real account to mute or ban.
 */
export async function opsRoomMessages(
  q: Queryable,
  merchant: Merchant,
  settings: LiveSetting,
  page: { roomId: string; before?: string | undefined },
): Promise<{ list: OpsRoomMessage[]; hasMore: boolean }> {
  const rows = await q.query<MessageRow & { account: string | null }>(
    `select ${messageColumns}, (select m.account from member m where m.id = live_message.member_id)
       as account
     from live_message
     where host_id = $1 and ($2::bigint is null or id < $2) and deleted_at is null
     order by live_message.id desc limit $3`,
    [page.roomId, page.before ?? null, pageSize + 1],
  );
  return {
    list: rows
      .slice(0, pageSize)
      .reverse()
      .map((row) => ({
        ...messageView(row, merchant, null, settings.gifts),
        account: row.account,
      })),
    hasMore: rows.length > pageSize,
  };
}
