import { Link } from 'react-router';
import { paths } from '../../app/paths.ts';
import { Icon } from '../../shared/ui/icon.tsx';
import styles from './live.module.css';
import { useSupportUnread } from './use-support-chat.ts';
import { useLiveText } from './use-live-text.ts';

/**
 * The header's customer-service badge for a logged-in member: a link to the support chat with
 * the operators' unread answers, kept live by the member socket. Nothing shows while all is read.
 * The header loads it in a chunk of its own, only after a login.
 */
export function SupportUnreadLink() {
  const text = useLiveText();
  const unread = useSupportUnread(true);
  if (unread === 0) return null;
  const label = `${text('live.support.title')}: ${text('live.support.unread', { count: unread })}`;
  return (
    <Link
      to={paths.supportChat.build()}
      className={styles.headerBadge}
      aria-label={label}
      title={label}
    >
      <Icon name="headset" size={18} />
      <span className={styles.badge} aria-hidden="true">
        {unread}
      </span>
    </Link>
  );
}
