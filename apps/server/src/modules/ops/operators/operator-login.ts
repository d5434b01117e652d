import type { OpsLoginOutput, OpsSecondFactorOutput } from '@portal/contract/ops';
import {
  burnVerification,
  needsRehash,
  hashPassword,
  verifyPassword,
} from '../../../auth/password.ts';
import { AppError } from '../../../http/app-error.ts';
import type { Merchant } from '../../../merchant/merchant.ts';
import { seal, unseal } from '../../../merchant/key-sealing.ts';
import type { Platform } from '../../../platform.ts';
import { recordAudit } from '../../audit/audit-log.ts';
import { LoginLimits } from '../../session/login-limits.ts';
import { operatorMe } from './operator-me.ts';
import { operatorById, operatorByUsername, type OperatorRow } from './operator-repo.ts';
import { isRecoveryShaped, newRecoveryCodes, recoveryCodeHash } from './recovery-codes.ts';
import { acceptedStep, newTotpSecret, totpUri } from './totp.ts';
import { totpContext } from './totp-sealing.ts';

/** Wrong codes a ticket takes before it ends (the login's lockout counts them too). */
const ticketMaxFailures = 5;

type LoginPlatform = Pick<
  Platform,
  'db' | 'config' | 'limiter' | 'keyring' | 'clock' | 'operatorSessions'
>;

/**
 * Failed operator logins count as members' do (LOGIN_LOCK_AFTER per account and address,
 * LOGIN_IP_LOCK_AFTER per address), under keys of their own; wrong second-factor codes count
 * too, so a stolen password does not buy unlimited guesses at the code.
 */
function limitsOf(platform: LoginPlatform, username: string, ip: string): LoginLimits {
  return new LoginLimits(platform.limiter, platform.config, 0, `operator:${username}`, ip);
}

/**
 * The first factor: the password of an operator of this merchant (or of the platform). Answers
 * a ticket for the second factor; an operator without an authenticator gets a new secret to
 * enrol, which its first code confirms.
 */
export async function operatorLogin(
  platform: LoginPlatform,
  merchant: Merchant,
  input: { username: string; password: string },
  ip: string,
): Promise<OpsLoginOutput> {
  const username = input.username.trim().toLowerCase();
  const limits = limitsOf(platform, username, ip);
  await limits.assertNotLocked();
  const operator = await operatorByUsername(platform.db, username);
  // A merchant's operator logs in at its merchant only: elsewhere it is no account at all.
  const here = operator && (operator.merchant_id === null || operator.merchant_id === merchant.id);
  const valid = here
    ? await verifyPassword(input.password, operator.password_hash)
    : await burnVerification(input.password, platform.config.passwordHashCost);
  if (!valid || !operator) {
    await limits.recordFailure();
    await recordAudit(platform.db, {
      merchantId: merchant.id,
      operatorId: here ? String(operator.id) : null,
      action: 'operator_login_failed',
      ip,
      detail: { username: username.slice(0, 64), reason: 'password' },
    });
    throw new AppError('login_failed');
  }
  if (operator.locked) throw new AppError('operator_locked');
  const operatorId = String(operator.id);
  if (needsRehash(operator.password_hash, platform.config.passwordHashCost)) {
    const rehashed = await hashPassword(input.password, platform.config.passwordHashCost);
    await platform.db.query('update operator set password_hash = $2 where id = $1', [
      operatorId,
      rehashed,
    ]);
  }
  return platform.db.transaction(async (tx) => {
    const { token } = await platform.operatorSessions.issue(tx, operatorId, 'second_factor', ip);
    if (operator.totp_secret !== null) return { ticket: token, stage: 'totp', enrolment: null };
    const secret = newTotpSecret();
    const offered = seal(platform.keyring, secret, totpContext(operatorId));
    await tx.query('update operator set totp_offered = $2, totp_key_id = $3 where id = $1', [
      operatorId,
      offered.sealed,
      offered.keyId,
    ]);
    return {
      ticket: token,
      stage: 'enrol',
      enrolment: { secret, uri: totpUri(secret, merchant.name, operator.username) },
    };
  });
}

type Proof =
  | { ok: true; token: string; operator: OperatorRow; recoveryCodes: string[] }
  | { ok: false; reason: 'ticket' }
  | { ok: false; reason: 'code'; operator: OperatorRow; ticketId: string };

