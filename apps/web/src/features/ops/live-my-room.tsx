import { liveOpsEndpoints } from '@portal/contract/live';
import { hostStatuses, type HostStatus } from '@portal/contract/live/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { LiveModeration, type LiveFeedback } from './live-moderation.tsx';
import { liveOpsKeys, useMyRoom } from './live-queries.ts';
import { opsCall } from './operator-session.ts';
import { QueryState } from './query-state.tsx';
import styles from './console.module.css';

/**
 * A host's own room: their status (streaming, online, offline) and the room's moderation.
 * The room is the one an owner linked to the host's console account; without one, the host
 * reads who to ask.
 */
export function LiveMyRoom({ feedback }: { feedback: LiveFeedback }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const headingId = useId();
  const room = useMyRoom();
  const status = useMutation({
    mutationFn: (next: HostStatus) => opsCall(liveOpsEndpoints.opsMyRoomStatus, { status: next }),
    onMutate: feedback.clear,
    onSuccess: (_out, next) => {
      feedback.setNotice(() => t('opsLive.myRoom.saved', { status: t(`opsLive.status.${next}`) }));
      void queryClient.invalidateQueries({ queryKey: liveOpsKeys.myRoom });
    },
    onError: feedback.fail,
  });
  return (
    <QueryState query={room}>
      {({ host }) =>
        host === null ? (
          <section className={styles.panel} aria-labelledby={headingId}>
            <h2 id={headingId} className={styles.sectionTitle}>
              {t('opsLive.myRoom.headingNone')}
            </h2>
            <p className={styles.stateBox}>{t('opsLive.myRoom.none')}</p>
          </section>
        ) : (
          <>
            <section className={styles.panel} aria-labelledby={headingId}>
              <h2 id={headingId} className={styles.sectionTitle}>
                {t('opsLive.myRoom.heading', { name: host.name })}
              </h2>
              <label className={styles.filter}>
                <span>{t('opsLive.myRoom.status')}</span>
                <select
                  className={styles.select}
                  value={host.status}
                  disabled={status.isPending}
                  onChange={(event) => status.mutate(event.target.value as HostStatus)}
                >
                  {hostStatuses.map((s) => (
                    <option key={s} value={s}>
                      {t(`opsLive.status.${s}`)}
                    </option>
                  ))}
                </select>
              </label>
              <p className={styles.muted}>
                {t('opsLive.myRoom.presence', { count: host.presence })}
              </p>
            </section>
            <LiveModeration hosts={[host]} feedback={feedback} own />
          </>
        )
      }
    </QueryState>
  );
}
