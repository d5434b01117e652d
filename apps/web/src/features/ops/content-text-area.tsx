import { useId, type Ref, type TextareaHTMLAttributes } from 'react';
import formStyles from '../../shared/forms/form.module.css';
import css from './content-editor.module.css';

/** Props of `TextAreaField`: native textarea attributes plus its label, hint and error. */
export interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  ref?: Ref<HTMLTextAreaElement>;
}

/**
 * A labelled textarea for longer texts (HTML contents, marquee texts), described like the
 * shared `TextField`: an error marks it invalid and replaces the hint, so assistive technology
 * reads the message when the field takes focus.
 */
export function TextAreaField({ label, error, hint, id, ref, ...area }: TextAreaFieldProps) {
  const autoId = useId();
  const areaId = id ?? autoId;
  const invalid = error !== undefined && error !== '';
  const showHint = hint !== undefined && !invalid;
  const describedBy = [showHint ? `${areaId}-hint` : null, invalid ? `${areaId}-error` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={`${formStyles.field} ${css.wide}`}>
      <label htmlFor={areaId} className={formStyles.label}>
        {label}
      </label>
      <textarea
        ref={ref}
        id={areaId}
        className={css.textarea}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={describedBy === '' ? undefined : describedBy}
        {...area}
      />
      {!showHint ? null : (
        <p id={`${areaId}-hint`} className={formStyles.hint}>
          {hint}
        </p>
      )}
      {!invalid ? null : (
        <p id={`${areaId}-error`} className={formStyles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
