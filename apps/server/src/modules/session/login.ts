import { sessionEndpoints, type LoginOutput } from '@portal/contract/session';
import type { FastifyInstance } from 'fastify';
import { completeLogin, holdLogin, loginLocked, needsDeviceCheck } from '../accounts/login-flow.ts';
import { memberByAccount, memberByMobile, type MemberRow } from '../accounts/member-repo.ts';
import { moduleOn, requireModule } from '../accounts/module-switches.ts';
import { consumeSmsCode } from '../accounts/sms-codes.ts';
import {
  burnVerification,
  defaultPassword,
  hashPassword,
  needsRehash,
  verifyPassword,
} from '../../auth/password.ts';
import { AppError } from '../../http/app-error.ts';
import { registerEndpoint } from '../../http/contract-routes.ts';
import type { Merchant } from '../../merchant/merchant.ts';
import type { Platform } from '../../platform.ts';
import { recordAudit } from '../audit/audit-log.ts';
import { assertMayLogIn } from '../responsible-gaming/enforce.ts';
import { LoginLimits } from './login-limits.ts';
import { accountRoles } from './policies.ts';

const dayMs = 86_400_000;

/** True when the password policy is on and the password is older than the allowed age. */
async function isPasswordExpired(
  platform: Platform,
  merchant: Merchant,
  member: MemberRow,
): Promise<boolean> {
  if (!(await moduleOn(platform, merchant, 'PASSWORD_POLICY'))) return false;
  const changed = member.password_changed_at?.getTime() ?? 0;
  return platform.clock.now() - changed > platform.config.passwordMaxAgeDays * dayMs;
}

/**
 * POST /wps/session/login (encrypted): by username and password, or by mobile and SMS code.
 * Locks, then the captcha once required, then the credentials; a wrong one counts a failure
 * and answers `login_failed` with `details.captcha`. The account type and an upline agent's
 * lock (`account_locked`) are judged only after the credentials are proven, so neither leaks.
 * A password login from a new IP of a member with a mobile is held for an SMS check; the
 * default password logs in but must be changed.
 */
export function registerLogin(app: FastifyInstance, platform: Platform): void {
  const { config, limiter, captchaVerifier } = platform;
  const roles = accountRoles(config);
  registerEndpoint(app, sessionEndpoints.login, async ({ input, merchant, request }) => {
    const ip = request.ip;
    const bySms = input.type === 'sms';
    if (bySms) await requireModule(platform, merchant, 'SMS_LOGIN');
    const accountKey = bySms
      ? `+${input.countryDialingCode}${input.mobileNum}`
      : input.username.toLowerCase();
    const limits = new LoginLimits(limiter, config, merchant.id, accountKey, ip);
    await limits.assertNotLocked();
    if (await limits.captchaRequired()) {
      const given = input.captcha || input.geetest_validate || input.geetest_challenge;
      if (!given) throw new AppError('captcha_required', undefined, undefined, { captcha: true });
      if (!(await captchaVerifier.verify(merchant.id, input, ip)))
        throw new AppError('captcha_invalid', undefined, undefined, { captcha: true });
    }

    let member: MemberRow | null;
    let failure: AppError | null = null;
    if (input.type === 'sms') {
      member = await memberByMobile(
        platform.db,
        merchant.id,
        input.countryDialingCode,
        input.mobileNum,
      );
      try {
        await consumeSmsCode(
          platform,
          { merchant, countryCode: input.countryDialingCode, mobile: input.mobileNum },
          'login',
          input.password,
        );
        if (!member) failure = new AppError('invalid_verification_code');
      } catch (err) {
        if (!(err instanceof AppError)) throw err;
        failure = err;
      }
    } else {
      member = await memberByAccount(platform.db, merchant.id, input.username);
      const valid = member?.password_hash
        ? await verifyPassword(input.password, member.password_hash)
        : await burnVerification(input.password, config.passwordHashCost);
      if (!valid) failure = new AppError('login_failed');
    }
    if (failure || !member) {
      const { captcha } = await limits.recordFailure();
      await recordAudit(platform.db, {
        merchantId: merchant.id,
        memberId: member?.id ?? null,
        action: 'login_failed',
        ip,
        detail: {
          account: accountKey.slice(0, 64),
          via: input.type,
          reason: failure?.code ?? 'login_failed',
        },
      });
      throw new AppError((failure ?? new AppError('login_failed')).code, undefined, undefined, {
        captcha,
      });
    }

    // Proven: now the account type, then the upline agent's lock, decide whether the door opens.
    const refusal = !roles.mayLogIn(member.type)
      ? 'non_member_login'
      : input.side === 'agent' && !roles.isAgent(member.type)
        ? 'only_agent_login'
        : (await loginLocked(platform.db, member.id))
          ? 'account_locked'
          : null;
    if (refusal) {
      await recordAudit(platform.db, {
        merchantId: merchant.id,
        memberId: member.id,
        action: 'login_failed',
        ip,
        detail: { account: accountKey.slice(0, 64), via: input.type, reason: refusal },
      });
      throw new AppError(refusal);
    }
    await limits.recordSuccess();
    // Before any device check: an excluded member gets no SMS, only the refusal and its end.
    await assertMayLogIn(platform.db, member.id, platform.clock.now());

    const passwordExpired = bySms ? false : await isPasswordExpired(platform, merchant, member);
    // The spec forces the change for the default password, or for an expired one when forced
    // change is on, and an operator may ask for it (until a change or reset clears it); never
    // after an SMS login (the member did not type a password).
    const forcePasswordChange =
      !bySms &&
      (input.password === defaultPassword ||
        member.password_change_required ||
        (passwordExpired && (await moduleOn(platform, merchant, 'FORCE_PASSWORD_CHANGE'))));
    const facts = { merchant, member, side: input.side, ip, forcePasswordChange, passwordExpired };
    if (!bySms && (await needsDeviceCheck(platform, merchant, member, ip)))
      return holdLogin(platform, facts);

    const rehash =
      !bySms && member.password_hash && needsRehash(member.password_hash, config.passwordHashCost)
        ? await hashPassword(input.password, config.passwordHashCost)
        : null;
    return platform.db.transaction(async (tx): Promise<LoginOutput> => {
      if (rehash) {
        await tx.query('update member set password_hash = $2 where id = $1', [member.id, rehash]);
      }
      return completeLogin(platform, tx, {
        ...facts,
        auditDetail: { via: input.type },
      });
    });
  });
}
