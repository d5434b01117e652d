import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styles from './side-nav-layout.module.css';

/** One entry of a section's own page menu. */
export interface SideNavItem {
  key: string;
  label: string;
  href: string;
  current: boolean;
  /** A count drawn beside the label (unread messages...); nothing when absent or zero. */
  badge?: number | undefined;
  /** What the count means, read by assistive technology ("3 unread"). */
  badgeLabel?: string | undefined;
}

/** Props of `SideNavLayout`. */
export interface SideNavLayoutProps {
  /** Accessible name of the page menu. */
  navLabel: string;
  /** Visible caption above the menu. */
  heading?: string | undefined;
  items: readonly SideNavItem[];
  children: ReactNode;
}

/** A section with its own page menu on the left (member centre, agent centre, help centre). */
export function SideNavLayout({ navLabel, heading, items, children }: SideNavLayoutProps) {
  return (
    <div className={styles.layout}>
      <nav className={styles.nav} aria-label={navLabel}>
        {heading === undefined ? null : (
          <p className={styles.heading} aria-hidden="true">
            {heading}
          </p>
        )}
        <ul className={styles.list}>
          {items.map((item) => (
            <li key={item.key}>
              <Link
                className={styles.link}
                to={item.href}
                aria-current={item.current ? 'page' : undefined}
              >
                {item.label}
                {item.badge === undefined || item.badge <= 0 ? null : (
                  <span className={styles.badge}>
                    <span aria-hidden="true">{item.badge > 99 ? '99+' : item.badge}</span>
                    <span className="visually-hidden">{item.badgeLabel ?? item.badge}</span>
                  </span>
                )}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.content}>{children}</div>
    </div>
  );
}
