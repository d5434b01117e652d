import { useEffect, useRef, useState, type FormEvent } from 'react';
import { ApiError } from '../../shared/api/api-error.ts';
import { openModal } from '../../shared/modals/modal-store.ts';
import { Button } from '../../shared/ui/button.tsx';
import { useSessionStore } from '../session/index.ts';
import styles from './live.module.css';
import { useSupportChat } from './use-support-chat.ts';
import { useLiveText } from './use-live-text.ts';

/**
 * The customer-service chat window (440 x 750, spec section 9): the conversation with the
 * brand's operators, kept for good, and a send box. `onClose` docks it away (absent on its own
 * page). Escape closes it.
 */
export function SupportWindow({ onClose }: { onClose?: () => void }) {
  const text = useLiveText();
  const token = useSessionStore((state) => state.token);
  // On its own page the window's title is the page's main heading.
  const Heading = onClose ? 'h2' : 'h1';
  return (
    <section
      className={styles.supportWindow}
      role="dialog"
      aria-modal="false"
      aria-labelledby="live-support-title"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && onClose) onClose();
      }}
    >
      <div className={styles.supportHead}>
        <Heading id="live-support-title" className={styles.panelTitle}>
          {text('live.support.title')}
        </Heading>
        {onClose ? (
          <Button
            variant="ghost"
            size="sm"
            onClick={onClose}
            aria-label={text('live.support.close')}
          >
            ✕
          </Button>
        ) : null}
      </div>
      {token === null ? (
        <div className={styles.supportBody}>
          <p className={styles.notice}>{text('live.support.login')}</p>
          <Button variant="primary" onClick={() => openModal('login')}>
            {text('live.room.login')}
          </Button>
        </div>
      ) : (
        <Conversation />
      )}
    </section>
  );
}

function Conversation() {
  const text = useLiveText();
  const chat = useSupportChat();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const body = useRef<HTMLOListElement>(null);
  const input = useRef<HTMLTextAreaElement>(null);
  useEffect(() => input.current?.focus(), []);
  useEffect(() => {
    if (body.current) body.current.scrollTop = body.current.scrollHeight;
  }, [chat.messages.length]);

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (value.trim() === '' || sending) return;
    setSending(true);
    setError(null);
    try {
      await chat.send(value);
      setValue('');
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : text('live.support.error'));
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      <ol
        ref={body}
        className={styles.supportBody}
        aria-label={text('live.support.title')}
        aria-live="polite"
      >
        <li className={styles.muted}>{text('live.support.intro')}</li>
        {chat.status === 'loading' ? (
          <li className={styles.muted} role="status">
            {text('live.support.loading')}
          </li>
        ) : null}
        {chat.status === 'error' ? (
          <li className={styles.error} role="alert">
            {text('live.support.error')}{' '}
            <Button variant="ghost" size="sm" onClick={() => void chat.retry()}>
              {text('live.hosts.retry')}
            </Button>
          </li>
        ) : null}
        {chat.messages.map((message) => (
          <li
            key={message.id}
            className={[
              styles.message,
              message.from === 'operator' ? styles.fromOperator : styles.fromMember,
            ].join(' ')}
          >
            <span className={styles.author}>
              {message.from === 'operator'
                ? `${text('live.support.operator')} ${message.author}`
                : text('live.support.you')}
            </span>
            {message.text}
          </li>
        ))}
      </ol>
      <form className={styles.supportFoot} onSubmit={(event) => void submit(event)}>
        <div className={styles.sendRow}>
          <textarea
            ref={input}
            className={styles.input}
            rows={2}
            aria-label={text('live.support.message')}
            placeholder={text('live.support.placeholder')}
            value={value}
            maxLength={1000}
            onChange={(event) => setValue(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && !event.shiftKey) {
                event.preventDefault();
                void submit();
              }
            }}
          />
          <Button type="submit" size="sm" disabled={sending || value.trim() === ''}>
            {text('live.support.send')}
          </Button>
        </div>
        {error === null ? null : (
          <p className={styles.error} role="alert">
            {error}
          </p>
        )}
      </form>
    </>
  );
}
