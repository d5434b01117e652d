import styles from './wallet.module.css';

/** The colour a status reads in: good, bad, waiting, inactive or needs-you. */
export type Tone = 'success' | 'danger' | 'warning' | 'muted' | 'accent';

/** Props of `StatusPill`. */
export interface StatusPillProps {
  label: string;
  tone: Tone;
}

/** A status as a small outlined label; the text carries the meaning, the colour only helps. */
export function StatusPill({ label, tone }: StatusPillProps) {
  return <span className={[styles.pill, styles[`tone-${tone}`]].join(' ')}>{label}</span>;
}
