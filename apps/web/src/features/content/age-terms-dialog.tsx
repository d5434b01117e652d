import { constants } from '@portal/contract/constants';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Button } from '../../shared/ui/button.tsx';
import { Dialog } from '../../shared/ui/dialog.tsx';
import styles from './age-terms-dialog.module.css';

/** Props of `AgeTermsDialog`. */
export interface AgeTermsDialogProps {
  /** Address of the terms and conditions, opened in a new tab so the dialog stays. */
  termsHref: string;
  onAccept: () => void;
}

/**
 * The age and terms confirmation of a first visit. It cannot be dismissed: the box must be
 * ticked, otherwise an error shows and nothing is stored (spec section 5).
 */
export function AgeTermsDialog({ termsHref, onAccept }: AgeTermsDialogProps) {
  const { t } = useTranslation();
  const [checked, setChecked] = useState(false);
  const [showError, setShowError] = useState(false);
  const formId = useId();
  const errorId = useId();
  const age = constants.ageStatement;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!checked) {
      setShowError(true);
      return;
    }
    onAccept();
  };

  return (
    <Dialog
      title={t('modals.termsTitle')}
      onClose={() => undefined}
      coverDisabled
      closeOnEscape={false}
      size="md"
      actions={
        <Button type="submit" form={formId} variant="primary" size="lg">
          {t('modals.termsSubmit')}
        </Button>
      }
    >
      <form id={formId} className={styles.form} onSubmit={submit} noValidate>
        <span className={styles.badge} aria-hidden="true">
          {age}+
        </span>
        <p>{t('modals.termsText', { age })}</p>
        <a className={styles.link} href={termsHref} target="_blank" rel="noopener noreferrer">
          {t('modals.termsLink')}{' '}
          <span className="visually-hidden">{t('common.opensInNewWindow')}</span>
        </a>
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={checked}
            required
            aria-invalid={showError && !checked}
            aria-describedby={showError && !checked ? errorId : undefined}
            onChange={(event) => {
              setChecked(event.target.checked);
              if (event.target.checked) setShowError(false);
            }}
          />
          <span>{t('modals.termsCheckbox', { age })}</span>
        </label>
        {showError && !checked ? (
          <p id={errorId} role="alert" className={styles.error}>
            {t('modals.termsError')}
          </p>
        ) : null}
      </form>
    </Dialog>
  );
}
