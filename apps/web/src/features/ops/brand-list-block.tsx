import { useId, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { fieldErrorText } from '../../shared/forms/error-text.ts';
import formStyles from '../../shared/forms/form.module.css';
import { Button } from '../../shared/ui/button.tsx';
import css from './brands.module.css';
import styles from './console.module.css';

/** The words of an error on a whole list (`field_required` when it has no row), if any. */
export function listError(
  error: { message?: string | undefined; root?: { message?: string | undefined } } | undefined,
): string | undefined {
  // The resolver files a list's own error under `root` once the list has rows, else on the list.
  const message = error?.root?.message ?? error?.message;
  return message === undefined || message === '' ? undefined : fieldErrorText(message);
}

/**
 * One list of the brand form: its legend and rule, its rows (or "none"), the list's own error,
 * and a button that adds a row while the contract allows more.
 */
export function ListBlock({
  legend,
  hint,
  error,
  empty,
  add,
  children,
}: {
  legend: string;
  hint?: string;
  /** The list's own error, already in words. */
  error: string | undefined;
  empty: boolean;
  /** The add button's text and action; null once the list is full. */
  add: { label: string; onAdd: () => void } | null;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const hintId = useId();
  const errorId = useId();
  const describedBy = [hint === undefined ? null : hintId, error === undefined ? null : errorId]
    .filter(Boolean)
    .join(' ');
  return (
    <fieldset className={css.list} aria-describedby={describedBy === '' ? undefined : describedBy}>
      <legend className={formStyles.label}>{legend}</legend>
      {hint === undefined ? null : (
        <p id={hintId} className={formStyles.hint}>
          {hint}
        </p>
      )}
      {empty ? <p className={styles.muted}>{t('opsBrands.form.noRows')}</p> : children}
      {error === undefined ? null : (
        <p id={errorId} className={formStyles.error}>
          {error}
        </p>
      )}
      {add === null ? null : (
        <div>
          <Button size="sm" variant="secondary" onClick={add.onAdd}>
            {add.label}
          </Button>
        </div>
      )}
    </fieldset>
  );
}

/** The button that removes one row; its name says which (`Remover o domínio 2`). */
export function RemoveRow({ label, onRemove }: { label: string; onRemove: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={css.rowAction}>
      <Button size="sm" variant="ghost" aria-label={label} onClick={onRemove}>
        {t('opsBrands.form.remove')}
      </Button>
    </div>
  );
}
