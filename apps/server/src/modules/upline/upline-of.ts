import type { Queryable } from '../../db/db.ts';
import type { Platform } from '../../platform.ts';
import { accountRoles } from '../session/policies.ts';

/** The agent a member's account belongs to (`member.parent_agent_id`), if that is an agent. */
export interface Upline {
  id: string;
  account: string;
}

/** The member's upline agent of the same merchant, or null (none, or not an agent any more). */
export async function uplineOf(
  q: Queryable,
  platform: Platform,
  merchantId: number,
  memberId: string,
): Promise<Upline | null> {
  const [row] = await q.query<{ id: string; account: string; type: number }>(
    `select a.id::text as id, a.account, a.type from member m
     join member a on a.merchant_id = m.merchant_id and a.id = m.parent_agent_id
     where m.merchant_id = $1 and m.id = $2`,
    [merchantId, memberId],
  );
  if (!row || !accountRoles(platform.config).isAgent(Number(row.type))) return null;
  return { id: row.id, account: row.account };
}
