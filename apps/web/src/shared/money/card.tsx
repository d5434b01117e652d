import { useId, type ReactNode } from 'react';
import { Icon, type IconName } from '../ui/icon.tsx';
import styles from './wallet.module.css';

/** Props of `Card`. */
export interface CardProps {
  title: string;
  icon?: IconName | undefined;
  /** Controls at the right of the title (refresh, add). */
  actions?: ReactNode;
  children?: ReactNode;
}

/** A titled region of a wallet page; the title (h2) names the region. */
export function Card({ title, icon, actions, children }: CardProps) {
  const titleId = useId();
  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <div className={styles.cardHeader}>
        <h2 id={titleId} className={styles.cardTitle}>
          {icon === undefined ? null : (
            <span className={styles.cardIcon} aria-hidden="true">
              <Icon name={icon} size={18} />
            </span>
          )}
          {title}
        </h2>
        {actions === undefined ? null : <div className={styles.actions}>{actions}</div>}
      </div>
      {children}
    </section>
  );
}
