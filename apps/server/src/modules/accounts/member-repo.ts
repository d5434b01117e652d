import type { Queryable } from '../../db/db.ts';

/** The columns of a member the account calls need. */
export interface MemberRow {
  id: string;
  merchant_id: number;
  account: string;
  type: number;
  nickname: string | null;
  email: string | null;
  mobile_country_code: string | null;
  mobile_number: string | null;
  password_hash: string | null;
  password_changed_at: Date | null;
  language: string | null;
  vip_level: number;
  first_login_done: boolean;
  /** An operator asked for a password change at the next password login. */
  password_change_required: boolean;
  last_login_at: Date | null;
  last_login_ip: string | null;
}

/** The `MemberRow` columns, for statements that read a member beside other things. */
export const memberColumns = `id::text as id, merchant_id, account, type::int as type, nickname, email,
  mobile_country_code, mobile_number, password_hash, password_changed_at, language,
  vip_level, first_login_done, password_change_required, last_login_at, last_login_ip`;

/** A member of the merchant by account name, case-insensitively. */
export async function memberByAccount(
  q: Queryable,
  merchantId: number,
  account: string,
): Promise<MemberRow | null> {
  const [row] = await q.query<MemberRow>(
    `select ${memberColumns} from member where merchant_id = $1 and lower(account) = lower($2)`,
    [merchantId, account],
  );
  return row ?? null;
}

/** A member of the merchant by registered mobile. */
export async function memberByMobile(
  q: Queryable,
  merchantId: number,
  countryCode: string,
  mobile: string,
): Promise<MemberRow | null> {
  const [row] = await q.query<MemberRow>(
    `select ${memberColumns} from member
     where merchant_id = $1 and mobile_country_code = $2 and mobile_number = $3`,
    [merchantId, countryCode, mobile],
  );
  return row ?? null;
}

/** A member of the merchant by id; `forUpdate` locks the row for the transaction. */
export async function memberById(
  q: Queryable,
  merchantId: number,
  memberId: string,
  forUpdate = false,
): Promise<MemberRow | null> {
  const [row] = await q.query<MemberRow>(
    `select ${memberColumns} from member where merchant_id = $1 and id = $2${forUpdate ? ' for update' : ''}`,
    [merchantId, memberId],
  );
  return row ?? null;
}

/**
 * Replaces the password hash and stamps the change time; a password change an operator asked
 * for is then done.
 */
export async function setPasswordHash(
  q: Queryable,
  memberId: string,
  hash: string,
  at: Date,
): Promise<void> {
  await q.query(
    `update member set password_hash = $2, password_changed_at = $3,
       password_change_required = false
     where id = $1`,
    [memberId, hash, at],
  );
}

/** Hides all but the last `visible` characters. */
export function maskTail(value: string, visible = 4): string {
  if (value.length <= visible) return '*'.repeat(value.length);
  return `${'*'.repeat(value.length - visible)}${value.slice(-visible)}`;
}

/** `+351 *****5678` */
export function maskedMobile(countryCode: string, mobile: string): string {
  return `+${countryCode} ${maskTail(mobile)}`;
}

/** `d***@example.com` */
export function maskedEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return maskTail(email);
  return `${email[0]}***${email.slice(at)}`;
}
