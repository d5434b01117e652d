import type { HostStatus } from '@portal/contract/live/schemas';
import styles from './live.module.css';
import { useLiveText } from './use-live-text.ts';

/** A host's status as a pill: live now, online or offline. */
export function HostStatusPill({ status }: { status: HostStatus }) {
  const text = useLiveText();
  const look = status === 'streaming' ? styles.streaming : status === 'online' ? styles.online : '';
  return <span className={[styles.status, look].join(' ')}>{text(`live.status.${status}`)}</span>;
}
