import type { MemberKind, opsMemberListOutput } from '@portal/contract/member/ops';
import type * as z from 'zod/mini';
import type { Config } from '../../config.ts';
import type { Queryable } from '../../db/db.ts';
import type { Merchant } from '../../merchant/merchant.ts';
import { pageOf } from '../histories/day-range.ts';
import { kindOf } from './ops-members-profile.ts';

/** What the console's search asks for. */
export interface MemberSearch {
  pageNo: number;
  pageSize: number;
  q?: string | undefined;
  kind?: MemberKind | undefined;
  locked?: boolean | undefined;
}

interface SearchRow {
  id: string;
  account: string;
  type: number;
  vip_level: number;
  balance: bigint | null;
  login_locked: boolean;
  created_at: Date;
  last_login_at: Date | null;
  last_login_ip: string | null;
  total: number;
}

/** `%` and `_` typed in a search are themselves, not patterns. */
function likePrefix(text: string): string {
  return `${text.toLowerCase().replace(/[\\%_]/gu, (c) => `\\${c}`)}%`;
}

/**
 * The typed search, read every way it may mean: an account prefix, an email, a mobile number
 * (spaces, `+` and `-` dropped; with or without its country code), an exact id.
 */
function searchTerms(q: string | undefined) {
  const text = q?.trim() ?? '';
  if (text === '') return { prefix: null, email: null, digits: null, id: null };
  const digits = text.replace(/[\s+-]/gu, '');
  return {
    prefix: likePrefix(text),
    email: text.toLowerCase(),
    digits: /^[0-9]{6,19}$/u.test(digits) ? digits : null,
    id: /^[1-9][0-9]{0,17}$/u.test(text) ? text : null,
  };
}

/**
 * The merchant's members, newest first, filtered by the search, the kind (by the configured
 * type lists) and the lock, with each one's main balance.
 */
export async function searchMembers(
  q: Queryable,
  config: Pick<Config, 'agentTypes' | 'trialType'>,
  merchant: Merchant,
  input: MemberSearch,
): Promise<z.infer<typeof opsMemberListOutput>> {
  const terms = searchTerms(input.q);
  const where = `m.merchant_id = $1
    and ($2::text is null or lower(m.account) like $2 escape '\\'
      or lower(m.email) = $3
      or m.mobile_number = $4 or m.mobile_country_code || m.mobile_number = $4
      or m.id = $5::int8)
    and ($6::text is null
      or ($6 = 'agent' and m.type = any($7::int[]))
      or ($6 = 'trial' and m.type = $8)
      or ($6 = 'member' and m.type <> $8 and not (m.type = any($7::int[]))))
    and ($9::boolean is null or m.login_locked = $9)`;
  const params = [
    merchant.id,
    terms.prefix,
    terms.email,
    terms.digits,
    terms.id,
    input.kind ?? null,
    config.agentTypes,
    config.trialType,
    input.locked ?? null,
  ];
  const rows = await q.query<SearchRow>(
    `select m.id::text as id, m.account, m.type::int as type, m.vip_level, a.balance,
       m.login_locked, m.created_at, m.last_login_at, m.last_login_ip,
       count(*) over ()::int as total
     from member m
     left join ledger_account a on a.merchant_id = m.merchant_id and a.owner_member_id = m.id
       and a.kind = 'main' and a.currency = $10
     where ${where}
     order by m.id desc limit $11 offset $12`,
    [...params, merchant.currency, input.pageSize, (input.pageNo - 1) * input.pageSize],
  );
  let total = rows[0]?.total;
  if (total === undefined) {
    // A page past the last row has no row to carry the window count.
    const [count] = await q.query<{ n: number }>(
      `select count(*)::int as n from member m where ${where}`,
      params,
    );
    total = count?.n ?? 0;
  }
  return {
    ...pageOf(total, input),
    items: rows.map((row) => {
      const kind = kindOf(config, row.type);
      return {
        id: row.id,
        account: row.account,
        type: row.type,
        kind,
        isAgent: kind === 'agent',
        vipLevel: row.vip_level,
        balance: merchant.money.format(row.balance ?? 0n),
        locked: row.login_locked,
        createdAt: row.created_at.toISOString(),
        lastLoginAt: row.last_login_at?.toISOString() ?? null,
        lastLoginIp: row.last_login_ip,
      };
    }),
  };
}
