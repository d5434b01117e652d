import type { ReactNode } from 'react';
import styles from '../../shared/money/wallet.module.css';

/** Props of `Stat`. */
export interface StatProps {
  label: string;
  children: ReactNode;
}

/** One figure of a summary grid: its label over its value. */
export function Stat({ label, children }: StatProps) {
  return (
    <div className={styles.stat}>
      <dt className={styles.statLabel}>{label}</dt>
      <dd className={styles.statValue}>{children}</dd>
    </div>
  );
}
