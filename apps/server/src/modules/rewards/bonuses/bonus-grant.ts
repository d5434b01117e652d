import { bonusApprovalSetting, type OpsBonus } from '@portal/contract/rewards/bonuses-ops';
import type { Queryable, Tx } from '../../../db/db.ts';
import { AppError } from '../../../http/app-error.ts';
import type { Merchant } from '../../../merchant/merchant.ts';
import { merchantSetting } from '../../../merchant/merchant-setting.ts';
import { recordAudit } from '../../audit/audit-log.ts';
import type { OperatorAct } from '../../ops/operators/operator-admin.ts';
import { grantBonus, type BonusRow, type Granted } from './bonus-store.ts';
import type { Localized } from '../../content/localized.ts';

/**
 * An operator's bonus grant, given at once or, above the brand's four-eyes threshold, asked of
 * a second operator: the request keeps the whole grant (`payload`) and the decision gives it
 * with the same code, in the decision's transaction.
 */

/** What an operator grants besides the member and the amount; kept whole in a request. */
export interface GrantTerms {
  reference: string;
  titles: Localized;
  turnoverPercent: number;
  claimable: boolean;
  /** ISO time of the claim's deadline, or null. */
  expiresAt: string | null;
}

export function opsView(row: BonusRow, merchant: Merchant): OpsBonus {
  return {
    id: row.id.toString(),
    memberId: row.member_id.toString(),
    source: row.source,
    reference: row.reference,
    titles: row.titles,
    amount: merchant.money.format(row.amount),
    turnoverRequired: merchant.money.format(row.turnover_required),
    state: row.state,
    createdAt: row.created_at.toISOString(),
    expiresAt: row.expires_at?.toISOString() ?? null,
    settledAt: row.settled_at?.toISOString() ?? null,
  };
}

/** The amount above which an operator bonus needs a second operator (null: never). */
export async function bonusFourEyesAbove(q: Queryable, merchant: Merchant): Promise<bigint | null> {
  const { fourEyesAbove } = await merchantSetting(
    q,
    merchant,
    'bonusApproval',
    bonusApprovalSetting,
  );
  return fourEyesAbove === null ? null : merchant.money.parse(fourEyesAbove);
}

/**
 * Gives an operator bonus in the caller's transaction, audited (`bonus_grant`) by `act` when it
 * creates it; a second grant under the reference answers the first and leaves no audit row.
 * `approval` names the four-eyes request it carries out, if any.
 */
export async function giveOperatorBonus(
  tx: Tx,
  act: OperatorAct,
  grant: { memberId: string; amount: bigint; terms: GrantTerms; approval?: string },
  now: number,
): Promise<Granted> {
  const { terms } = grant;
  const done = await grantBonus(
    tx,
    act.merchant,
    {
      memberId: grant.memberId,
      source: 'operator',
      reference: terms.reference,
      titles: terms.titles,
      amount: grant.amount,
      turnoverPercent: terms.turnoverPercent,
      claimable: terms.claimable,
      expiresAt: terms.expiresAt === null ? null : new Date(terms.expiresAt),
    },
    now,
  );
  if (done.created)
    await recordAudit(tx, {
      merchantId: act.merchant.id,
      memberId: grant.memberId,
      operatorId: act.operator.operatorId,
      action: 'bonus_grant',
      ip: act.ip,
      detail: {
        bonus: done.bonus.id.toString(),
        approval: grant.approval ?? null,
        before: null,
        after: opsView(done.bonus, act.merchant),
      },
    });
  return done;
}

/** The request's grant terms, as `askBonusGrant` stored them. */
export function termsOf(payload: unknown): GrantTerms {
  if (payload === null || typeof payload !== 'object')
    throw new Error('bonus request without terms');
  return payload as GrantTerms;
}

/** The bonus an earlier grant under the reference gave the member, if any. */
export async function grantedBefore(
  tx: Tx,
  merchant: Merchant,
  memberId: string,
  reference: string,
): Promise<boolean> {
  const [row] = await tx.query(
    `select 1 from bonus where merchant_id = $1 and member_id = $2 and source = 'operator'
       and reference = $3`,
    [merchant.id, memberId, reference],
  );
  return row !== undefined;
}

/** The live (pending or approved) request of the member and reference, if one exists. */
export async function openBonusRequest(
  tx: Tx,
  merchant: Merchant,
  memberId: string,
  reference: string,
): Promise<string | null> {
  const [row] = await tx.query<{ id: string }>(
    `select id::text as id from operator_approval
     where merchant_id = $1 and member_id = $2 and kind = 'bonus_grant'
       and payload ->> 'reference' = $3 and state <> 'rejected'`,
    [merchant.id, memberId, reference],
  );
  return row?.id ?? null;
}

/** 404 unless the member is the brand's; locks it, so grants of one member run one at a time. */
export async function lockGrantee(tx: Tx, merchant: Merchant, memberId: string): Promise<void> {
  const [member] = await tx.query(
    'select 1 from member where merchant_id = $1 and id = $2 for update',
    [merchant.id, memberId],
  );
  if (!member) throw new AppError('not_found');
}
