import type { Db } from '../../../db/db.ts';
import { AppError } from '../../../http/app-error.ts';
import type { Merchant } from '../../../merchant/merchant.ts';
import { mainBalance } from '../../ledger/ledger.ts';
import { grantClaimed, type BonusRow } from '../bonuses/bonus-store.ts';
import { rebateDue } from './rebate-due.ts';
import { rebateSettings } from './rebate-settings.ts';

const titles = { EN: 'Manual rebate', PT: 'Reembolso manual' };

/**
 * A member claims the rebate due now. The member's watermark row is locked first (created at
 * its account's creation on the first claim), so concurrent claims queue: the first pays the
 * window up to `now - grace` as one bonus (credited at once, state `claimed`) and moves the
 * watermark in the same transaction; the others find nothing left (409
 * `rebate_not_claimable`). Each bet is rebated once: windows never overlap, and the bonus is
 * keyed by the window's end.
 */
export async function claimRebate(
  db: Db,
  merchant: Merchant,
  claim: { memberId: string; now: number },
): Promise<{ bonus: BonusRow; balance: bigint }> {
  const settings = await rebateSettings(db, merchant);
  if (!settings.enabled) throw new AppError('rebate_disabled');
  return db.transaction(async (tx) => {
    await tx.query(
      `insert into rebate_mark (merchant_id, member_id, rebated_until)
       select merchant_id, id, created_at from member where merchant_id = $1 and id = $2
       on conflict (merchant_id, member_id) do nothing`,
      [merchant.id, claim.memberId],
    );
    await tx.query(
      'select 1 from rebate_mark where merchant_id = $1 and member_id = $2 for update',
      [merchant.id, claim.memberId],
    );
    const due = await rebateDue(tx, merchant, settings, claim.memberId, claim.now);
    if (due.claimable <= 0n || due.claimable < due.minimum)
      throw new AppError('rebate_not_claimable');
    const bonus = await grantClaimed(
      tx,
      merchant,
      {
        memberId: claim.memberId,
        source: 'rebate',
        reference: due.until.getTime().toString(),
        titles,
        amount: due.claimable,
        turnoverPercent: settings.turnoverPercent,
      },
      claim.now,
    );
    // The watermark only moves forward, so a window's end is never given twice.
    if (!bonus) throw new Error('a rebate window was paid twice');
    await tx.query(
      'update rebate_mark set rebated_until = $3 where merchant_id = $1 and member_id = $2',
      [merchant.id, claim.memberId, due.until],
    );
    const balance = await mainBalance(tx, {
      merchantId: merchant.id,
      memberId: claim.memberId,
      currency: merchant.currency,
    });
    return { bonus, balance };
  });
}
