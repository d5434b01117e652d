import { randomInt } from 'node:crypto';
import { messageText, type MessageLanguage } from '@portal/contract/messages';
import type { LoginOutput } from '@portal/contract/session';
import type { ParsedInputOf } from '@portal/contract/endpoint';
import type { memberEndpoints } from '@portal/contract/member';
import type { FastifyRequest } from 'fastify';
import { present, throwIfFieldErrors } from '../accounts/field-errors.ts';
import { completeLogin, rememberIp } from '../accounts/login-flow.ts';
import { moduleOn, requireModule } from '../accounts/module-switches.ts';
import { checkFieldRule, checkNewPassword } from '../accounts/register-rules.ts';
import { consumeSmsCode } from '../accounts/sms-codes.ts';
import { hashPassword } from '../../auth/password.ts';
import type { Queryable } from '../../db/db.ts';
import { AppError } from '../../http/app-error.ts';
import type { Merchant } from '../../merchant/merchant.ts';
import type { Platform } from '../../platform.ts';
import { recordAudit } from '../audit/audit-log.ts';
import { memberAccount } from '../ledger/ledger.ts';
import { invitationOf, type Invitation } from '../agent/invitation.ts';
import { recordReferral } from '../rewards/referral/referral-store.ts';
import { memberType } from '../session/policies.ts';

type Input = ParsedInputOf<typeof memberEndpoints.register>;

/** Optional fields the merchant shows or hides, and the columns they are stored in. */
const optionalFields = {
  payeeName: 'payee_name',
  email: 'email',
  qqNum: 'qq',
  affiliateCode: null,
  paymentPassword: null,
  line: 'line',
  whatsapp: 'whatsapp',
  facebook: 'facebook',
  wechat: 'wechat',
  idNumber: 'id_number',
  captcha: null,
} as const satisfies Partial<Record<keyof Input, string | null>>;

/** Extra wording fields: always accepted, checked by a rule when the merchant publishes one. */
const extraFields = {
  nickname: 'nickname',
  zalo: 'zalo',
  telegram: 'telegram',
  birthday: 'birthday',
  referrer: 'referrer',
  referralCode: 'referral_code',
} as const satisfies Partial<Record<keyof Input, string>>;

const mobilePattern = /^[0-9]{6,15}$/u;
const dialingPattern = /^[0-9]{1,4}$/u;

function uniqueViolation(err: unknown): string | null {
  const e = err as { code?: string; constraint?: string; message?: string };
  if (e.code !== '23505') return null;
  return e.constraint ?? e.message ?? '';
}

async function accountTaken(q: Queryable, merchantId: number, account: string): Promise<boolean> {
  const rows = await q.query(
    'select 1 from member where merchant_id = $1 and lower(account) = lower($2)',
    [merchantId, account],
  );
  return rows.length > 0;
}

async function mobileTaken(
  q: Queryable,
  merchantId: number,
  countryCode: string,
  mobile: string,
): Promise<boolean> {
  const rows = await q.query(
    'select 1 from member where merchant_id = $1 and mobile_country_code = $2 and mobile_number = $3',
    [merchantId, countryCode, mobile],
  );
  return rows.length > 0;
}

/** An account name for a mobile registration without a username. */
async function accountForMobile(q: Queryable, merchantId: number, mobile: string): Promise<string> {
  let account = `m${mobile}`;
  for (let attempt = 0; attempt < 5 && (await accountTaken(q, merchantId, account)); attempt += 1)
    account = `m${mobile}_${randomInt(1000, 10_000)}`;
  return account;
}

/**
 * Registration by username (`mode: 'username'`) or by mobile. The server applies the same
 * published rules as the form: which optional fields are shown and required, each field's
 * pattern through `checkRule`, the USERNAMEREG3 / MOBILENUMREG3 / MOBILENUMPASSREG3 switches,
 * and an SMS code whenever a mobile is registered while SMS verification is on. Every check
 * that needs no write runs first; the captcha and the SMS code are used up last, then one
 * transaction creates the member, its wallet and (by default) its session.
 */
