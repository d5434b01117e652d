import { parseMinor } from '@portal/contract/money';
import type { Queryable } from '../../db/db.ts';
import { AppError } from '../../http/app-error.ts';
import type { Merchant } from '../../merchant/merchant.ts';
import type { Platform } from '../../platform.ts';
import { memberLevelRule } from '../rewards/vip/vip-benefits.ts';
import type { Seeder } from '../../seed/seeders.ts';

/**
 * A merchant's withdrawal limits in minor units. Above `reviewAbove` a withdrawal waits for an
 * operator; above `fourEyesAbove`, for two (null: never).
 */
export interface WithdrawLimits {
  min: bigint;
  max: bigint;
  reviewAbove: bigint | null;
  fourEyesAbove: bigint | null;
}

/** Whether `amount` goes over a threshold (a null threshold is never gone over). */
export const over = (amount: bigint, threshold: bigint | null): boolean =>
  threshold !== null && amount > threshold;

/** The merchant's limits; a merchant without a row does not offer withdrawals (403). */
export async function withdrawLimits(q: Queryable, merchantId: number): Promise<WithdrawLimits> {
  const [row] = await q.query<{
    min_amount: bigint;
    max_amount: bigint;
    review_above: bigint | null;
    four_eyes_above: bigint | null;
  }>(
    `select min_amount, max_amount, review_above, four_eyes_above from withdraw_limit
     where merchant_id = $1`,
    [merchantId],
  );
  if (!row) throw new AppError('feature_disabled');
  return {
    min: row.min_amount,
    max: row.max_amount,
    reviewAbove: row.review_above,
    fourEyesAbove: row.four_eyes_above,
  };
}

/** A member's limits: the brand's, the maximum raised or lowered by its VIP level's when set. */
export async function memberWithdrawLimits(
  platform: Pick<Platform, 'db' | 'systemCache'>,
  merchant: Merchant,
  memberId: string,
): Promise<WithdrawLimits> {
  const limits = await withdrawLimits(platform.db, merchant.id);
  const rule = await memberLevelRule(platform, merchant, memberId);
  return rule === null || rule.withdrawMax === null ? limits : { ...limits, max: rule.withdrawMax };
}

/**
 * The demo brand's limits: 20.00 to 20000.00 per withdrawal; over 1000.00 an operator reviews
 * it before the payout, over 5000.00 two operators do.
 */
export const withdrawLimitSeeder: Seeder = {
  name: 'withdraw-limits',
  async run(tx, context) {
    const merchantId = context.merchants.get('demo');
    if (merchantId === undefined) throw new Error('the demo merchant must be seeded first');
    const [merchant] = await tx.query<{ currency_scale: number }>(
      'select currency_scale from merchant where id = $1',
      [merchantId],
    );
    const scale = Number(merchant!.currency_scale);
    await tx.query(
      `insert into withdraw_limit (merchant_id, min_amount, max_amount, review_above,
         four_eyes_above) values ($1, $2, $3, $4, $5)
       on conflict (merchant_id) do nothing`,
      ['20.00', '20000.00', '1000.00', '5000.00'].reduce<unknown[]>(
        (params, amount) => [...params, parseMinor(amount, scale).toString()],
        [merchantId],
      ),
    );
  },
};
