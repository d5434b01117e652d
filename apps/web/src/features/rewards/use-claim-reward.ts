import { rewardsEndpoints } from '@portal/contract/rewards';
import { call } from '../../shared/api/api-client.ts';
import type { Bonus, ClaimAnswer } from './rewards-types.ts';
import { useClaim } from './use-claim.ts';

/** What the page does with a claim's outcome. */
export interface ClaimHandlers {
  onClaimed: (bonus: Bonus, answer: ClaimAnswer) => void;
  onFailed: (bonus: Bonus, error: unknown) => void;
}

/** Claims one pending bonus, once (`useClaim`); the card leaves with the refetch. */
export function useClaimReward(bonus: Bonus, { onClaimed, onFailed }: ClaimHandlers) {
  return useClaim(
    (idempotencyKey) =>
      call(rewardsEndpoints.claimReward, { bonusId: bonus.id }, { idempotencyKey }),
    {
      onClaimed: (answer) => onClaimed(bonus, answer),
      onFailed: (error) => onFailed(bonus, error),
    },
  );
}
