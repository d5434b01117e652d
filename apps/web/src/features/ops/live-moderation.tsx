import { liveOpsEndpoints } from '@portal/contract/live';
import type { LiveHost, OpsRoomMessage, opsModerateInput } from '@portal/contract/live/schemas';
import type * as z from 'zod/mini';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { toBcp47 } from '../../i18n/language-codes.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { formatTime } from '../../shared/lib/format-time.ts';
import { Button } from '../../shared/ui/button.tsx';
import { opsCall } from './operator-session.ts';
import { RowAction, type Notice } from './ops-page.tsx';
import { LiveRestrictForm, type Restriction } from './live-restrict-form.tsx';
import { liveOpsKeys, useRoomMessages, type RoomSource } from './live-queries.ts';
import { QueryState } from './query-state.tsx';
import styles from './console.module.css';

/** What the page reports an action through. */
export interface LiveFeedback {
  setNotice: (text: Notice) => void;
  fail: (error: unknown) => void;
  clear: () => void;
}

/**
 * Moderation of one room: its messages with the senders' accounts (the latest first, older
 * ones on demand), and per message delete, mute for a time, or ban (for a time or for good).
 * An operator picks any room of the brand; a host (`own`) moderates their own room only. The
 * server audits every action and removes a deleted message from every open room.
 */
export function LiveModeration({
  hosts,
  feedback,
  own = false,
}: {
  hosts: readonly Pick<LiveHost, 'id' | 'name'>[];
  feedback: LiveFeedback;
  own?: boolean;
}) {
  const { t } = useTranslation();
  const locale = toBcp47(useLanguage());
  const queryClient = useQueryClient();
  const headingId = useId();
  const [roomId, setRoomId] = useState(hosts[0]?.id ?? '');
  const [pending, setPending] = useState<{ message: OpsRoomMessage; action: 'mute' | 'ban' }>();
  const source: RoomSource = own ? { own: true } : { own: false, roomId };
  const messages = useRoomMessages(source);
  const act = useMutation({
    mutationFn: (input: z.input<typeof opsModerateInput>) =>
      own
        ? opsCall(liveOpsEndpoints.opsMyRoomModerate, input)
        : opsCall(liveOpsEndpoints.opsModerate, input),
    onMutate: feedback.clear,
    onError: feedback.fail,
    onSettled: () =>
      void queryClient.invalidateQueries({ queryKey: liveOpsKeys.room(own ? 'own' : roomId) }),
  });
  const remove = (message: OpsRoomMessage) =>
    act.mutate(
      { action: 'delete', messageId: message.id, reason: '' },
      { onSuccess: () => feedback.setNotice(() => t('opsLive.moderation.deleted')) },
    );
  const restrict = (message: OpsRoomMessage, r: Restriction) => {
    const account = message.account ?? '';
    act.mutate(
      {
        action: r.action,
        // A host's own room is the server's to know.
        ...(own ? {} : { roomId }),
        account,
        reason: r.reason,
        ...(r.minutes === null ? {} : { minutes: r.minutes }),
      },
      {
        onSuccess: () => {
          setPending(undefined);
          feedback.setNotice(() =>
            r.action === 'mute'
              ? t('opsLive.moderation.muted', { account, minutes: r.minutes ?? 10 })
              : r.minutes === null
                ? t('opsLive.moderation.banned', { account })
                : t('opsLive.moderation.bannedFor', { account, minutes: r.minutes }),
          );
        },
      },
    );
  };
  const body = (m: OpsRoomMessage) =>
    m.kind === 'gift'
      ? // A gift message's text is the gift's name as the brand stored it.
        t('opsLive.moderation.gift', {
          name: m.text === '' ? (m.gift?.code ?? '') : m.text,
          amount: m.gift?.amount ?? '',
        })
      : m.text;
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {t('opsLive.moderation.heading')}
      </h2>
      {own ? null : (
        <label className={styles.filter}>
          <span>{t('opsLive.moderation.room')}</span>
          <select
            className={styles.select}
            value={roomId}
            onChange={(event) => {
              setRoomId(event.target.value);
              setPending(undefined);
            }}
          >
            {hosts.map((host) => (
              <option key={host.id} value={host.id}>
                {host.name}
              </option>
            ))}
          </select>
        </label>
      )}
      <QueryState query={messages}>
        {(data) =>
          data.list.length === 0 ? (
            <p className={styles.stateBox}>{t('opsLive.moderation.empty')}</p>
          ) : (
            <div className={styles.tableScroll}>
              <table className={styles.table}>
                <caption className="visually-hidden">{t('opsLive.moderation.heading')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('opsLive.moderation.at')}</th>
                    <th scope="col">{t('opsLive.moderation.author')}</th>
                    <th scope="col">{t('opsLive.moderation.text')}</th>
                    <th scope="col" />
                  </tr>
                </thead>
                <tbody>
                  {data.list.map((m) => {
                    const target = `${m.account ?? m.author}: ${body(m)}`;
                    return (
                      <tr key={m.id}>
                        <td>{formatTime(m.at, locale)}</td>
                        <td>{m.account ?? m.author}</td>
                        <td>
                          <p className={styles.message}>{body(m)}</p>
                        </td>
                        <td>
                          {pending?.message.id === m.id ? (
                            <LiveRestrictForm
                              action={pending.action}
                              target={target}
                              busy={act.isPending}
                              onCancel={() => setPending(undefined)}
                              onConfirm={(r) => restrict(m, r)}
                            />
                          ) : (
                            <div className={styles.actions}>
                              <RowAction
                                label={t('opsLive.moderation.delete')}
                                target={target}
                                disabled={act.isPending}
                                onClick={() => remove(m)}
                              />
                              {m.account === null ? null : (
                                <>
                                  <RowAction
                                    label={t('opsLive.moderation.mute')}
                                    target={target}
                                    disabled={act.isPending}
                                    onClick={() => setPending({ message: m, action: 'mute' })}
                                  />
                                  <RowAction
                                    label={t('opsLive.moderation.ban')}
                                    target={target}
                                    disabled={act.isPending}
                                    onClick={() => setPending({ message: m, action: 'ban' })}
                                  />
                                </>
                              )}
                            </div>
                          )}
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
              {messages.hasNextPage ? (
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={messages.isFetchingNextPage}
                  onClick={() => void messages.fetchNextPage()}
                >
                  {t('opsLive.moderation.older')}
                </Button>
              ) : null}
            </div>
          )
        }
      </QueryState>
    </section>
  );
}
