import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import styles from './form.module.css';

/** Props of `TextField`: native input attributes plus its label, hint and error. */
export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** The field's error text; marks the input invalid and describes it. */
  error?: string | undefined;
  /** A short help text under the input (the field's rule). */
  hint?: string | undefined;
  /** Controls drawn before or after the input on the same line (dialing code, send button). */
  before?: ReactNode;
  after?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A labelled input. An error sets `aria-invalid` and joins `aria-describedby`, so assistive
 * technology reads it when the field takes focus (forms move focus to the first invalid field).
 */
export function TextField({
  label,
  error,
  hint,
  before,
  after,
  id,
  ref,
  className,
  ...input
}: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const invalid = error !== undefined && error !== '';
  // An error replaces the hint: for a rule they say the same thing.
  const showHint = hint !== undefined && !invalid;
  const describedBy = [showHint ? hintId : null, invalid ? errorId : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={inputId} className={styles.label}>
        {label}
      </label>
      <div className={styles.control}>
        {before}
        <input
          ref={ref}
          id={inputId}
          className={styles.input}
          aria-invalid={invalid ? true : undefined}
          aria-describedby={describedBy === '' ? undefined : describedBy}
          {...input}
        />
        {after}
      </div>
      {!showHint ? null : (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {invalid ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
