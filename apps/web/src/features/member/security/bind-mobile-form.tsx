import { zodResolver } from '@hookform/resolvers/zod';
import { bindMobileInput, memberEndpoints } from '@portal/contract/member';
import { smsEndpoints } from '@portal/contract/sms';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation.ts';
import type * as z from 'zod/mini';
import { call } from '../../../shared/api/api-client.ts';
import { MobileField } from '../../../shared/forms/mobile-field.tsx';
import { fieldError } from '../../../shared/forms/server-errors.ts';
import { useWorded } from '../../../shared/forms/use-worded.ts';
import styles from '../../../shared/money/wallet.module.css';
import walletForms from '../../../shared/money/wallet-forms.module.css';
import '../../../shared/money/wallet-texts.ts';
import { BindProof, proofOf, type BindFormProps } from './bind-proof.tsx';
import { showBindingError } from './contact-binding-errors.ts';

type Values = z.input<typeof bindMobileInput>;

const names = ['mobileNum', 'verificationCode', 'password'] as const;

/** Props of `BindMobileForm`. */
export type BindMobileFormProps = BindFormProps;

/**
 * Binds or changes the mobile number: the code goes to the new number
 * (`POST /wps/verification/sms/bind`), then the encrypted `PUT /wps/member/mobile` binds it
 * with the code and, when the member has one, the login password.
 */
export function BindMobileForm({ hasPassword, onBound, onCancel }: BindMobileFormProps) {
  const { t } = useTranslation();
  const [formError, setFormError] = useWorded();
  const { register, handleSubmit, setError, setValue, watch, trigger, getValues, formState } =
    useForm<Values>({
      resolver: zodResolver(bindMobileInput),
      defaultValues: { countryDialingCode: '', mobileNum: '', verificationCode: '', password: '' },
    });
  const { errors, isSubmitting } = formState;

  const sendCode = async (): Promise<number | null> => {
    setFormError(null);
    if (!(await trigger(['mobileNum', 'countryDialingCode'], { shouldFocus: true }))) return null;
    const { mobileNum, countryDialingCode } = getValues();
    try {
      const answer = await call(smsEndpoints.bind, {
        mobileNum: mobileNum.trim(),
        countryDialingCode,
      });
      return answer.expiredMinutes;
    } catch (error) {
      // Refusals (a taken number, throttling) show in the form, not in a second dialog.
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
      await call(memberEndpoints.bindMobile, {
        mobileNum: values.mobileNum,
        countryDialingCode: values.countryDialingCode,
        ...proof,
      });
      onBound();
    } catch (error) {
      showBindingError(error, setError, names, setFormError);
    }
  });

  return (
    <form className={walletForms.form} onSubmit={(event) => void submit(event)} noValidate>
      <p className={styles.muted}>{t('wallet.security.bind.mobileText')}</p>
      <MobileField
        label={t('wallet.security.bind.newMobile')}
        dialingCode={watch('countryDialingCode')}
        onDialingCodeChange={(code) => setValue('countryDialingCode', code)}
        error={fieldError(errors.mobileNum) ?? fieldError(errors.countryDialingCode)}
        {...register('mobileNum')}
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
