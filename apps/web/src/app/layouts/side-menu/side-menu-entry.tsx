import { Link, useLocation, type Location } from 'react-router';
import { useSessionStore } from '../../../features/session/session-store.ts';
import { openModal } from '../../../shared/modals/modal-store.ts';
import { Icon, type IconName } from '../../../shared/ui/icon.tsx';
import styles from './side-menu-entry.module.css';

/** Props of `SideMenuEntry`. */
export interface SideMenuEntryProps {
  to: string;
  icon: IconName;
  label: string;
  /** A login-only destination: without a session the entry opens the login popup instead. */
  requiresLogin?: boolean;
  /** Collapsed menu: icon only, the label stays as the accessible name. */
  compact: boolean;
}

/**
 * Whether an entry is the current page. Several entries lead to the member centre and differ
 * only by their query (`mcPage`), so the query counts when the entry has one.
 */
function isCurrent(to: string, location: Location): boolean {
  const target = new URL(to, 'http://portal.invalid');
  if (target.pathname !== location.pathname) return false;
  const wanted = Array.from(target.searchParams.entries());
  const actual = new URLSearchParams(location.search);
  return wanted.every(([key, value]) => actual.get(key) === value);
}

/** One side-menu entry: a link, or a login prompt for login-only pages when logged out. */
export function SideMenuEntry({
  to,
  icon,
  label,
  requiresLogin = false,
  compact,
}: SideMenuEntryProps) {
  const location = useLocation();
  const hasToken = useSessionStore((state) => state.token !== null);
  const className = [styles.entry, compact ? styles.compact : undefined].filter(Boolean).join(' ');
  const content = (
    <>
      <Icon name={icon} className={styles.icon} />
      {compact ? <span className="visually-hidden">{label}</span> : label}
    </>
  );
  if (requiresLogin && !hasToken) {
    return (
      <button
        type="button"
        className={className}
        onClick={() => openModal('login')}
        title={compact ? label : undefined}
      >
        {content}
      </button>
    );
  }
  return (
    <Link
      to={to}
      className={className}
      title={compact ? label : undefined}
      aria-current={isCurrent(to, location) ? 'page' : undefined}
    >
      {content}
    </Link>
  );
}
