import type { MemberKind, OpsMemberProfile } from '@portal/contract/member/ops';
import type { Config } from '../../config.ts';
import type { Queryable } from '../../db/db.ts';
import { AppError } from '../../http/app-error.ts';
import { accountRoles } from '../session/policies.ts';

/** The account kind of a member type under the configured type lists. */
export function kindOf(config: Pick<Config, 'agentTypes' | 'trialType'>, type: number): MemberKind {
  const roles = accountRoles(config);
  return roles.isTrial(type) ? 'trial' : roles.isAgent(type) ? 'agent' : 'member';
}

interface ProfileRow {
  id: string;
  account: string;
  type: number;
  nickname: string | null;
  payee_name: string | null;
  mobile_country_code: string | null;
  mobile_number: string | null;
  email: string | null;
  birthday: string | null;
  upline_account: string | null;
  vip_level: number;
  language: string | null;
  register_ip: string | null;
  register_domain: string | null;
  created_at: Date;
  last_login_at: Date | null;
  last_login_ip: string | null;
  login_locked: boolean;
  password_change_required: boolean;
  has_password: boolean;
  live_sessions: number;
}

/**
 * A member of the merchant as the console shows it; 404 `not_found` when the merchant has no
 * such member (another merchant's member is not found either). `now` decides which sessions
 * still count as open.
 */
export async function memberProfile(
  q: Queryable,
  config: Pick<Config, 'agentTypes' | 'trialType'>,
  merchantId: number,
  memberId: string,
  now: Date,
): Promise<OpsMemberProfile> {
  const [row] = await q.query<ProfileRow>(
    `select m.id::text as id, m.account, m.type::int as type, m.nickname, m.payee_name,
       m.mobile_country_code, m.mobile_number, m.email, m.birthday, u.account as upline_account,
       m.vip_level, m.language, m.register_ip, m.register_domain, m.created_at, m.last_login_at,
       m.last_login_ip, m.login_locked, m.password_change_required,
       m.password_hash is not null as has_password,
       (select count(*)::int from member_session s
        where s.member_id = m.id and s.ended_at is null and s.state = 'active'
          and s.expires_at > $3) as live_sessions
     from member m
     left join member u on u.merchant_id = m.merchant_id and u.id = m.parent_agent_id
     where m.merchant_id = $1 and m.id = $2`,
    [merchantId, memberId, now],
  );
  if (!row) throw new AppError('not_found');
  const kind = kindOf(config, row.type);
  return {
    id: row.id,
    account: row.account,
    nickname: row.nickname,
    payeeName: row.payee_name,
    mobile:
      row.mobile_number === null ? null : `+${row.mobile_country_code ?? ''} ${row.mobile_number}`,
    email: row.email,
    birthday: row.birthday,
    type: row.type,
    kind,
    isAgent: kind === 'agent',
    uplineAccount: row.upline_account,
    vipLevel: row.vip_level,
    language: row.language,
    registerIp: row.register_ip,
    registerDomain: row.register_domain,
    createdAt: row.created_at.toISOString(),
    lastLoginAt: row.last_login_at?.toISOString() ?? null,
    lastLoginIp: row.last_login_ip,
    locked: row.login_locked,
    passwordChangeRequired: row.password_change_required,
    hasPassword: row.has_password,
    liveSessions: row.live_sessions,
  };
}
