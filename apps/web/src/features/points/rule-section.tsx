import { useId, type ReactNode } from 'react';
import styles from './points.module.css';

/** Props of `RuleSection`. */
export interface RuleSectionProps {
  title: string;
  children: ReactNode;
}

/** One titled block of the rules tab. */
export function RuleSection({ title, children }: RuleSectionProps) {
  const titleId = useId();
  return (
    <section className={styles.rule} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.ruleTitle}>
        {title}
      </h3>
      {children}
    </section>
  );
}