/**
 * The second factor: a TOTP code (or, once enrolled, a recovery code) for a ticket. Opens the
 * operator session; after an enrolment it also answers the recovery codes, once. A wrong code
 * counts against the ticket and the login's lockout, and the ticket ends after a few.
 */
export async function operatorSecondFactor(
  platform: LoginPlatform,
  merchant: Merchant,
  input: { ticket: string; code: string },
  ip: string,
): Promise<OpsSecondFactorOutput> {
  const now = platform.clock.now();
  const proof = await platform.db.transaction(async (tx): Promise<Proof> => {
    const ticket = await platform.operatorSessions.ticket(tx, input.ticket);
    if (!ticket) return { ok: false, reason: 'ticket' };
    const operator = await operatorById(tx, ticket.operatorId, true);
    const here = operator?.merchant_id === null || operator?.merchant_id === merchant.id;
    if (!operator || !here) return { ok: false, reason: 'ticket' };
    if (operator.locked) throw new AppError('operator_locked');
    const operatorId = String(operator.id);
    const code = input.code.trim();
    const enrolling = operator.totp_secret === null;
    let step: number | null = null;
    let via: 'totp' | 'recovery' = 'totp';
    if (!enrolling && isRecoveryShaped(code)) {
      via = 'recovery';
      const used = await tx.query(
        `update operator_recovery_code set used_at = $3
         where operator_id = $1 and code_hash = $2 and used_at is null returning 1`,
        [operatorId, recoveryCodeHash(code), new Date(now)],
      );
      if (used.length === 0) return { ok: false, reason: 'code', operator, ticketId: ticket.id };
    } else {
      const sealed = enrolling ? operator.totp_offered : operator.totp_secret;
      if (sealed === null || operator.totp_key_id === null) return { ok: false, reason: 'ticket' };
      const secret = unseal(
        platform.keyring,
        { sealed, keyId: operator.totp_key_id },
        totpContext(operatorId),
      );
      step = acceptedStep(secret, code, now, Number(operator.totp_last_step));
      if (step === null) return { ok: false, reason: 'code', operator, ticketId: ticket.id };
    }
    let recoveryCodes: string[] = [];
    if (enrolling) {
      recoveryCodes = newRecoveryCodes();
      await tx.query('delete from operator_recovery_code where operator_id = $1', [operatorId]);
      for (const plain of recoveryCodes) {
        await tx.query(
          'insert into operator_recovery_code (operator_id, code_hash) values ($1, $2)',
          [operatorId, recoveryCodeHash(plain)],
        );
      }
    }
    await tx.query(
      `update operator set
         totp_secret = case when $2 then totp_offered else totp_secret end,
         totp_offered = null,
         totp_last_step = greatest(totp_last_step, $3),
         last_login_at = $4, last_login_ip = $5
       where id = $1`,
      [operatorId, enrolling, step ?? 0, new Date(now), ip],
    );
    await platform.operatorSessions.end(tx, ticket.id);
    const { token } = await platform.operatorSessions.issue(tx, operatorId, 'live', ip);
    if (enrolling) {
      await recordAudit(tx, {
        merchantId: merchant.id,
        operatorId,
        action: 'operator_enrol',
        ip,
      });
    }
    await recordAudit(tx, {
      merchantId: merchant.id,
      operatorId,
      action: 'operator_login',
      ip,
      detail: { via },
    });
    return { ok: true, token, operator, recoveryCodes };
  });

  if (!proof.ok) {
    if (proof.reason === 'ticket') throw new AppError('session_expired');
    const { operator } = proof;
    await platform.operatorSessions.ticketFailed(platform.db, proof.ticketId, ticketMaxFailures);
    await limitsOf(platform, operator.username, ip).recordFailure();
    await recordAudit(platform.db, {
      merchantId: merchant.id,
      operatorId: String(operator.id),
      action: 'operator_login_failed',
      ip,
      detail: { username: operator.username, reason: 'second_factor' },
    });
    throw new AppError('totp_invalid');
  }
  const { token, operator } = proof;
  await limitsOf(platform, operator.username, ip).recordSuccess();
  return {
    token,
    me: await operatorMe(platform.db, String(operator.id), merchant),
    recoveryCodes: proof.recoveryCodes,
  };
}
