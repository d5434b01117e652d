import { zodResolver } from '@hookform/resolvers/zod';
import { sessionEndpoints, usernameLogin, type LoginOutput } from '@portal/contract/session';
import { requiredText } from '@portal/contract/text';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../i18n/use-translation.ts';
import * as z from 'zod/mini';
import '../../i18n/account-texts.ts';
import { call } from '../../shared/api/api-client.ts';
import { captchaAnswer } from '../../shared/forms/captcha-answer.ts';
import { CaptchaField } from '../../shared/forms/captcha-field.tsx';
import { CheckboxField } from '../../shared/forms/checkbox-field.tsx';
import { errorText } from '../../shared/forms/error-text.ts';
import { FormAlert } from '../../shared/forms/form-alert.tsx';
import styles from '../../shared/forms/form.module.css';
import { PasswordField } from '../../shared/forms/password-field.tsx';
import { applyServerFieldErrors, fieldError } from '../../shared/forms/server-errors.ts';
import { TextField } from '../../shared/forms/text-field.tsx';
import { useWorded } from '../../shared/forms/use-worded.ts';
import { Button } from '../../shared/ui/button.tsx';
import type { LoginCaptcha } from './login-captcha.ts';
import { readRememberedUsername, rememberUsername } from './remembered-username.ts';

/** Props of `LoginUsernameForm`. */
export interface LoginUsernameFormProps {
  side: 'member' | 'agent';
  captcha: LoginCaptcha;
  /** Takes the login answer on (two-factor, forced change or session start). */
  onAnswer: (output: LoginOutput) => Promise<void>;
}

/** Login fields from the contract's own login schema, plus remember-me and the captcha. */
function schemaFor(captchaShown: boolean) {
  return z.object({
    username: usernameLogin.shape.username,
    password: usernameLogin.shape.password,
    captcha: captchaShown ? requiredText(16, 'captcha_required') : z.string(),
    remember: z.boolean(),
  });
}

type Values = z.input<ReturnType<typeof schemaFor>>;

/**
 * Login by username and password (spec section 5: both required and trimmed; the captcha once
 * one is required). The remember-me box keeps only the username, in a one-day cookie.
 */
export function LoginUsernameForm({ side, captcha, onAnswer }: LoginUsernameFormProps) {
  const { t } = useTranslation();
  const [formError, setFormError] = useWorded();
  const [captchaId, setCaptchaId] = useState<string | undefined>();
  const schema = useMemo(() => schemaFor(captcha.shown), [captcha.shown]);
  const remembered = useMemo(readRememberedUsername, []);
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: {
      username: remembered ?? '',
      password: '',
      captcha: '',
      remember: remembered !== null,
    },
  });
  const { register, handleSubmit, setError, setValue, formState } = form;
  const { errors, isSubmitting } = formState;

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const output = await call(sessionEndpoints.login, {
        type: 'username',
        username: values.username.trim(),
        password: values.password.trim(),
        side,
        ...(captcha.shown ? captchaAnswer(values.captcha, captchaId) : {}),
      });
      rememberUsername(values.username.trim(), values.remember);
      await onAnswer(output);
    } catch (error) {
      captcha.noteFailure(error);
      setValue('captcha', '');
      if (!applyServerFieldErrors(error, setError, ['username', 'password', 'captcha'])) {
        setFormError(() => errorText(error));
      }
    }
  });

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <TextField
        label={t('account.fields.username')}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={64}
        error={fieldError(errors.username)}
        {...register('username')}
      />
      <PasswordField
        label={t('account.fields.password')}
        autoComplete="current-password"
        maxLength={128}
        error={fieldError(errors.password)}
        {...register('password')}
      />
      {captcha.shown ? (
        <CaptchaField
          reloadKey={captcha.reloadKey}
          onCaptchaId={setCaptchaId}
          error={fieldError(errors.captcha)}
          {...register('captcha')}
        />
      ) : null}
      <CheckboxField label={t('account.login.remember')} {...register('remember')} />
      <FormAlert message={formError} />
      <Button type="submit" variant="primary" size="lg" block disabled={isSubmitting}>
        {isSubmitting ? t('account.common.working') : t('account.login.submit')}
      </Button>
    </form>
  );
}
