import type { Db } from '../../../db/db.ts';
import { AppError } from '../../../http/app-error.ts';
import type { Merchant } from '../../../merchant/merchant.ts';
import { mainBalance } from '../../ledger/ledger.ts';
import { grantClaimed, type BonusRow } from '../bonuses/bonus-store.ts';
import { missionProgress, missionReference } from './mission-progress.ts';
import { missionsSettings } from './mission-settings.ts';

/**
 * A member claims a completed mission's reward for the running period. The reward is one bonus
 * keyed by the mission and the period's start, given and credited in one transaction: of any
 * number of concurrent claims the first inserts it, the others meet its row (they wait for its
 * transaction on the unique key) and get 409 `mission_not_claimable`, as does a claim before
 * the target is reached.
 */
export async function claimMission(
  db: Db,
  merchant: Merchant,
  claim: { memberId: string; missionKey: string; now: number },
): Promise<{ bonus: BonusRow; balance: bigint }> {
  const settings = await missionsSettings(db, merchant);
  const rule = settings.missions.find((m) => m.key === claim.missionKey && m.active);
  if (!settings.enabled || !rule) throw new AppError('not_found');
  return db.transaction(async (tx) => {
    const [mine] = await missionProgress(tx, merchant, claim.memberId, [rule], claim.now);
    if (!mine || mine.state !== 'completed') throw new AppError('mission_not_claimable');
    const bonus = await grantClaimed(
      tx,
      merchant,
      {
        memberId: claim.memberId,
        source: 'mission',
        reference: missionReference(rule.key, mine.period),
        titles: rule.titles,
        amount: mine.reward,
        turnoverPercent: settings.turnoverPercent,
      },
      claim.now,
    );
    if (!bonus) throw new AppError('mission_not_claimable');
    const balance = await mainBalance(tx, {
      merchantId: merchant.id,
      memberId: claim.memberId,
      currency: merchant.currency,
    });
    return { bonus, balance };
  });
}
