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
import type { ForcedPasswordChange } from '../../shared/modals/modal-store.ts';
import { Button } from '../../shared/ui/button.tsx';
import { CoreModal } from '../../shared/ui/core-modal.tsx';
import { NewPasswordFields } from './new-password-fields.tsx';
import {
  newPasswordSchema,
  passwordFieldCodes,
  type NewPasswordValues,
} from './password-schema.ts';
import { registerSettingQueryOptions } from './register-setting-query.ts';

const passwordFields = ['oldPassword', 'newPassword', 'confirmNewPassword'] as const;

/** Props of `ChangePasswordModal`. */
export interface ChangePasswordModalProps {
  onClose: () => void;
  /** The forced change after a login with a default or expired password. */
  forced?: ForcedPasswordChange | undefined;
  /** The change answered a fresh token (every other session ended): the app adopts it. */
  onChanged: (token: string, forced: ForcedPasswordChange | undefined) => Promise<void>;
}

/**
 * The change-password modal (`POST /wps/member/password`, encrypted). In the forced case the
 * current password is not asked (the login just proved it), the modal cannot be dismissed, and
 * the held token authorises the call.
 */
export function ChangePasswordModal({ onClose, forced, onChanged }: ChangePasswordModalProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const rule = useQuery(registerSettingQueryOptions(language)).data?.rules.password;
  const askOldPassword = forced === undefined;
  const schema = useMemo(() => newPasswordSchema(rule, askOldPassword), [rule, askOldPassword]);
  const [formError, setFormError] = useWorded();
  const form = useForm<NewPasswordValues>({
    resolver: zodResolver(schema),
    defaultValues: { oldPassword: '', newPassword: '', confirmNewPassword: '' },
  });
  const { handleSubmit, setError, formState } = form;

  const submit = handleSubmit(async ({ oldPassword, newPassword, confirmNewPassword }) => {
    setFormError(null);
    try {
      const { token } = await call(
        memberEndpoints.changePassword,
        { ...(askOldPassword ? { oldPassword } : {}), newPassword, confirmNewPassword },
        forced === undefined ? {} : { headers: { Authorization: `Bearer ${forced.token}` } },
      );
      await onChanged(token, forced);
      onClose();
    } catch (error) {
      if (applyServerFieldErrors(error, setError, passwordFields)) return;
      const field = isApiError(error) ? passwordFieldCodes[error.code] : undefined;
      if (isApiError(error) && field !== undefined && (field !== 'oldPassword' || askOldPassword)) {
        setError(field, { message: error.code }, { shouldFocus: true });
      } else {
        setFormError(() => errorText(error));
      }
    }
  });

  return (
    <CoreModal
      title={t('account.change.title')}
      onClose={onClose}
      dismissible={forced === undefined}
      width={440}
    >
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        {forced === undefined ? null : (
          <p className={styles.text}>{t('account.change.forcedText')}</p>
        )}
        <NewPasswordFields form={form} rule={rule} askOldPassword={askOldPassword} />
        <FormAlert message={formError} />
        <Button type="submit" variant="primary" size="lg" block disabled={formState.isSubmitting}>
          {formState.isSubmitting ? t('account.common.working') : t('account.change.submit')}
        </Button>
      </form>
    </CoreModal>
  );
}
