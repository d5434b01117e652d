import { zodResolver } from '@hookform/resolvers/zod';
import {
  withdrawalResolveInput,
  withdrawalReviewInput,
  withdrawalsOpsEndpoints,
  type OpsWithdrawal,
  type WithdrawalDecisionOutput,
} from '@portal/contract/withdrawals';
import { useEffect } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from '../../i18n/use-translation.ts';
import type * as z from 'zod/mini';
import { toBcp47 } from '../../i18n/language-codes.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import formStyles from '../../shared/forms/form.module.css';
import { fieldError } from '../../shared/forms/server-errors.ts';
import { TextField } from '../../shared/forms/text-field.tsx';
import { formatMoney } from '../../shared/lib/format-money.ts';
import { Button } from '../../shared/ui/button.tsx';
import { FormPanel } from './form-panel.tsx';
import { opsCall } from './operator-session.ts';
import { useOpsForm } from './use-ops-form.ts';
import styles from './console.module.css';

/** Props of the panels that act on one withdrawal. */
interface DecisionPanelProps {
  row: OpsWithdrawal;
  /** The server's answer once the call went through; the page closes the panel. */
  onDone: (answer: WithdrawalDecisionOutput) => void;
  onCancel: () => void;
}

function CancelButton({ onCancel }: { onCancel: () => void }) {
  const { t } = useTranslation();
  return (
    <div>
      <Button size="sm" variant="secondary" onClick={onCancel}>
        {t('ops.withdrawals.cancel')}
      </Button>
    </div>
  );
}

type RefuseValues = z.input<typeof withdrawalReviewInput>;

/** The confirmation of a refusal, with its remark: the held funds go back to the member. */
export function RefusePanel({ row, onDone, onCancel }: DecisionPanelProps) {
  const { t } = useTranslation();
  const { form, submit, formError } = useOpsForm<
    RefuseValues,
    z.output<typeof withdrawalReviewInput>
  >({
    resolver: zodResolver(withdrawalReviewInput),
    defaultValues: { id: row.withdrawalId, decision: 'reject', remark: '' } satisfies RefuseValues,
    fields: ['remark'],
    send: async (values) =>
      onDone(await opsCall(withdrawalsOpsEndpoints.opsWithdrawalReview, values)),
  });
  const { register, formState, setFocus } = form;
  useEffect(() => setFocus('remark'), [setFocus]);
  return (
    <FormPanel
      title={t('ops.withdrawals.refuseHeading', { id: row.withdrawalId })}
      submitLabel={t('ops.withdrawals.confirmRefuse')}
      submitting={formState.isSubmitting}
      formError={formError}
      onSubmit={submit}
      extra={
        <>
          <p className={styles.muted}>{t('ops.withdrawals.refuseIntro')}</p>
          <CancelButton onCancel={onCancel} />
        </>
      }
    >
      <TextField
        label={t('ops.withdrawals.remark')}
        maxLength={500}
        error={fieldError(formState.errors.remark)}
        {...register('remark')}
      />
    </FormPanel>
  );
}

type ResolveValues = z.input<typeof withdrawalResolveInput>;

/** An empty amount is no amount: the server refunds the missing amount. */
function optionalAmount(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/**
 * The resolution of a disputed withdrawal: refund (the missing amount unless told) or reject.
 * It is always a request that a second operator approves.
 */
export function ResolvePanel({ row, onDone, onCancel }: DecisionPanelProps) {
  const { t } = useTranslation();
  const locale = toBcp47(useLanguage());
  const { form, submit, formError } = useOpsForm<
    ResolveValues,
    z.output<typeof withdrawalResolveInput>
  >({
    resolver: zodResolver(withdrawalResolveInput),
    defaultValues: { id: row.withdrawalId, action: 'refund', remark: '' } satisfies ResolveValues,
    fields: ['action', 'amount', 'remark'],
    send: async (values) =>
      onDone(await opsCall(withdrawalsOpsEndpoints.opsWithdrawalResolve, values)),
  });
  const { register, formState, setFocus, control } = form;
  const action = useWatch({ control, name: 'action' });
  useEffect(() => setFocus('action'), [setFocus]);
  return (
    <FormPanel
      title={t('ops.withdrawals.resolveHeading', { id: row.withdrawalId })}
      submitLabel={t('ops.withdrawals.sendResolve')}
      submitting={formState.isSubmitting}
      formError={formError}
      onSubmit={submit}
      extra={<CancelButton onCancel={onCancel} />}
    >
      <label className={formStyles.field}>
        <span className={formStyles.label}>{t('ops.withdrawals.resolveAction')}</span>
        <select
          className={styles.select}
          aria-label={t('ops.withdrawals.resolveAction')}
          {...register('action')}
        >
          {(['refund', 'reject'] as const).map((value) => (
            <option key={value} value={value}>
              {t(`ops.withdrawals.resolveActions.${value}`)}
            </option>
          ))}
        </select>
      </label>
      {action !== 'refund' ? null : (
        <TextField
          label={t('ops.withdrawals.resolveAmount')}
          hint={t('ops.withdrawals.resolveAmountHint', {
            amount: formatMoney(row.missingAmount ?? row.amount, locale),
          })}
          inputMode="decimal"
          error={fieldError(formState.errors.amount)}
          {...register('amount', { setValueAs: optionalAmount, shouldUnregister: true })}
        />
      )}
      <TextField
        label={t('ops.withdrawals.remark')}
        maxLength={500}
        error={fieldError(formState.errors.remark)}
        {...register('remark')}
      />
    </FormPanel>
  );
}
