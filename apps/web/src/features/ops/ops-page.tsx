import { useCallback, useId, type ReactNode } from 'react';
import { errorText } from '../../shared/forms/error-text.ts';
import { FormAlert } from '../../shared/forms/form-alert.tsx';
import { useWorded, type Wording } from '../../shared/forms/use-worded.ts';
import { Button } from '../../shared/ui/button.tsx';
import styles from './console.module.css';

/**
 * A notice's text, written when shown (`() => t('…', {…})`): after a switch of the console's
 * language the last action's notice reads in the new one.
 */
export type Notice = Wording;

/**
 * What the last action of a page said: a notice when it went through, else its refusal. Both
 * are kept as what to say, not as text, and worded at each render in the language on screen.
 */
export function useFeedback() {
  const [notice, setNotice] = useWorded();
  const [failure, setFailure] = useWorded();
  const clear = useCallback(() => {
    setNotice(null);
    setFailure(null);
  }, [setNotice, setFailure]);
  const fail = useCallback((error: unknown) => setFailure(() => errorText(error)), [setFailure]);
  return { notice, failure, setNotice, clear, fail };
}

/** A console page: its heading, the last action's notice or refusal, then its content. */
export function OpsPage({
  title,
  feedback,
  children,
}: {
  title: string;
  feedback?: { notice: string | null; failure: string | null };
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section className={styles.page} aria-labelledby={headingId}>
      <h1 id={headingId} className={styles.pageTitle}>
        {title}
      </h1>
      {feedback === undefined || feedback.notice === null ? null : (
        <p role="status" className={styles.notice}>
          {feedback.notice}
        </p>
      )}
      <FormAlert message={feedback?.failure ?? null} />
      {children}
    </section>
  );
}

/** A small action on one table row; its name says which row (`Lock: fiona`). */
export function RowAction({
  label,
  target,
  primary = false,
  disabled,
  onClick,
}: {
  label: string;
  target: string;
  primary?: boolean;
  disabled: boolean;
  onClick: () => void;
}) {
  return (
    <Button
      size="sm"
      variant={primary ? 'primary' : 'secondary'}
      disabled={disabled}
      aria-label={`${label}: ${target}`}
      onClick={onClick}
    >
      {label}
    </Button>
  );
}
