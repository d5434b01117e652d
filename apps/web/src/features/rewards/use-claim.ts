import { useRef, useState } from 'react';
import { isSettledRefusal } from '../../shared/api/settled-refusal.ts';
import { useIdempotencyKey } from '../../shared/money/use-idempotency-key.ts';
import type { ClaimAnswer } from './rewards-types.ts';

/** Where a claim stands: not sent, on its way, or credited (the page then reads again). */
export type ClaimPhase = 'idle' | 'sending' | 'claimed';

/** What the caller does with a claim's outcome. */
export interface ClaimOutcome {
  onClaimed: (answer: ClaimAnswer) => void;
  onFailed: (error: unknown) => void;
}

/**
 * One claim (a pending bonus, the rebate due), sent once. One idempotency key per claim, as the
 * points mall's dialogs keep theirs: kept across a retry after a network failure or a 5xx (the
 * first request may have been applied; the retry then meets it instead of crediting twice),
 * renewed after a success or a refusal. A ref guards the send as well as the disabled button:
 * two clicks in the same frame both arrive before the button is redrawn disabled.
 */
export function useClaim(
  send: (idempotencyKey: string) => Promise<ClaimAnswer>,
  { onClaimed, onFailed }: ClaimOutcome,
) {
  const idempotency = useIdempotencyKey();
  const busy = useRef(false);
  const [phase, setPhase] = useState<ClaimPhase>('idle');
  const claim = async () => {
    if (busy.current) return;
    busy.current = true;
    setPhase('sending');
    try {
      const answer = await send(idempotency.current());
      idempotency.renew();
      // Stays busy: what was claimed is gone, the button only waits for the refetch to drop it.
      setPhase('claimed');
      onClaimed(answer);
    } catch (error) {
      if (isSettledRefusal(error)) idempotency.renew();
      busy.current = false;
      setPhase('idle');
      onFailed(error);
    }
  };
  return { phase, claim };
}
