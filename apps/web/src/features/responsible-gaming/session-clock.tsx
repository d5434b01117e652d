import { responsibleGamingEndpoints as rg } from '@portal/contract/responsible-gaming';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { call } from '../../shared/api/api-client.ts';
import { dateTimeText } from '../../i18n/date-time-text.ts';
import { i18n } from '../../i18n/i18n.ts';
import { Icon } from '../../shared/ui/icon.tsx';
import { rgKey } from './rg-queries.ts';
import styles from './rg.module.css';

/**
 * The clock's two words, added when this module loads (with the header's lazy chunk), not while
 * a component renders: adding texts re-renders every translated component, and a render must not
 * set another component's state.
 */
function addClockTexts() {
  if (i18n.exists('rgClock.label')) return;
  i18n.addResourceBundle(
    'pt',
    'translation',
    { rgClock: { label: 'Tempo de sessão', previous: 'Último acesso: {{date}} ({{ip}})' } },
    true,
    false,
  );
  i18n.addResourceBundle(
    'en',
    'translation',
    { rgClock: { label: 'Session time', previous: 'Previous login: {{date}} ({{ip}})' } },
    true,
    false,
  );
}
addClockTexts();

/** How long after a login the previous login is shown below the clock. */
const noticeMs = 60_000;

/** Elapsed time as h:mm. */
function elapsed(ms: number): string {
  const minutes = Math.max(0, Math.floor(ms / 60_000));
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;
}

/**
 * The header's session clock: time since this login, counted from the server's session start
 * and the server's time (so a wrong computer clock does not skew it), ticking every 20 seconds.
 */
export function SessionClock() {
  const { t, i18n } = useTranslation();
  const session = useQuery({
    queryKey: rgKey('session'),
    queryFn: ({ signal }) => call(rg.session, {}, { signal }),
    staleTime: Infinity,
    retry: false,
  });
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 20_000);
    return () => clearInterval(timer);
  }, []);
  if (!session.data) return null;
  const { startedAt, serverTime, previousLoginAt, previousLoginIp } = session.data;
  const skew = Date.parse(serverTime) - session.dataUpdatedAt;
  const label = t('rgClock.label' as never);
  const value = elapsed(now + skew - Date.parse(startedAt));
  // The previous login (time and address) rides along, as the strictest rules ask at login.
  const previous =
    previousLoginAt === null
      ? ''
      : ` · ${t('rgClock.previous' as never, {
          date: dateTimeText(previousLoginAt, i18n.language),
          ip: previousLoginIp ?? '—',
        })}`;
  // Just after a login the previous one is shown in words, not only in the tooltip, as the
  // strictest rules ask; it stands below the clock, over the page, without taking clicks.
  const justIn = now + skew - Date.parse(startedAt) < noticeMs && previousLoginAt !== null;
  return (
    <span className={styles.clockBox}>
      <span
        role="timer"
        aria-label={`${label}: ${value}${previous}`}
        title={`${label}${previous}`}
        className={styles.clock}
      >
        <Icon name="clock" size={14} />
        {value}
      </span>
      {justIn && (
        <span role="status" className={styles.previousLogin}>
          {previous.slice(3)}
        </span>
      )}
    </span>
  );
}
