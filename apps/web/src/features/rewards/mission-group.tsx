import type { MissionPeriod } from '@portal/contract/rewards/missions';
import { useId } from 'react';
import { MissionCard } from './mission-card.tsx';
import type { MissionClaimHandlers } from './mission-claim.tsx';
import styles from './rewards.module.css';
import type { Mission } from './rewards-types.ts';
import type { RewardsFormat } from './use-rewards-format.ts';
import { useRewardsText } from './use-rewards-text.ts';

/** Props of `MissionGroup`. */
export interface MissionGroupProps extends MissionClaimHandlers {
  period: MissionPeriod;
  /** The period's missions; a group without any is left out. */
  missions: Mission[];
  format: RewardsFormat;
  now: number;
}

/** The missions of one period under their heading: "Hoje" or "Esta semana". */
export function MissionGroup({ period, missions, ...card }: MissionGroupProps) {
  const text = useRewardsText();
  const headingId = useId();
  if (missions.length === 0) return null;
  return (
    <section className={styles.headedGroup} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.subTitle}>
        {text(`rewards.missions.groups.${period}`)}
      </h3>
      <ul className={styles.grid}>
        {missions.map((mission) => (
          // A new period brings the same key back: a fresh card, claim hook and idempotency key.
          <li key={`${mission.key}@${mission.endsAt}`}>
            <MissionCard mission={mission} {...card} />
          </li>
        ))}
      </ul>
    </section>
  );
}
