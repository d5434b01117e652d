import type { BonusState } from '@portal/contract/rewards/bonus-rules';
import { StatusPill, type Tone } from '../../shared/money/status-pill.tsx';
import { useRewardsText } from './use-rewards-text.ts';

/** Waiting for the member, credited, or never credited. */
const toneOf: Record<BonusState, Tone> = {
  pending: 'accent',
  issued: 'success',
  claimed: 'success',
  expired: 'muted',
  cancelled: 'danger',
};

/** A bonus's state as a pill; the text carries the meaning, the colour only helps. */
export function BonusStatePill({ state }: { state: BonusState }) {
  const text = useRewardsText();
  return <StatusPill label={text(`rewards.states.${state}`)} tone={toneOf[state]} />;
}
