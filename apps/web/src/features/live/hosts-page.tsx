import { useQuery } from '@tanstack/react-query';
import { Fragment } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.ts';
import { weeklyHours } from '../../i18n/week-days.ts';
import { Button } from '../../shared/ui/button.tsx';
import { SectionFrame } from '../../shared/ui/section-frame.tsx';
import { GiftLeaderboard } from './gift-leaderboard.tsx';
import { HostStatusPill } from './host-status.tsx';
import { hostsQuery } from './live-queries.ts';
import styles from './live.module.css';
import { SupportLauncher } from './support-launcher.tsx';
import { useLiveText } from './use-live-text.ts';

/** The address of a host's room. */
export const hostRoomPath = (id: string) => `/hosts/${encodeURIComponent(id)}`;

/**
 * /hosts: the brand's live hosts as cards (poster, status, the table each presents, tags,
 * schedule, people in the room), online first; today's gift leaderboard; the customer-service
 * chat launcher.
 */
export function HostsPage() {
  const text = useLiveText();
  const { i18n } = useTranslation();
  const hosts = useQuery(hostsQuery());
  return (
    <SectionFrame title={text('live.hosts.title')} icon="chat" meta={<SupportLauncher />}>
      <div className={styles.page}>
        <p className={styles.intro}>{text('live.hosts.intro')}</p>
        {hosts.isPending ? (
          <p className={styles.state} role="status">
            {text('live.hosts.loading')}
          </p>
        ) : hosts.isError ? (
          <div className={styles.state} role="alert">
            <p>{text('live.hosts.error')}</p>
            <Button variant="secondary" onClick={() => void hosts.refetch()}>
              {text('live.hosts.retry')}
            </Button>
          </div>
        ) : hosts.data.list.length === 0 ? (
          <p className={styles.state}>{text('live.hosts.empty')}</p>
        ) : (
          <ul className={styles.grid}>
            {hosts.data.list.map((host) => (
              <li key={host.id}>
                <Link
                  to={hostRoomPath(host.id)}
                  className={styles.card}
                  aria-label={text('live.hosts.enter', { name: host.name })}
                >
                  {host.posterUrl === null ? null : (
                    <img className={styles.cardPoster} src={host.posterUrl} alt="" loading="lazy" />
                  )}
                  <div className={styles.cardBody}>
                    <div className={styles.row}>
                      <h2 className={styles.cardName}>{host.name}</h2>
                      <HostStatusPill status={host.status} />
                    </div>
                    {host.gameName === null ? null : (
                      <p className={styles.muted}>
                        {text('live.hosts.presents', { game: host.gameName })}
                      </p>
                    )}
                    <p className={styles.muted}>
                      {text('live.hosts.watching', { count: host.presence })}
                    </p>
                    {host.schedule.length === 0 ? null : (
                      <p className={styles.muted}>
                        {text('live.hosts.schedule')}:{' '}
                        {weeklyHours(host.schedule, i18n.language).map(({ days, hours }, index) => (
                          // A line breaks between days, never inside a range of hours.
                          <Fragment key={hours}>
                            {index === 0 ? '' : '; '}
                            {days} <span className={styles.hours}>{hours}</span>
                          </Fragment>
                        ))}
                      </p>
                    )}
                    <div className={styles.row}>
                      {host.tags.map((tag) => (
                        <span key={tag} className={styles.tag}>
                          {tag}
                        </span>
                      ))}
                    </div>
                  </div>
                </Link>
              </li>
            ))}
          </ul>
        )}
        <GiftLeaderboard />
      </div>
    </SectionFrame>
  );
}
