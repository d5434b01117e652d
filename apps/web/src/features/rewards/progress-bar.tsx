import { useId } from 'react';
import { progressPercent } from './rewards-math.ts';
import styles from './rewards.module.css';
import type { RewardsFormat } from './use-rewards-format.ts';
import { useRewardsText } from './use-rewards-text.ts';

/** Props of `ProgressBar`. */
export interface ProgressBarProps {
  label: string;
  /** What the member has so far, and what the goal takes (wire amounts, or integer text). */
  done: string;
  target: string;
  format: RewardsFormat;
  /** Whole rounds instead of amounts (a mission of rounds): "3 de 10 rondas". */
  rounds?: boolean;
}

/**
 * One goal (a VIP level's, a mission's) as a labelled bar: "R$ 1.200,00 de R$ 5.000,00" beside
 * its name. The bar's value is a percent (aria values are numbers), its text the figures, so a
 * screen reader hears money or rounds.
 */
export function ProgressBar({ label, done, target, format, rounds = false }: ProgressBarProps) {
  const text = useRewardsText();
  const labelId = useId();
  const percent = progressPercent(done, target);
  const figures = rounds
    ? { done: format.count(done), target: format.count(target) }
    : { done: format.amount(done), target: format.amount(target) };
  const shown = rounds ? 'rewards.missions.roundsOf' : 'rewards.vip.progressOf';
  const spoken = rounds ? 'rewards.missions.roundsValue' : 'rewards.vip.progressValue';
  return (
    <div className={styles.progress}>
      <div className={styles.progressHead}>
        <span id={labelId}>{label}</span>
        <span className={styles.progressValue}>{text(shown, figures)}</span>
      </div>
      <div
        className={styles.progressTrack}
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={text(spoken, { ...figures, percent })}
      >
        <span className={styles.progressFill} style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
