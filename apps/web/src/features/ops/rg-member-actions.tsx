import { responsibleGamingOpsEndpoints as rgOps } from '@portal/contract/responsible-gaming';
import type { OutputOf } from '@portal/contract/endpoint';
import { useState, type BaseSyntheticEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { toBcp47 } from '../../i18n/language-codes.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { isApiError } from '../../shared/api/api-error.ts';
import { fieldErrorText } from '../../shared/forms/error-text.ts';
import formStyles from '../../shared/forms/form.module.css';
import { TextField } from '../../shared/forms/text-field.tsx';
import { formatMoney } from '../../shared/lib/format-money.ts';
import { FormPanel } from './form-panel.tsx';
import { opsCall } from './operator-session.ts';
import type { useFeedback } from './ops-page.tsx';
import { useRgAction } from './rg-queries.ts';
import styles from './console.module.css';

type RgMember = OutputOf<typeof rgOps.opsMember>;
type Feedback = ReturnType<typeof useFeedback>;
type Errors = Record<string, string | undefined>;

/** A refusal's field messages (translated) when it names fields, else the page's alert. */
function failWith(feedback: Feedback, setErrors: (errors: Errors) => void) {
  return (error: unknown) => {
    const fields = isApiError(error) ? error.fields : undefined;
    if (fields === undefined || Object.keys(fields).length === 0) return feedback.fail(error);
    setErrors(Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, fieldErrorText(v)])));
  };
}

/** Asks for the early lift of the member's exclusion; a second operator decides it. */
export function RgLiftRequest({ member, feedback }: { member: RgMember; feedback: Feedback }) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const ask = useRgAction(
    (input: { memberId: string; reason: string }) => opsCall(rgOps.opsLiftRequest, input),
    {
      onMutate: () => {
        feedback.clear();
        setErrors({});
      },
      onSuccess: () => {
        setReason('');
        feedback.setNotice(() => t('opsRg.request.sent'));
      },
      onError: failWith(feedback, setErrors),
    },
  );
  const submit = async (event?: BaseSyntheticEvent) => {
    event?.preventDefault();
    await ask.mutateAsync({ memberId: member.memberId, reason }).catch(() => undefined);
  };
  return (
    <FormPanel
      title={t('opsRg.request.heading')}
      submitLabel={t('opsRg.request.submit')}
      submitting={ask.isPending}
      formError={null}
      onSubmit={submit}
    >
      <TextField
        label={t('opsRg.request.reason')}
        value={reason}
        maxLength={500}
        error={errors.reason}
        onChange={(event) => setReason(event.target.value)}
      />
    </FormPanel>
  );
}

/**
 * Pays the member's balance (or part) out to one of the member's receiving accounts; the
 * withdrawal then waits for the normal review. One idempotency key per payout: a retry of the
 * same one (a lost answer) cannot pay twice; a new key once it was answered.
 */
export function RgPayout({ member, feedback }: { member: RgMember; feedback: Feedback }) {
  const { t } = useTranslation();
  const locale = toBcp47(useLanguage());
  const { accounts, available } = member.payout;
  const [accountId, setAccountId] = useState(accounts[0]?.accountId ?? '');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [key, setKey] = useState(() => crypto.randomUUID());
  const pay = useRgAction(
    (input: { memberId: string; accountId: string; amount?: string; reason: string }) =>
      opsCall(rgOps.opsPayout, input, { idempotencyKey: key }),
    {
      onMutate: () => {
        feedback.clear();
        setErrors({});
      },
      onSuccess: (out) => {
        setKey(crypto.randomUUID());
        setAmount('');
        setReason('');
        feedback.setNotice(() =>
          t('opsRg.payout.done', {
            id: out.withdrawal.withdrawalId,
            amount: formatMoney(out.withdrawal.amount, locale),
          }),
        );
      },
      onError: (error) => {
        // An answered refusal is kept under its key: the next try needs a new one. Without an
        // answer (network, server down) the key stays, so a retry cannot pay twice.
        if (isApiError(error) && error.status >= 400 && error.status < 500)
          setKey(crypto.randomUUID());
        failWith(feedback, setErrors)(error);
      },
    },
  );
  const heading = <h4>{t('opsRg.payout.heading')}</h4>;
  if (member.exclusion === null)
    return (
      <>
        {heading}
        <p className={styles.muted}>{t('opsRg.payout.notExcluded')}</p>
      </>
    );
  if (accounts.length === 0)
    return (
      <>
        {heading}
        <p className={styles.muted}>{t('opsRg.payout.noAccounts')}</p>
      </>
    );
  // Nothing to take out (a payout sent already, or open turnover): no form that can only fail.
  if (!/[1-9]/u.test(available))
    return (
      <>
        {heading}
        <p className={styles.muted}>{t('opsRg.payout.nothing')}</p>
      </>
    );
  const submit = async (event?: BaseSyntheticEvent) => {
    event?.preventDefault();
    const input = {
      memberId: member.memberId,
      accountId,
      reason,
      ...(amount.trim() === '' ? {} : { amount: amount.trim() }),
    };
    await pay.mutateAsync(input).catch(() => undefined);
  };
  return (
    <FormPanel
      title={t('opsRg.payout.heading')}
      submitLabel={t('opsRg.payout.submit')}
      submitting={pay.isPending}
      formError={null}
      onSubmit={submit}
      extra={
        <>
          <p className={styles.muted}>{t('opsRg.payout.intro')}</p>
          <p>{t('opsRg.payout.available', { amount: formatMoney(available, locale) })}</p>
        </>
      }
    >
      <label className={formStyles.field}>
        <span className={formStyles.label}>{t('opsRg.payout.account')}</span>
        <select
          className={styles.select}
          value={accountId}
          onChange={(event) => setAccountId(event.target.value)}
        >
          {accounts.map((a) => (
            <option key={a.accountId} value={a.accountId}>
              {`${a.institution} · ${a.holderName} · ${a.maskedNumber}`}
            </option>
          ))}
        </select>
      </label>
      <TextField
        label={t('opsRg.payout.amount')}
        value={amount}
        inputMode="decimal"
        error={errors.amount}
        onChange={(event) => setAmount(event.target.value)}
      />
      <TextField
        label={t('opsRg.payout.reason')}
        value={reason}
        maxLength={500}
        error={errors.reason}
        onChange={(event) => setReason(event.target.value)}
      />
    </FormPanel>
  );
}
