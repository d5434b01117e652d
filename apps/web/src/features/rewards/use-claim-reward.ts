import { rewardsEndpoints } from '@portal/contract/rewards';
import { useRef, useState } from 'react';
import { call } from '../../shared/api/api-client.ts';
import { useIdempotencyKey } from '../../shared/money/use-idempotency-key.ts';
import { isSettledRefusal } from '../../shared/api/settled-refusal.ts';
import type { Bonus, ClaimAnswer } from './rewards-types.ts';

/** Where a claim stands: not sent, on its way, or credited (the card leaves with the refetch). */
export type ClaimPhase = 'idle' | 'sending' | 'claimed';

/** What the page does with a claim's outcome. */
export interface ClaimHandlers {
  onClaimed: (bonus: Bonus, answer: ClaimAnswer) => void;
  onFailed: (bonus: Bonus, error: unknown) => void;
}

/**
 * Claims one bonus, once. One idempotency key per claim, as the points mall's dialogs keep
 * theirs: kept across a retry after a network failure or a 5xx (the first request may have
 * been applied; the retry then meets it instead of crediting twice), renewed after a success
 * or a refusal. A ref guards the send as well as the disabled button: two clicks in the same
 * frame both arrive before the button is redrawn disabled.
 */
export function useClaimReward(bonus: Bonus, { onClaimed, onFailed }: ClaimHandlers) {
  const idempotency = useIdempotencyKey();
  const busy = useRef(false);
  const [phase, setPhase] = useState<ClaimPhase>('idle');
  const claim = async () => {
    if (busy.current) return;
    busy.current = true;
    setPhase('sending');
    try {
      const answer = await call(
        rewardsEndpoints.claimReward,
        { bonusId: bonus.id },
        { idempotencyKey: idempotency.current() },
      );
      idempotency.renew();
      // Stays busy: the bonus is claimed, its card only waits for the refetch to drop it.
      setPhase('claimed');
      onClaimed(bonus, answer);
    } catch (error) {
      if (isSettledRefusal(error)) idempotency.renew();
      busy.current = false;
      setPhase('idle');
      onFailed(bonus, error);
    }
  };
  return { phase, claim };
}
