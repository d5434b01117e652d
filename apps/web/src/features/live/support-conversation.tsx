import { useEffect, useRef, useState, type FormEvent } from 'react';
import { ApiError } from '../../shared/api/api-error.ts';
import { errorText } from '../../shared/forms/error-text.ts';
import { useWorded } from '../../shared/forms/use-worded.ts';
import { Button } from '../../shared/ui/button.tsx';
import styles from './live.module.css';
import type { SupportChat } from './use-support-chat.ts';
import { useLiveText } from './use-live-text.ts';

/** A customer-service conversation's messages and its send box. */
export function SupportConversation({ chat }: { chat: SupportChat }) {
  const text = useLiveText();
  const [value, setValue] = useState('');
  const [error, setError] = useWorded();
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
      setError(() => (caught instanceof ApiError ? errorText(caught) : text('live.support.error')));
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
