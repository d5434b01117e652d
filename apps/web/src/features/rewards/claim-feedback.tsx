import { useEffect, useRef } from 'react';
import formStyles from '../../shared/forms/form.module.css';
import type { Wording } from '../../shared/forms/use-worded.ts';

/** The outcome of the last claim. */
export interface Feedback {
  kind: 'done' | 'failed';
  /** Worded at each render, so it follows a switch of language. */
  text: Wording;
}

/**
 * The last claim's outcome above the lists: a status after a credit, an alert after a refusal.
 * It takes the focus when it changes: the claimed card leaves with the refetch (and a refused
 * one may too), and focus would otherwise fall back to the top of the page.
 */
export function ClaimFeedback({ feedback }: { feedback: Feedback | null }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, [feedback]);
  if (feedback === null) return null;
  return (
    <p
      ref={ref}
      tabIndex={-1}
      role={feedback.kind === 'done' ? 'status' : 'alert'}
      className={feedback.kind === 'done' ? formStyles.notice : formStyles.alert}
    >
      {feedback.text()}
    </p>
  );
}
