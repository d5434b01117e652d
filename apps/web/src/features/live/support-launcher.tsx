import { useState } from 'react';
import { Button } from '../../shared/ui/button.tsx';
import { useSessionStore } from '../session/index.ts';
import styles from './live.module.css';
import { useSupportUnread } from './use-support-chat.ts';
import { useLiveText } from './use-live-text.ts';
import { SupportWindow } from './support-window.tsx';

/** The customer-service chat button with its unread badge; opens the docked chat window. */
export function SupportLauncher() {
  const text = useLiveText();
  const token = useSessionStore((state) => state.token);
  const unread = useSupportUnread(token !== null);
  const [open, setOpen] = useState(false);
  return (
    <div className={styles.launcher}>
      <Button variant="secondary" size="sm" aria-expanded={open} onClick={() => setOpen((v) => !v)}>
        {text('live.support.open')}
        {unread > 0 ? (
          <span
            className={styles.badge}
            aria-label={text('live.support.unread', { count: unread })}
          >
            {unread}
          </span>
        ) : null}
      </Button>
      {open ? <SupportWindow onClose={() => setOpen(false)} /> : null}
    </div>
  );
}
