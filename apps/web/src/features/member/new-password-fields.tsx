import type { FieldRule } from '@portal/contract/patterns';
import { patternMessageKey } from '@portal/contract/patterns';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from '../../i18n/use-translation.ts';
import '../../i18n/account-texts.ts';
import { fieldErrorText } from '../../shared/forms/error-text.ts';
import { PasswordField } from '../../shared/forms/password-field.tsx';
import { fieldError } from '../../shared/forms/server-errors.ts';
import type { NewPasswordValues } from './password-schema.ts';

/** Props of `NewPasswordFields`. */
export interface NewPasswordFieldsProps {
  form: UseFormReturn<NewPasswordValues>;
  rule: FieldRule | undefined;
  askOldPassword: boolean;
}

/** The current (when asked), new and confirmation password inputs of the password forms. */
export function NewPasswordFields({ form, rule, askOldPassword }: NewPasswordFieldsProps) {
  const { t } = useTranslation();
  const { register, formState } = form;
  const { errors } = formState;
  return (
    <>
      {askOldPassword ? (
        <PasswordField
          label={t('account.fields.currentPassword')}
          autoComplete="current-password"
          error={fieldError(errors.oldPassword)}
          {...register('oldPassword')}
        />
      ) : null}
      <PasswordField
        label={t('account.fields.newPassword')}
        autoComplete="new-password"
        hint={
          rule === undefined ? undefined : fieldErrorText(patternMessageKey(rule.patternId), rule)
        }
        error={fieldError(errors.newPassword, rule)}
        {...register('newPassword')}
      />
      <PasswordField
        label={t('account.fields.confirmNewPassword')}
        autoComplete="new-password"
        error={fieldError(errors.confirmNewPassword)}
        {...register('confirmNewPassword')}
      />
    </>
  );
}
