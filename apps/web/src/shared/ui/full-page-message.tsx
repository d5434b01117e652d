import type { ReactNode } from 'react';
import styles from './full-page-message.module.css';
import { Icon, type IconName } from './icon.tsx';

/** Props of `FullPageMessage`. */
export interface FullPageMessageProps {
  icon: IconName;
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
  /** Inside the layout (not found, section errors) rather than filling the window. */
  inline?: boolean;
}

/**
 * A centred message screen: maintenance, region blocked, no connection, not found and section
 * load errors. The title is the page's main heading.
 */
export function FullPageMessage({
  icon,
  title,
  children,
  actions,
  inline = false,
}: FullPageMessageProps) {
  // Inside the layout a <main> already exists; a second one would confuse landmarks.
  const Root = inline ? 'div' : 'main';
  return (
    <Root className={[styles.page, inline ? styles.inline : undefined].filter(Boolean).join(' ')}>
      <div className={styles.card}>
        <div className={styles.emblem}>
          <Icon name={icon} size={44} />
        </div>
        <h1 className={styles.title}>{title}</h1>
        {children === undefined ? null : <div className={styles.text}>{children}</div>}
        {actions === undefined ? null : <div className={styles.actions}>{actions}</div>}
      </div>
    </Root>
  );
}
