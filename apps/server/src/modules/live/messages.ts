import type { LiveMessage } from '@portal/contract/live/schemas';
import type { Queryable } from '../../db/db.ts';
import type { Merchant } from '../../merchant/merchant.ts';
import type { LiveSetting } from '@portal/contract/live/settings';

/** A chat message row as the queries below read it. */
export interface MessageRow {
  id: string;
  host_id: string;
  member_id: string | null;
  author: string;
  kind: 'text' | 'gift';
  body: string;
  gift_code: string | null;
  gift_amount: bigint | null;
  created_at: Date;
}

export const messageColumns = `id::text as id, host_id::text as host_id,
  member_id::text as member_id, author, kind, body, gift_code, gift_amount, created_at`;

/** A message as the wire shows it to `viewer` (a member id, or null for a visitor). */
export function messageView(
  row: MessageRow,
  merchant: Merchant,
  viewer: string | null,
  gifts: LiveSetting['gifts'],
): LiveMessage {
  const gift =
    row.kind === 'gift'
      ? {
          code: row.gift_code ?? '',
          icon: gifts.find((g) => g.code === row.gift_code)?.icon ?? '🎁',
          amount: merchant.money.format(row.gift_amount ?? 0n),
        }
      : null;
  return {
    id: row.id,
    roomId: row.host_id,
    kind: row.kind,
    author: row.author,
    mine: viewer !== null && row.member_id === viewer,
    text: row.body,
    gift,
    at: row.created_at.toISOString(),
  };
}

/**
 * A page of a room's visible messages, oldest first: the latest `size`, or the `size` before
 * `before` (paging back), or every message after `after` up to `size` (resuming after a drop).
 * `hasMore` says older messages exist before the first one.
 */
export async function roomHistory(
  q: Queryable,
  hostId: string,
  page: { before?: string | undefined; after?: string | undefined; size: number },
): Promise<{ rows: MessageRow[]; hasMore: boolean }> {
  if (page.after !== undefined) {
    const rows = await q.query<MessageRow>(
      `select ${messageColumns} from live_message
       where host_id = $1 and id > $2 and deleted_at is null order by live_message.id limit $3`,
      [hostId, page.after, page.size],
    );
    return { rows, hasMore: false };
  }
  const rows = await q.query<MessageRow>(
    `select ${messageColumns} from live_message
     where host_id = $1 and ($2::bigint is null or id < $2) and deleted_at is null
     order by live_message.id desc limit $3`,
    [hostId, page.before ?? null, page.size + 1],
  );
  const hasMore = rows.length > page.size;
  return { rows: rows.slice(0, page.size).reverse(), hasMore };
}