export async function registerMember(
  platform: Platform,
  context: { input: Input; merchant: Merchant; request: FastifyRequest; language: MessageLanguage },
  mode: 'username' | 'mobile',
): Promise<LoginOutput> {
  const { input, merchant, request, language } = context;
  const { db, config } = platform;
  await requireModule(platform, merchant, mode === 'username' ? 'USERNAMEREG3' : 'MOBILENUMREG3');
  const { registerSetting: setting, registerRules: rules } =
    await platform.systemCache.get(merchant);
  const shown = (name: string) => setting.fields[name]?.shown ?? false;
  const required = (name: string) => setting.fields[name]?.required ?? false;
  const fields: Record<string, string> = {};
  const needed = messageText('field_required', language);

  // Account name.
  if (mode === 'username' || present(input.username)) {
    if (!present(input.username)) fields.username = needed;
    else checkFieldRule(rules, 'username', input.username, language, fields);
  }
  // Password: always by username; by mobile only with MOBILENUMPASSREG3 (else SMS logins only).
  const withPassword =
    mode === 'username' || (await moduleOn(platform, merchant, 'MOBILENUMPASSREG3'));
  if (withPassword) {
    checkNewPassword(
      rules,
      input.password,
      input.confirmPassword,
      { password: 'password', confirmation: 'confirmPassword' },
      language,
      fields,
    );
  }
  // Mobile: required by mobile, or when the merchant requires it.
  const takeMobile = mode === 'mobile' || shown('mobileNum');
  const mobile = takeMobile && present(input.mobileNum) ? input.mobileNum : null;
  if (takeMobile && !mobile && (mode === 'mobile' || required('mobileNum')))
    fields.mobileNum = needed;
  if (mobile) {
    if (!mobilePattern.test(mobile)) fields.mobileNum = messageText('invalid_mobile', language);
    else checkFieldRule(rules, 'mobileNum', mobile, language, fields);
    if (!present(input.countryDialingCode) || !dialingPattern.test(input.countryDialingCode))
      fields.countryDialingCode = messageText('field_invalid', language);
  }
  const verifyMobile = mobile !== null && setting.smsVerification;
  if (verifyMobile && !present(input.verificationCode)) fields.verificationCode = needed;

  const values: Record<string, string | null> = {};
  for (const [name, column] of Object.entries(optionalFields)) {
    const value = input[name as keyof typeof optionalFields];
    if (!shown(name)) continue;
    const mustFill = required(name) || name === 'paymentPassword' || name === 'captcha';
    if (!present(value)) {
      if (mustFill) fields[name] = needed;
      continue;
    }
    checkFieldRule(rules, name, value, language, fields);
    if (column) values[column] = value;
  }
  for (const [name, column] of Object.entries(extraFields)) {
    const value = input[name as keyof typeof extraFields];
    if (!present(value)) continue;
    checkFieldRule(rules, name, value, language, fields);
    values[column] = value;
  }
  throwIfFieldErrors(fields, ['confirmPassword']);

  // Checks against stored data, still changing nothing.
  const account = present(input.username)
    ? input.username
    : await accountForMobile(db, merchant.id, mobile!);
  if (await accountTaken(db, merchant.id, account)) throw new AppError('username_taken');
  const countryCode = mobile ? input.countryDialingCode! : null;
  if (mobile && (await mobileTaken(db, merchant.id, countryCode!, mobile)))
    throw new AppError('mobile_taken');
  // An agent's own code makes a plain member; a register-centre link gives its type and group.
  let invitation: Invitation | null = null;
  if (shown('affiliateCode') && present(input.affiliateCode)) {
    invitation = await invitationOf(db, platform, merchant, input.affiliateCode);
    if (!invitation) throw new AppError('invitation_code_error');
  }
  const parentAgentId = invitation?.agentId ?? null;
  const link = invitation?.link ?? null;

  // Proofs, used up last.
  if (shown('captcha') && !(await platform.captchaVerifier.verify(merchant.id, input, request.ip)))
    throw new AppError('captcha_invalid', undefined, undefined, { captcha: true });
  if (verifyMobile) {
    await consumeSmsCode(
      platform,
      { merchant, countryCode: countryCode!, mobile: mobile! },
      'register',
      input.verificationCode!,
    );
  }
  const [passwordHash, paymentHash] = await Promise.all([
    withPassword ? hashPassword(input.password, config.passwordHashCost) : null,
    shown('paymentPassword') && present(input.paymentPassword)
      ? hashPassword(input.paymentPassword, config.passwordHashCost)
      : null,
  ]);

  // A code of another member records who brought this one (when the brand runs referral).
  const referring =
    present(input.referralCode) && (await moduleOn(platform, merchant, 'REFERRAL_PROMO'));
  const ip = request.ip;
  try {
    return await db.transaction(async (tx) => {
      const columns = Object.keys(values);
      const [row] = await tx.query<{ id: string }>(
        `insert into member (merchant_id, account, type, parent_agent_id, prize_group,
           invite_link_id, mobile_country_code, mobile_number, password_hash, password_changed_at,
           payment_password_hash, register_ip, register_domain,
           language${columns.map((c) => `, ${c}`).join('')})
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14${columns.map((_, i) => `, $${15 + i}`).join('')})
         returning id::text as id`,
        [
          merchant.id,
          account,
          link?.type ?? memberType,
          parentAgentId,
          link?.prizeGroup ?? null,
          link?.id ?? null,
          countryCode,
          mobile,
          passwordHash,
          passwordHash ? new Date(platform.clock.now()) : null,
          paymentHash,
          ip,
          input.domain ?? null,
          language.toUpperCase(),
          ...columns.map((c) => values[c]),
        ],
      );
      const member = { id: row!.id, first_login_done: false };
      if (referring) await recordReferral(tx, merchant, member.id, input.referralCode!);
      await memberAccount(tx, {
        merchantId: merchant.id,
        memberId: member.id,
        currency: merchant.currency,
      });
      const auditDetail = { via: mode, affiliate: parentAgentId !== null, link: link !== null };
      if (!input.login) {
        await rememberIp(tx, merchant.id, member.id, ip);
        await recordAudit(tx, {
          merchantId: merchant.id,
          memberId: member.id,
          action: 'register',
          ip,
          detail: auditDetail,
        });
        return {
          token: null,
          firstTimeLogin: true,
          passwordExpired: false,
          forcePasswordChange: false,
          captcha: false,
          twoFactor: null,
        };
      }
      return completeLogin(platform, tx, {
        merchant,
        member,
        side: 'member',
        ip,
        forcePasswordChange: false,
        passwordExpired: false,
        audit: 'register',
        auditDetail,
      });
    });
  } catch (err) {
    // Two registrations racing for one name or number: the unique indexes decide.
    const violated = uniqueViolation(err);
    if (violated === null) throw err;
    throw new AppError(violated.includes('mobile') ? 'mobile_taken' : 'username_taken');
  }
}
