import type { FastifyBaseLogger } from 'fastify';
import type { OperatorView } from '@portal/contract/ops';
import { grantableRoles, type OpsRole } from '@portal/contract/ops/roles';
import { hashPassword } from '../../../auth/password.ts';
import type { Queryable, Tx } from '../../../db/db.ts';
import { AppError } from '../../../http/app-error.ts';
import type { Merchant } from '../../../merchant/merchant.ts';
import type { Platform } from '../../../platform.ts';
import { recordAudit } from '../../audit/audit-log.ts';
import type { OperatorSession } from './operator-sessions.ts';
import { operatorById, operatorsOf, operatorView, type OperatorRow } from './operator-repo.ts';

/** Who acts, where and from which address. */
export interface OperatorAct {
  operator: OperatorSession;
  merchant: Merchant;
  ip: string;
  /** The request's logger, for work that goes on after the answer (a payout). */
  log: FastifyBaseLogger;
}

/** The operators the caller manages: its merchant's, plus the platform's for a platform operator. */
export async function listOperators(q: Queryable, act: OperatorAct): Promise<OperatorView[]> {
  const rows = await operatorsOf(q, act.merchant.id, act.operator.merchantId === null);
  return rows.map(operatorView);
}

function assertGrantable(act: OperatorAct, role: OpsRole): void {
  if (!grantableRoles(act.operator.permissions).includes(role)) throw new AppError('forbidden');
}

/**
 * Creates an operator of the request's merchant, or (by a platform operator only) of the
 * platform, with a role the caller could hold itself. The new operator enrols its
 * authenticator at its first login.
 */
export async function createOperator(
  platform: Pick<Platform, 'db' | 'config'>,
  act: OperatorAct,
  input: { username: string; password: string; role: OpsRole; platform: boolean },
): Promise<OperatorView> {
  if (input.platform && act.operator.merchantId !== null) throw new AppError('forbidden');
  assertGrantable(act, input.role);
  const hash = await hashPassword(input.password, platform.config.passwordHashCost);
  return platform.db.transaction(async (tx) => {
    const [row] = await tx.query<{ id: bigint }>(
      `insert into operator (merchant_id, username, password_hash, role, created_by)
       values ($1, $2, $3, $4, $5) on conflict (username) do nothing returning id`,
      [
        input.platform ? null : act.merchant.id,
        input.username,
        hash,
        input.role,
        act.operator.operatorId,
      ],
    );
    if (!row) throw new AppError('username_taken');
    const created = (await operatorById(tx, String(row.id)))!;
    await recordAudit(tx, {
      merchantId: act.merchant.id,
      operatorId: act.operator.operatorId,
      action: 'operator_create',
      ip: act.ip,
      detail: { after: operatorView(created) },
    });
    return operatorView(created);
  });
}

/** True when `row` is an operator the caller manages (see `listOperators`). */
function manages(act: OperatorAct, row: OperatorRow): boolean {
  return (
    row.merchant_id === act.merchant.id ||
    (row.merchant_id === null && act.operator.merchantId === null)
  );
}

/** Unlocked owners left in the target's scope (its merchant, or the platform), the target aside. */
async function otherOwners(tx: Tx, row: OperatorRow): Promise<number> {
  const [count] = await tx.query<{ n: number }>(
    `select count(*)::int as n from operator
     where merchant_id is not distinct from $1 and role = 'owner' and not locked and id <> $2`,
    [row.merchant_id, row.id],
  );
  return count!.n;
}

/**
 * Changes another operator's role, locks or unlocks it, or resets its second factor. An
 * operator never changes itself this way, never gives or takes a role it could not hold, and
 * never leaves its scope without an unlocked owner. A lock, a role change or a reset ends the
 * operator's sessions at once.
 */
export async function updateOperator(
  platform: Pick<Platform, 'db' | 'operatorSessions'>,
  act: OperatorAct,
  input: { id: string; role?: OpsRole; locked?: boolean; resetSecondFactor?: boolean },
): Promise<OperatorView> {
  return platform.db.transaction(async (tx) => {
    const before = await operatorById(tx, input.id, true);
    if (!before || !manages(act, before)) throw new AppError('not_found');
    if (String(before.id) === act.operator.operatorId) throw new AppError('forbidden');
    assertGrantable(act, before.role);
    if (input.role !== undefined) assertGrantable(act, input.role);
    const demoted = before.role === 'owner' && input.role !== undefined && input.role !== 'owner';
    if (
      (demoted || input.locked === true) &&
      before.role === 'owner' &&
      (await otherOwners(tx, before)) === 0
    ) {
      throw new AppError('conflict');
    }
    const reset = input.resetSecondFactor === true;
    await tx.query(
      `update operator set role = coalesce($2, role), locked = coalesce($3, locked),
         totp_secret = case when $4 then null else totp_secret end,
         totp_offered = case when $4 then null else totp_offered end,
         totp_key_id = case when $4 then null else totp_key_id end
       where id = $1`,
      [input.id, input.role ?? null, input.locked ?? null, reset],
    );
    if (reset)
      await tx.query('delete from operator_recovery_code where operator_id = $1', [input.id]);
    const after = (await operatorById(tx, input.id))!;
    if (reset || after.locked || after.role !== before.role) {
      await platform.operatorSessions.endAll(tx, input.id);
    }
    await recordAudit(tx, {
      merchantId: act.merchant.id,
      operatorId: act.operator.operatorId,
      action: 'operator_update',
      ip: act.ip,
      detail: {
        before: operatorView(before),
        after: operatorView(after),
        resetSecondFactor: reset,
      },
    });
    return operatorView(after);
  });
}
