import { liveOpsEndpoints } from '@portal/contract/live';
import type { OpsConversation } from '@portal/contract/live/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { toBcp47 } from '../../i18n/language-codes.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { errorText } from '../../shared/forms/error-text.ts';
import { FormAlert } from '../../shared/forms/form-alert.tsx';
import { useWorded } from '../../shared/forms/use-worded.ts';
import { formatTime } from '../../shared/lib/format-time.ts';
import { Button } from '../../shared/ui/button.tsx';
import { opsCall } from './operator-session.ts';
import { liveOpsKeys, useConversations, useThread } from './live-queries.ts';
import { QueryState } from './query-state.tsx';
import styles from './console.module.css';
import own from './live-page.module.css';

/** Who a conversation is with: the member's account, or the visitor's name and contact. */
export function useWho() {
  const { t } = useTranslation();
  return (c: OpsConversation) =>
    c.account ??
    `${t('opsLive.inbox.visitor')}: ${c.visitor?.name ?? ''} (${c.visitor?.contact ?? ''})`;
}

/**
 * The customer-service inbox: conversations with their unread counts (unanswered first), one
 * open with its history, and the reply box. Opening a conversation marks it read; both poll.
 */
export function LiveSupportInbox({ canReply }: { canReply: boolean }) {
  const { t } = useTranslation();
  const who = useWho();
  const list = useConversations();
  const [openId, setOpenId] = useState<string | null>(null);
  const headingId = useId();
  return (
    <section className={`${styles.panel} ${own.inbox}`} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {t('opsLive.inbox.heading')}
      </h2>
      <QueryState query={list}>
        {(data) => {
          if (data.list.length === 0)
            return <p className={styles.stateBox}>{t('opsLive.inbox.empty')}</p>;
          const open = data.list.find((c) => c.id === openId) ?? null;
          return (
            <div className={own.inboxGrid}>
              <ul className={own.conversations} aria-label={t('opsLive.inbox.conversations')}>
                {data.list.map((c) => (
                  <li key={c.id}>
                    <button
                      type="button"
                      className={c.id === openId ? own.conversationOpen : own.conversation}
                      aria-current={c.id === openId || undefined}
                      aria-label={t('opsLive.inbox.open', { who: who(c) })}
                      onClick={() => setOpenId(c.id)}
                    >
                      <span className={own.who}>
                        {c.account ?? (
                          <>
                            <span className={own.visitorTag}>{t('opsLive.inbox.visitor')}</span>{' '}
                            {c.visitor?.name} · {c.visitor?.contact}
                          </>
                        )}
                      </span>
                      {c.unread > 0 ? (
                        <span className={own.unread}>
                          {t('opsLive.inbox.unread', { count: c.unread })}
                        </span>
                      ) : null}
                      <span className={own.last}>{c.lastText}</span>
                    </button>
                  </li>
                ))}
              </ul>
              {open === null ? (
                <p className={styles.muted}>{t('opsLive.inbox.pick')}</p>
              ) : (
                <Thread key={open.id} conversation={open} canReply={canReply} />
              )}
            </div>
          );
        }}
      </QueryState>
    </section>
  );
}

/** An open conversation: its messages, oldest first, and the reply box. */
function Thread({ conversation, canReply }: { conversation: OpsConversation; canReply: boolean }) {
  const { t } = useTranslation();
  const locale = toBcp47(useLanguage());
  const who = useWho()(conversation);
  const queryClient = useQueryClient();
  const thread = useThread(conversation.id);
  // Reading the thread marked it read: the inbox's count follows.
  const readAt = thread.dataUpdatedAt;
  const hadUnread = conversation.unread > 0;
  useEffect(() => {
    if (readAt > 0 && hadUnread)
      void queryClient.invalidateQueries({ queryKey: liveOpsKeys.conversations });
  }, [readAt, hadUnread, queryClient]);
  return (
    <div className={own.thread}>
      <h3 className={own.threadTitle}>{t('opsLive.inbox.thread', { who })}</h3>
      <QueryState query={thread}>
        {(data) =>
          data.list.length === 0 ? (
            <p className={styles.muted}>{t('opsLive.inbox.noMessages')}</p>
          ) : (
            <ol className={own.messages} aria-label={t('opsLive.inbox.thread', { who })}>
              {data.list.map((m) => (
                <li
                  key={m.id}
                  className={m.from === 'operator' ? own.fromOperator : own.fromMember}
                >
                  <span className={own.meta}>
                    {m.from === 'operator' ? m.author : t('opsLive.inbox.member')} ·{' '}
                    {formatTime(m.at, locale)}
                  </span>
                  <p className={styles.message}>{m.text}</p>
                </li>
              ))}
            </ol>
          )
        }
      </QueryState>
      {canReply ? <ReplyBox conversationId={conversation.id} /> : null}
    </div>
  );
}

/** The operator's answer; the thread and the inbox follow once it is sent. */
function ReplyBox({ conversationId }: { conversationId: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const [problem, setProblem] = useWorded();
  const [sent, setSent] = useState(false);
  const reply = useMutation({
    mutationFn: (body: string) =>
      opsCall(liveOpsEndpoints.opsReply, { conversationId, text: body }),
    onSuccess: () => {
      setText('');
      setSent(true);
      void queryClient.invalidateQueries({ queryKey: liveOpsKeys.thread(conversationId) });
      void queryClient.invalidateQueries({ queryKey: liveOpsKeys.conversations });
    },
    onError: (error) => setProblem(() => errorText(error)),
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSent(false);
    const body = text.trim();
    if (body === '') {
      setProblem(() => t('opsLive.inbox.required'));
      return;
    }
    setProblem(null);
    reply.mutate(body);
  };
  return (
    <form className={own.reply} onSubmit={submit} noValidate>
      <FormAlert message={problem} />
      {sent ? (
        <p role="status" className={styles.notice}>
          {t('opsLive.inbox.sent')}
        </p>
      ) : null}
      <label className={own.replyLabel}>
        <span>{t('opsLive.inbox.reply')}</span>
        <textarea
          className={own.replyText}
          value={text}
          maxLength={4000}
          rows={3}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && (event.ctrlKey || event.metaKey))
              event.currentTarget.form?.requestSubmit();
          }}
        />
      </label>
      <div>
        <Button type="submit" variant="primary" disabled={reply.isPending}>
          {t('opsLive.inbox.send')}
        </Button>
      </div>
    </form>
  );
}
