import type { LoginOutput } from '@portal/contract/session';
import { tokenHash } from '../../auth/session.ts';
import type { Queryable, Tx } from '../../db/db.ts';
import { AppError } from '../../http/app-error.ts';
import type { Merchant } from '../../merchant/merchant.ts';
import { recordAudit, type AuditAction } from '../audit/audit-log.ts';
import type { Platform } from '../../platform.ts';
import { assertMayLogIn } from '../responsible-gaming/enforce.ts';
import { maskedMobile, type MemberRow } from './member-repo.ts';
import { moduleOn } from './module-switches.ts';
import { sendSmsCode, throttleChallengeSms } from './sms-codes.ts';

/** How a login was proven, and what the member must do next. */
export interface LoginFacts {
  merchant: Merchant;
  member: Pick<MemberRow, 'id' | 'first_login_done'>;
  side: 'member' | 'agent';
  ip: string;
  forcePasswordChange: boolean;
  passwordExpired: boolean;
  /** The audit action to record; `login` unless the login follows a registration etc. */
  audit?: AuditAction;
  auditDetail?: Record<string, string | number | boolean>;
}

/** Remembers an IP the member has proven. */
export async function rememberIp(
  tx: Tx,
  merchantId: number,
  memberId: string,
  ip: string,
): Promise<void> {
  await tx.query(
    `insert into member_known_ip (merchant_id, member_id, ip) values ($1, $2, $3)
     on conflict (member_id, ip) do update set last_seen_at = now()`,
    [merchantId, memberId, ip],
  );
}

/** True when the member's upline agent locked its login (agent centre). */
export async function loginLocked(q: Queryable, memberId: string): Promise<boolean> {
  const [row] = await q.query<{ login_locked: boolean }>(
    'select login_locked from member where id = $1',
    [memberId],
  );
  return row?.login_locked ?? false;
}

/**
 * Finishes a login inside the caller's transaction: a new session (a new token every time),
 * the last-login stamp, the IP remembered and an audit row. Returns the login answer. A locked
 * account is refused (403 `account_locked`) at every door that ends here: password, SMS,
 * device check and hand-off; so is an excluded one (403 `rg_excluded`).
 */
export async function completeLogin(
  platform: Pick<Platform, 'sessionStore' | 'clock'>,
  tx: Tx,
  facts: LoginFacts,
): Promise<LoginOutput> {
  const { merchant, member, ip } = facts;
  // A cool-off or self-exclusion refuses every door that ends here (403 `rg_excluded`).
  await assertMayLogIn(tx, member.id, platform.clock.now());
  const issued = await platform.sessionStore.issue(tx, {
    merchantId: merchant.id,
    memberId: member.id,
    side: facts.side,
    ip,
    forcePasswordChange: facts.forcePasswordChange,
  });
  // The stamp takes the member's row: a lock by the upline agent that committed first is seen
  // here, and one that commits after ends this session with the member's others.
  const [stamped] = await tx.query<{ login_locked: boolean }>(
    `update member set last_login_at = now(), last_login_ip = $2 where id = $1
     returning login_locked`,
    [member.id, ip],
  );
  if (stamped?.login_locked) throw new AppError('account_locked');
  await rememberIp(tx, merchant.id, member.id, ip);
  await recordAudit(tx, {
    merchantId: merchant.id,
    memberId: member.id,
    action: facts.audit ?? 'login',
    ip,
    detail: { side: facts.side, ...facts.auditDetail },
  });
  return {
    token: issued.token,
    firstTimeLogin: !member.first_login_done,
    passwordExpired: facts.passwordExpired,
    forcePasswordChange: facts.forcePasswordChange,
    captcha: false,
    twoFactor: null,
  };
}

/**
 * True when a login must be held for an SMS check: the member has a mobile, has logged in
 * before from at least one IP, this IP is not one of them, and SMS verification is on.
 */
export async function needsDeviceCheck(
  platform: Pick<Platform, 'db' | 'systemCache'>,
  merchant: Merchant,
  member: Pick<MemberRow, 'id' | 'mobile_number'>,
  ip: string,
): Promise<boolean> {
  if (!member.mobile_number) return false;
  const [row] = await platform.db.query<{ known: number; this_ip: number }>(
    `select count(*)::int as known, count(*) filter (where ip = $2)::int as this_ip
     from member_known_ip where member_id = $1`,
    [member.id, ip],
  );
  if (!row || row.known === 0 || row.this_ip > 0) return false;
  return moduleOn(platform, merchant, 'SMS_VERIFICATION');
}

/**
 * Holds a login from a new IP: a pending session whose token is the challenge id (good only for
 * `/wps/session/login/verify`), the challenge, and an SMS code of purpose `device`.
 */
export async function holdLogin(
  platform: Pick<Platform, 'db' | 'clock' | 'config' | 'limiter' | 'sms' | 'sessionStore'>,
  facts: LoginFacts & {
    member: Pick<MemberRow, 'id' | 'first_login_done' | 'mobile_country_code' | 'mobile_number'>;
  },
): Promise<LoginOutput> {
  const { merchant, member } = facts;
  const countryCode = member.mobile_country_code;
  const mobile = member.mobile_number;
  if (!countryCode || !mobile) throw new AppError('internal_error');
  // Knowing the password must not be enough to flood the member's phone.
  await throttleChallengeSms(platform, merchant.id, member.id);
  const ttlMs = platform.config.smsCodeMinutes * 60_000;
  const now = platform.clock.now();
  const challengeId = await platform.db.transaction(async (tx) => {
    const issued = await platform.sessionStore.issue(tx, {
      merchantId: merchant.id,
      memberId: member.id,
      side: facts.side,
      ip: facts.ip,
      state: 'pending',
      ttlMs,
    });
    await tx.query(
      `insert into two_factor_challenge (challenge_hash, merchant_id, member_id, side, ip,
         force_password_change, password_expired, created_at, expires_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [
        issued.hash,
        merchant.id,
        member.id,
        facts.side,
        facts.ip,
        facts.forcePasswordChange,
        facts.passwordExpired,
        new Date(now),
        new Date(now + ttlMs),
      ],
    );
    await recordAudit(tx, {
      merchantId: merchant.id,
      memberId: member.id,
      action: 'login_held',
      ip: facts.ip,
      detail: { side: facts.side, reason: 'new_ip' },
    });
    return issued.token;
  });
  // After commit: PGlite runs one statement at a time, and the gateway writes on its own.
  const { expiredMinutes } = await sendSmsCode(
    platform,
    { merchant, countryCode, mobile },
    'device',
    tokenHash(challengeId),
  );
  return {
    token: null,
    firstTimeLogin: !member.first_login_done,
    passwordExpired: facts.passwordExpired,
    forcePasswordChange: facts.forcePasswordChange,
    captcha: false,
    twoFactor: { challengeId, maskedMobile: maskedMobile(countryCode, mobile), expiredMinutes },
  };
}
