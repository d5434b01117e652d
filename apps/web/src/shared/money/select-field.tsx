import { useId, type ReactNode, type Ref, type SelectHTMLAttributes } from 'react';
import formStyles from '../forms/form.module.css';
import walletForms from './wallet-forms.module.css';

/** Props of `SelectField`: native select attributes plus its label and error. */
export interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  error?: string | undefined;
  children: ReactNode;
  ref?: Ref<HTMLSelectElement>;
}

/** A labelled select drawn like the shared text field, with the same error wiring. */
export function SelectField({
  label,
  error,
  id,
  ref,
  className,
  children,
  ...select
}: SelectFieldProps) {
  const autoId = useId();
  const selectId = id ?? autoId;
  const errorId = `${selectId}-error`;
  const invalid = error !== undefined && error !== '';
  return (
    <div className={[formStyles.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={selectId} className={formStyles.label}>
        {label}
      </label>
      <div className={formStyles.control}>
        <select
          ref={ref}
          id={selectId}
          className={walletForms.select}
          aria-invalid={invalid ? true : undefined}
          aria-describedby={invalid ? errorId : undefined}
          {...select}
        >
          {children}
        </select>
      </div>
      {invalid ? (
        <p id={errorId} className={formStyles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
