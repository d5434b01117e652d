import { constants } from '@portal/contract/constants';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { FormAlert } from '../../../shared/forms/form-alert.tsx';
import { PasswordField } from '../../../shared/forms/password-field.tsx';
import { SendCodeButton } from '../../../shared/forms/send-code-button.tsx';
import { TextField } from '../../../shared/forms/text-field.tsx';
import { Button } from '../../../shared/ui/button.tsx';
import '../../../shared/money/wallet-texts.ts';
import local from './contact-binding.module.css';

/** Props both binding forms take. */
export interface BindFormProps {
  /** The member has a login password: the form asks for it (the server checks it). */
  hasPassword: boolean;
  /** Bound: the caller refreshes the member info and closes the dialog. */
  onBound: () => void;
  onCancel: () => void;
}

/** Props of `BindProof`. */
export interface BindProofProps {
  hasPassword: boolean;
  code: UseFormRegisterReturn;
  password: UseFormRegisterReturn;
  codeError: string | undefined;
  passwordError: string | undefined;
  /** Sends the code; answers its validity in minutes, or null when nothing was sent. */
  sendCode: () => Promise<number | null>;
  formError: string | null;
  submitting: boolean;
  onCancel: () => void;
}

/**
 * The half both binding forms share, under the new number or address: the code with its send
 * button and countdown, the login password when the member has one, the form's alert and the
 * confirm and cancel buttons.
 */
export function BindProof(props: BindProofProps) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        label={t('wallet.security.bind.code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={constants.verificationCodeMaxLength}
        error={props.codeError}
        after={<SendCodeButton send={props.sendCode} />}
        {...props.code}
      />
      {props.hasPassword ? (
        <PasswordField
          label={t('wallet.security.bind.password')}
          autoComplete="current-password"
          error={props.passwordError}
          {...props.password}
        />
      ) : null}
      <FormAlert message={props.formError} />
      <div className={local.actions}>
        <Button type="submit" variant="primary" disabled={props.submitting}>
          {props.submitting ? t('wallet.common.working') : t('wallet.security.bind.submit')}
        </Button>
        <Button variant="secondary" onClick={props.onCancel}>
          {t('wallet.security.bind.cancel')}
        </Button>
      </div>
    </>
  );
}

/**
 * The proof a bind call sends: the code, and the password only when the member has one. Null
 * when that password is still empty (the form marks the field instead of sending).
 */
export function proofOf(
  values: { verificationCode: string; password?: string | undefined },
  hasPassword: boolean,
): { verificationCode: string; password?: string } | null {
  if (!hasPassword) return { verificationCode: values.verificationCode };
  const password = values.password ?? '';
  return password === '' ? null : { verificationCode: values.verificationCode, password };
}
