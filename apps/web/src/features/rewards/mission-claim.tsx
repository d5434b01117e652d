import { rewardsEndpoints } from '@portal/contract/rewards';
import { call } from '../../shared/api/api-client.ts';
import { Button } from '../../shared/ui/button.tsx';
import type { ClaimAnswer, Mission } from './rewards-types.ts';
import { useClaim } from './use-claim.ts';
import type { RewardsFormat } from './use-rewards-format.ts';
import { useRewardsText } from './use-rewards-text.ts';

/** What the page does with a mission claim's outcome. */
export interface MissionClaimHandlers {
  onClaimed: (mission: Mission, answer: ClaimAnswer) => void;
  onFailed: (mission: Mission, error: unknown) => void;
}

/** Props of `MissionClaim`. */
export interface MissionClaimProps extends MissionClaimHandlers {
  mission: Mission;
  format: RewardsFormat;
}

/**
 * A completed mission's claim button, "Resgatar R$ 2,00", sent once with its idempotency key
 * (`useClaim`); it waits while the claim is on its way, and the refetch then shows the mission
 * claimed.
 */
export function MissionClaim({ mission, format, onClaimed, onFailed }: MissionClaimProps) {
  const text = useRewardsText();
  const { phase, claim } = useClaim(
    (idempotencyKey) =>
      call(rewardsEndpoints.claimMission, { missionKey: mission.key }, { idempotencyKey }),
    {
      onClaimed: (answer) => onClaimed(mission, answer),
      onFailed: (error) => onFailed(mission, error),
    },
  );
  const amount = format.amount(mission.reward);
  const label =
    phase === 'sending'
      ? text('rewards.missions.claiming')
      : phase === 'claimed'
        ? text('rewards.missions.claimed')
        : text('rewards.missions.claim', { amount });
  return (
    <Button
      variant="primary"
      block
      disabled={phase !== 'idle'}
      aria-busy={phase === 'sending'}
      // Two missions may pay the same reward: the name also says which mission it claims.
      aria-label={
        phase === 'idle'
          ? text('rewards.missions.claimLabel', { amount, title: mission.title })
          : undefined
      }
      onClick={() => void claim()}
    >
      {label}
    </Button>
  );
}
