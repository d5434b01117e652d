import { zodResolver } from '@hookform/resolvers/zod';
import { memberEndpoints } from '@portal/contract/member';
import type { RegisterSettingOutput } from '@portal/contract/system';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../i18n/use-translation.ts';
import * as z from 'zod/mini';
import '../../i18n/account-texts.ts';
import { call } from '../../shared/api/api-client.ts';
import { errorText } from '../../shared/forms/error-text.ts';
import { FormAlert } from '../../shared/forms/form-alert.tsx';
import styles from '../../shared/forms/form.module.css';
import { ruleText } from '../../shared/forms/rule-text.ts';
import { applyServerFieldErrors, fieldError } from '../../shared/forms/server-errors.ts';
import { TextField } from '../../shared/forms/text-field.tsx';
import { Button } from '../../shared/ui/button.tsx';
import { useWorded } from '../../shared/forms/use-worded.ts';

/** Props of `ForgotEmailForm`. */
export interface ForgotEmailFormProps {
  rules: RegisterSettingOutput['rules'];
  /** The link was sent: the popup shows `in_been_out` and closes. */
  onSent: () => void;
}

function schemaFor(rules: RegisterSettingOutput['rules']) {
  return z.object({
    username: ruleText({ rule: rules.username, required: true }),
    email: ruleText({ rule: rules.email, required: true }),
  });
}

type Values = z.input<ReturnType<typeof schemaFor>>;

/**
 * Password recovery by email (spec section 5: username and email, each required and checked
 * with its rule): a form-encoded `POST /wps/member/password/email` that mails a reset link.
 */
export function ForgotEmailForm({ rules, onSent }: ForgotEmailFormProps) {
  const { t } = useTranslation();
  const [formError, setFormError] = useWorded();
  const schema = useMemo(() => schemaFor(rules), [rules]);
  const { register, handleSubmit, setError, formState } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { username: '', email: '' },
  });
  const { errors, isSubmitting } = formState;

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await call(memberEndpoints.forgotByEmail, values);
      onSent();
    } catch (error) {
      if (!applyServerFieldErrors(error, setError, ['username', 'email'])) {
        setFormError(() => errorText(error));
      }
    }
  });

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <p className={styles.text}>{t('account.forgot.emailText')}</p>
      <TextField
        label={t('account.fields.username')}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        error={fieldError(errors.username, rules.username)}
        {...register('username')}
      />
      <TextField
        label={t('account.fields.email')}
        type="email"
        autoComplete="email"
        error={fieldError(errors.email, rules.email)}
        {...register('email')}
      />
      <FormAlert message={formError} />
      <Button type="submit" variant="primary" size="lg" block disabled={isSubmitting}>
        {isSubmitting ? t('account.common.working') : t('account.forgot.sendLink')}
      </Button>
    </form>
  );
}
