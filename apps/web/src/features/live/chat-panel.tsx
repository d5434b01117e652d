import { liveEndpoints } from '@portal/contract/live';
import type { OutputOf } from '@portal/contract/endpoint';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { call } from '../../shared/api/api-client.ts';
import { ApiError } from '../../shared/api/api-error.ts';
import { errorText } from '../../shared/forms/error-text.ts';
import { useWorded } from '../../shared/forms/use-worded.ts';
import { openModal } from '../../shared/modals/modal-store.ts';
import { Button } from '../../shared/ui/button.tsx';
import { GiftIcon } from './gift-icon.tsx';
import styles from './live.module.css';
import { useLiveText } from './use-live-text.ts';
import type { useRoom } from './use-room.ts';

type Launch = OutputOf<typeof liveEndpoints.launch>;

/**
 * A room's chat: earlier messages on demand, the messages (text escaped by React, never HTML),
 * a reconnecting notice while the socket is down, and the send box or why the viewer may not
 * write.
 */
export function ChatPanel({
  launch,
  state,
}: {
  launch: Launch;
  state: ReturnType<typeof useRoom>;
}) {
  const text = useLiveText();
  const list = useRef<HTMLOListElement>(null);
  const count = state.messages.length;
  useEffect(() => {
    const element = list.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [count]);
  return (
    <section className={[styles.panel, styles.chat].join(' ')} aria-labelledby="live-chat-title">
      <div className={styles.row}>
        <h2 id="live-chat-title" className={styles.panelTitle}>
          {text('live.room.chat')}
        </h2>
        {state.hasMore && count > 0 ? (
          <Button
            variant="ghost"
            size="sm"
            disabled={state.loadingOlder}
            onClick={() => void state.loadOlder()}
          >
            {state.loadingOlder ? text('live.room.loadingOlder') : text('live.room.older')}
          </Button>
        ) : null}
      </div>
      <ol
        ref={list}
        className={styles.messages}
        aria-label={text('live.room.chat')}
        aria-live="polite"
      >
        {count === 0 ? <li className={styles.muted}>{text('live.room.emptyChat')}</li> : null}
        {state.messages.map((message) => (
          <li
            key={message.id}
            className={[
              styles.message,
              message.mine ? styles.mine : '',
              message.kind === 'gift' ? styles.gift : '',
            ].join(' ')}
          >
            <span className={styles.author}>
              {message.mine ? text('live.room.you') : message.author}
            </span>
            {message.kind === 'gift' && message.gift !== null ? (
              <>
                {text('live.room.gaveGift', {
                  // The gift's name in the viewer's language; the stored text is the brand's.
                  gift:
                    launch.gifts.find((g) => g.code === message.gift?.code)?.name ?? message.text,
                })}{' '}
                <GiftIcon code={message.gift.code} /> ({message.gift.amount})
              </>
            ) : (
              message.text
            )}
          </li>
        ))}
      </ol>
      <div className={styles.sendBox}>
        {state.connected ? null : (
          <p className={styles.notice} role="status">
            {text('live.room.reconnecting')}
          </p>
        )}
        {launch.writeBlock === null ? (
          <SendBox launch={launch} onSent={(message) => state.add([message])} />
        ) : (
          <>
            <p className={styles.notice}>{text(`live.room.blocked.${launch.writeBlock}`)}</p>
            {launch.writeBlock === 'login' ? (
              <Button variant="primary" size="sm" onClick={() => openModal('login')}>
                {text('live.room.login')}
              </Button>
            ) : null}
          </>
        )}
      </div>
    </section>
  );
}

function SendBox({
  launch,
  onSent,
}: {
  launch: Launch;
  onSent: (message: OutputOf<typeof liveEndpoints.send>) => void;
}) {
  const text = useLiveText();
  const [value, setValue] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useWorded();
  const left = launch.maxLength - [...value].length;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (value.trim() === '' || left < 0 || sending) return;
    setSending(true);
    setError(null);
    try {
      onSent(await call(liveEndpoints.send, { roomId: launch.roomId, text: value }));
      setValue('');
    } catch (caught) {
      setError(() => (caught instanceof ApiError ? errorText(caught) : text('live.room.error')));
    } finally {
      setSending(false);
    }
  };
  return (
    <form onSubmit={(event) => void submit(event)} className={styles.sendBox}>
      <div className={styles.sendRow}>
        <input
          className={styles.input}
          aria-label={text('live.room.message')}
          placeholder={text('live.room.placeholder')}
          value={value}
          maxLength={launch.maxLength}
          onChange={(event) => setValue(event.target.value)}
        />
        <Button type="submit" size="sm" disabled={sending || value.trim() === ''}>
          {sending ? text('live.room.sending') : text('live.room.send')}
        </Button>
      </div>
      <p className={styles.muted}>{text('live.room.left', { count: left })}</p>
      {error === null ? null : (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
