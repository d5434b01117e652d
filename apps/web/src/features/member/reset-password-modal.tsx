import { zodResolver } from '@hookform/resolvers/zod';
import { memberEndpoints } from '@portal/contract/member';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../i18n/use-translation.ts';
import '../../i18n/account-texts.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { call } from '../../shared/api/api-client.ts';
import { isApiError } from '../../shared/api/api-error.ts';
import { errorText } from '../../shared/forms/error-text.ts';
import { FormAlert } from '../../shared/forms/form-alert.tsx';
import { applyServerFieldErrors } from '../../shared/forms/server-errors.ts';
import styles from '../../shared/forms/form.module.css';
import { useWorded } from '../../shared/forms/use-worded.ts';
import { openModal } from '../../shared/modals/modal-store.ts';
import { Button } from '../../shared/ui/button.tsx';
import { CoreModal } from '../../shared/ui/core-modal.tsx';
import { NewPasswordFields } from './new-password-fields.tsx';
import {
  newPasswordSchema,
  passwordFieldCodes,
  type NewPasswordValues,
} from './password-schema.ts';
import { registerSettingQueryOptions } from './register-setting-query.ts';

/** Props of `ResetPasswordModal`. */
export interface ResetPasswordModalProps {
  onClose: () => void;
  /** The single-use token of the emailed link. */
  resetToken: string;
}

/**
 * The reset-password modal of an emailed link (`/?resetToken=...`): a new password and its
 * confirmation, `POST /wps/member/password/reset`, then the login popup.
 */
export function ResetPasswordModal({ onClose, resetToken }: ResetPasswordModalProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const rule = useQuery(registerSettingQueryOptions(language)).data?.rules.password;
  const schema = useMemo(() => newPasswordSchema(rule, false), [rule]);
  const [formError, setFormError] = useWorded();
  const form = useForm<NewPasswordValues>({
    resolver: zodResolver(schema),
    defaultValues: { oldPassword: '', newPassword: '', confirmNewPassword: '' },
  });
  const { handleSubmit, setError, formState } = form;

  const submit = handleSubmit(async ({ newPassword, confirmNewPassword }) => {
    setFormError(null);
    try {
      await call(memberEndpoints.resetByEmail, { resetToken, newPassword, confirmNewPassword });
      onClose();
      openModal('login', { notice: t('account.reset.done') });
    } catch (error) {
      if (applyServerFieldErrors(error, setError, ['newPassword', 'confirmNewPassword'])) return;
      const field = isApiError(error) ? passwordFieldCodes[error.code] : undefined;
      if (isApiError(error) && field !== undefined && field !== 'oldPassword') {
        setError(field, { message: error.code }, { shouldFocus: true });
      } else {
        setFormError(() => errorText(error));
      }
    }
  });

  return (
    <CoreModal title={t('account.reset.title')} onClose={onClose} width={440}>
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <p className={styles.text}>{t('account.reset.text')}</p>
        <NewPasswordFields form={form} rule={rule} askOldPassword={false} />
        <FormAlert message={formError} />
        <Button type="submit" variant="primary" size="lg" block disabled={formState.isSubmitting}>
          {formState.isSubmitting ? t('account.common.working') : t('account.reset.submit')}
        </Button>
      </form>
    </CoreModal>
  );
}
