import { zodResolver } from '@hookform/resolvers/zod';
import { bindEmailInput, memberEndpoints } from '@portal/contract/member';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation.ts';
import type * as z from 'zod/mini';
import { call } from '../../../shared/api/api-client.ts';
import { fieldError } from '../../../shared/forms/server-errors.ts';
import { TextField } from '../../../shared/forms/text-field.tsx';
import { useWorded } from '../../../shared/forms/use-worded.ts';
import styles from '../../../shared/money/wallet.module.css';
import walletForms from '../../../shared/money/wallet-forms.module.css';
import '../../../shared/money/wallet-texts.ts';
import { BindProof, proofOf, type BindFormProps } from './bind-proof.tsx';
import { showBindingError } from './contact-binding-errors.ts';

type Values = z.input<typeof bindEmailInput>;

const names = ['email', 'verificationCode', 'password'] as const;

/** Props of `BindEmailForm`. */
export type BindEmailFormProps = BindFormProps;

/**
 * Binds or changes the email: the code goes to the new address (`POST /wps/member/email/code`),
 * then the encrypted `PUT /wps/member/email` binds it with the code and, when the member has
 * one, the login password. The send button waits like the SMS one.
 */
export function BindEmailForm({ hasPassword, onBound, onCancel }: BindEmailFormProps) {
  const { t } = useTranslation();
  const [formError, setFormError] = useWorded();
  const { register, handleSubmit, setError, trigger, getValues, formState } = useForm<Values>({
    resolver: zodResolver(bindEmailInput),
    defaultValues: { email: '', verificationCode: '', password: '' },
  });
  const { errors, isSubmitting } = formState;

  const sendCode = async (): Promise<number | null> => {
    setFormError(null);
    if (!(await trigger('email', { shouldFocus: true }))) return null;
    try {
      const answer = await call(memberEndpoints.emailCode, { email: getValues('email').trim() });
      return answer.expiredMinutes;
    } catch (error) {
      // Refusals (the same address, throttling) show in the form, not in a second dialog.
      showBindingError(error, setError, names, setFormError);
      return null;
    }
  };

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    const proof = proofOf(values, hasPassword);
    if (proof === null) {
      setError('password', { message: 'field_required' }, { shouldFocus: true });
      return;
    }
    try {
      await call(memberEndpoints.bindEmail, {
        email: values.email,
        ...proof,
      });
      onBound();
    } catch (error) {
      showBindingError(error, setError, names, setFormError);
    }
  });

  return (
    <form className={walletForms.form} onSubmit={(event) => void submit(event)} noValidate>
      <p className={styles.muted}>{t('wallet.security.bind.emailText')}</p>
      <TextField
        label={t('wallet.security.bind.newEmail')}
        type="email"
        autoComplete="email"
        error={fieldError(errors.email)}
        {...register('email')}
      />
      <BindProof
        hasPassword={hasPassword}
        code={register('verificationCode')}
        password={register('password')}
        codeError={fieldError(errors.verificationCode)}
        passwordError={fieldError(errors.password)}
        sendCode={sendCode}
        formError={formError}
        submitting={isSubmitting}
        onCancel={onCancel}
      />
    </form>
  );
}
