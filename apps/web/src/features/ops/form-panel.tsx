import type { BaseSyntheticEvent, ReactNode } from 'react';
import { FormAlert } from '../../shared/forms/form-alert.tsx';
import formStyles from '../../shared/forms/form.module.css';
import { Button } from '../../shared/ui/button.tsx';
import styles from './console.module.css';

/** Props of `FormPanel`. */
export interface FormPanelProps {
  title: string;
  submitLabel: string;
  submitting: boolean;
  formError: string | null;
  onSubmit: (event?: BaseSyntheticEvent) => Promise<void>;
  /** The fields, laid out in a grid. */
  children: ReactNode;
  /** What stands under the grid, before the submit button (a checkbox). */
  extra?: ReactNode;
}

/** A console form in its panel: title, the form's alert, the fields in a grid, one submit. */
export function FormPanel({
  title,
  submitLabel,
  submitting,
  formError,
  onSubmit,
  children,
  extra,
}: FormPanelProps) {
  return (
    <form className={`${formStyles.form} ${styles.panel}`} onSubmit={onSubmit} noValidate>
      <h2 className={styles.sectionTitle}>{title}</h2>
      <FormAlert message={formError} />
      <div className={`${styles.formGrid} ${formStyles.fieldGrid}`}>{children}</div>
      {extra}
      <div>
        <Button type="submit" variant="primary" disabled={submitting}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
