import type { Db } from '../../../db/db.ts';
import { AppError } from '../../../http/app-error.ts';
import type { Merchant } from '../../../merchant/merchant.ts';
import { mainBalance } from '../../ledger/ledger.ts';
import { bonusColumns, creditBonus, type BonusRow } from './bonus-store.ts';

/**
 * A member claims one of its pending bonuses. The row is locked first, so of any number of
 * concurrent claims one credits it and the others find it `claimed` (409
 * `reward_not_claimable`); the credit, the turnover and the new state commit together.
 */
export async function claimBonus(
  db: Db,
  merchant: Merchant,
  claim: { memberId: string; bonusId: string; now: number },
): Promise<{ bonus: BonusRow; balance: bigint }> {
  return db.transaction(async (tx) => {
    const [row] = await tx.query<BonusRow>(
      `select ${bonusColumns(4)} from bonus b
       where b.merchant_id = $1 and b.member_id = $2 and b.id = $3 for update`,
      [merchant.id, claim.memberId, claim.bonusId, new Date(claim.now)],
    );
    if (!row) throw new AppError('not_found');
    if (row.state !== 'pending') throw new AppError('reward_not_claimable');
    const bonus = await creditBonus(tx, merchant, row, 'claimed', claim.now);
    const balance = await mainBalance(tx, {
      merchantId: merchant.id,
      memberId: claim.memberId,
      currency: merchant.currency,
    });
    return { bonus, balance };
  });
}
