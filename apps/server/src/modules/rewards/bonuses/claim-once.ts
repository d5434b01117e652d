import type { MessageLanguage } from '@portal/contract/messages';
import type { Merchant } from '../../../merchant/merchant.ts';
import type { Platform } from '../../../platform.ts';
import { idempotent } from '../../wallet/idempotent-request.ts';
import { publishBalance } from '../../wallet/wallet-services.ts';
import { bonusView, type BonusRow } from './bonus-store.ts';

/**
 * A member's claim call (a pending bonus, the manual rebate): runs `claim` once per
 * Idempotency-Key (a replay gets the first answer), pushes the new balance to the member's open
 * tabs and answers the bonus with the main wallet after it.
 */
export function claimOnce(
  platform: Platform,
  call: {
    merchant: Merchant;
    memberId: string;
    key: string;
    endpoint: string;
    request: unknown;
    language: MessageLanguage;
  },
  claim: () => Promise<{ bonus: BonusRow; balance: bigint }>,
) {
  const { merchant, memberId, language } = call;
  return idempotent(
    platform.db,
    {
      merchantId: merchant.id,
      memberId,
      key: call.key,
      endpoint: call.endpoint,
      request: call.request,
      waitMs: 5000,
    },
    async () => {
      const claimed = await claim();
      publishBalance(platform, merchant, memberId);
      return {
        bonus: bonusView(claimed.bonus, merchant, language),
        balance: merchant.money.format(claimed.balance),
      };
    },
  );
}
