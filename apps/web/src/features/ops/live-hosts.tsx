import { liveOpsEndpoints } from '@portal/contract/live';
import { hostStatuses, type HostStatus, type OpsHost } from '@portal/contract/live/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { opsCall } from './operator-session.ts';
import { LiveHostEditForm, type HostEdit } from './live-host-edit-form.tsx';
import { liveOpsKeys, useOpsHosts } from './live-queries.ts';
import { RowAction, type Notice } from './ops-page.tsx';
import { QueryState } from './query-state.tsx';
import styles from './console.module.css';

/**
 * The brand's hosts with their status, game and host account; an operator who may change
 * content sets a host streaming, online or offline, and changes the game it presents and the
 * console account of the host who presents and moderates the room (audited on the server).
 * The host list on the portal follows.
 */
export function LiveHosts({
  canChange,
  feedback,
}: {
  canChange: boolean;
  feedback: {
    setNotice: (text: Notice) => void;
    fail: (error: unknown) => void;
    clear: () => void;
  };
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const hosts = useOpsHosts();
  const headingId = useId();
  const [editing, setEditing] = useState<string>();
  const change = useMutation({
    mutationFn: ({ host, status }: { host: OpsHost; status: HostStatus }) =>
      opsCall(liveOpsEndpoints.opsHostStatus, { hostId: host.id, status }),
    onMutate: feedback.clear,
    onSuccess: (_out, { host, status }) => {
      feedback.setNotice(() =>
        t('opsLive.hosts.saved', { name: host.name, status: t(`opsLive.status.${status}`) }),
      );
      void queryClient.invalidateQueries({ queryKey: liveOpsKeys.hosts });
    },
    onError: feedback.fail,
  });
  const edit = useMutation({
    mutationFn: ({ host, change: c }: { host: OpsHost; change: HostEdit }) =>
      opsCall(liveOpsEndpoints.opsHostEdit, { hostId: host.id, ...c }),
    onMutate: feedback.clear,
    onSuccess: (_out, { host }) => {
      setEditing(undefined);
      feedback.setNotice(() => t('opsLive.hosts.edited', { name: host.name }));
      void queryClient.invalidateQueries({ queryKey: liveOpsKeys.hosts });
    },
    onError: feedback.fail,
  });
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {t('opsLive.hosts.heading')}
      </h2>
      <QueryState query={hosts}>
        {(data) =>
          data.list.length === 0 ? (
            <p className={styles.stateBox}>{t('opsLive.hosts.empty')}</p>
          ) : (
            <div className={styles.tableScroll}>
              <table className={styles.table}>
                <caption className="visually-hidden">{t('opsLive.hosts.heading')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('opsLive.hosts.name')}</th>
                    <th scope="col">{t('opsLive.hosts.status')}</th>
                    <th scope="col">{t('opsLive.hosts.game')}</th>
                    <th scope="col">{t('opsLive.hosts.operator')}</th>
                    <th scope="col">{t('opsLive.hosts.presence')}</th>
                    {canChange ? <th scope="col" /> : null}
                  </tr>
                </thead>
                <tbody>
                  {data.list.map((host) => (
                    <tr key={host.id}>
                      <th scope="row">{host.name}</th>
                      <td>
                        {canChange ? (
                          <select
                            className={styles.select}
                            aria-label={t('opsLive.hosts.statusOf', { name: host.name })}
                            value={host.status}
                            disabled={change.isPending}
                            onChange={(event) =>
                              change.mutate({ host, status: event.target.value as HostStatus })
                            }
                          >
                            {hostStatuses.map((status) => (
                              <option key={status} value={status}>
                                {t(`opsLive.status.${status}`)}
                              </option>
                            ))}
                          </select>
                        ) : (
                          t(`opsLive.status.${host.status}`)
                        )}
                      </td>
                      <td>{host.gameName ?? ''}</td>
                      <td>{host.operator ?? t('opsLive.hosts.none')}</td>
                      <td>{host.presence}</td>
                      {canChange ? (
                        <td>
                          {editing === host.id ? (
                            <LiveHostEditForm
                              host={host}
                              busy={edit.isPending}
                              onCancel={() => setEditing(undefined)}
                              onSave={(c) => edit.mutate({ host, change: c })}
                            />
                          ) : (
                            <RowAction
                              label={t('opsLive.hosts.edit')}
                              target={host.name}
                              disabled={edit.isPending}
                              onClick={() => setEditing(host.id)}
                            />
                          )}
                        </td>
                      ) : null}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )
        }
      </QueryState>
    </section>
  );
}
