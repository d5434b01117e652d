import { zodResolver } from '@hookform/resolvers/zod';
import {
  adjustBalanceInput,
  approvalStates,
  opsEndpoints,
  type ApprovalView,
  type OpsMeOutput,
} from '@portal/contract/ops';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import type * as z from 'zod/mini';
import { toBcp47 } from '../../i18n/language-codes.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { fieldError } from '../../shared/forms/server-errors.ts';
import { TextField } from '../../shared/forms/text-field.tsx';
import { formatMoney } from '../../shared/lib/format-money.ts';
import { formatTime } from '../../shared/lib/format-time.ts';
import { opsCall } from './operator-session.ts';
import { can, opsKeys } from './ops-queries.ts';
import { OpsTable, type OpsColumn } from './ops-table.tsx';
import { QueryState } from './query-state.tsx';
import { useOpsForm } from './use-ops-form.ts';
import { OpsPage, RowAction, useFeedback } from './ops-page.tsx';
import { FormPanel } from './form-panel.tsx';
import styles from './console.module.css';

type AskValues = z.input<typeof adjustBalanceInput>;

/** Asks for a manual balance adjustment; another operator decides it. */
function AskAdjustment({ onAsked }: { onAsked: (id: string) => void }) {
  const { t } = useTranslation();
  const { form, submit, formError } = useOpsForm<AskValues, z.output<typeof adjustBalanceInput>>({
    resolver: zodResolver(adjustBalanceInput),
    defaultValues: { memberId: '', amount: '', reason: '' } satisfies AskValues,
    fields: ['memberId', 'amount', 'reason'],
    send: async (values) => onAsked((await opsCall(opsEndpoints.adjustBalance, values)).id),
  });
  const { register, formState } = form;
  return (
    <FormPanel
      title={t('ops.approvals.askHeading')}
      submitLabel={t('ops.approvals.ask')}
      submitting={formState.isSubmitting}
      formError={formError}
      onSubmit={submit}
    >
      <TextField
        label={t('ops.approvals.memberId')}
        inputMode="numeric"
        error={fieldError(formState.errors.memberId)}
        {...register('memberId')}
      />
      <TextField
        label={t('ops.approvals.amount')}
        hint={t('ops.approvals.amountHint')}
        inputMode="decimal"
        error={fieldError(formState.errors.amount)}
        {...register('amount')}
      />
      <TextField
        label={t('ops.approvals.reason')}
        error={fieldError(formState.errors.reason)}
        {...register('reason')}
      />
    </FormPanel>
  );
}

type StateFilter = (typeof approvalStates)[number] | '';

/**
 * Four-eyes requests: the list with a state filter, and approve or refuse for those another
 * operator asked for (the server refuses a self-decision too).
 */
export function ApprovalsPage({ me }: { me: OpsMeOutput }) {
  const { t } = useTranslation();
  const locale = toBcp47(useLanguage());
  const queryClient = useQueryClient();
  const [state, setState] = useState<StateFilter>('pending');
  const [pageNo, setPageNo] = useState(1);
  const feedback = useFeedback();
  const decides = can(me, 'approvals.decide');
  const list = useQuery({
    queryKey: opsKeys.approvals(state, pageNo),
    queryFn: ({ signal }) =>
      opsCall(
        opsEndpoints.approvals,
        { pageNo, pageSize: 20, ...(state === '' ? {} : { state }) },
        { signal },
      ),
    enabled: decides,
  });
  const decide = useMutation({
    mutationFn: (input: { id: string; decision: 'approve' | 'reject' }) =>
      opsCall(opsEndpoints.approvalDecide, { ...input, remark: '' }),
    onMutate: feedback.clear,
    onSuccess: (row) => {
      feedback.setNotice(() =>
        t('ops.approvals.decided', { id: row.id, state: t(`ops.approvals.states.${row.state}`) }),
      );
      void queryClient.invalidateQueries({ queryKey: opsKeys.allApprovals });
      // A payout or dispute decision changes its withdrawal too.
      void queryClient.invalidateQueries({ queryKey: opsKeys.allWithdrawals });
    },
    onError: feedback.fail,
  });
  const columns: OpsColumn<ApprovalView>[] = [
    { key: 'id', header: '#', cell: (r) => r.id, text: (r) => Number(r.id), sortable: true },
    {
      key: 'kind',
      header: t('ops.approvals.kind'),
      cell: (r) => t(`ops.approvals.kinds.${r.kind}`),
      text: (r) => t(`ops.approvals.kinds.${r.kind}`),
    },
    {
      key: 'member',
      header: t('ops.approvals.member'),
      cell: (r) => `${r.memberAccount} (${r.memberId})`,
      text: (r) => r.memberAccount,
      sortable: true,
    },
    {
      key: 'amount',
      numeric: true,
      header: t('ops.approvals.amount'),
      cell: (r) => formatMoney(r.amount, locale),
      text: (r) => r.amount,
      sortable: true,
    },
    {
      key: 'reason',
      header: t('ops.approvals.reason'),
      cell: (r) => r.reason,
      text: (r) => r.reason,
    },
    {
      key: 'requested',
      header: t('ops.approvals.requestedBy'),
      cell: (r) => `${r.requestedBy} · ${formatTime(r.requestedAt, locale)}`,
      text: (r) => r.requestedBy,
      sortable: true,
    },
    {
      key: 'state',
      header: t('ops.approvals.state'),
      cell: (r) =>
        r.state === 'pending'
          ? t('ops.approvals.states.pending')
          : `${t(`ops.approvals.states.${r.state}`)} · ${r.decidedBy ?? ''}`,
      text: (r) => r.state,
    },
    {
      key: 'decide',
      pinned: true,
      header: '',
      cell: (r) => {
        if (r.state !== 'pending') return null;
        if (r.requestedBy === me.operator.username)
          return <span className={styles.muted}>{t('ops.approvals.ownRequest')}</span>;
        return (
          <div className={styles.actions}>
            <RowAction
              primary
              label={t('ops.approvals.approve')}
              target={`#${r.id}`}
              disabled={decide.isPending}
              onClick={() => decide.mutate({ id: r.id, decision: 'approve' })}
            />
            <RowAction
              label={t('ops.approvals.reject')}
              target={`#${r.id}`}
              disabled={decide.isPending}
              onClick={() => decide.mutate({ id: r.id, decision: 'reject' })}
            />
          </div>
        );
      },
      text: () => null,
    },
  ];
  return (
    <OpsPage title={t('ops.approvals.heading')} feedback={feedback}>
      {can(me, 'money.adjust') ? (
        <AskAdjustment
          onAsked={(id) => {
            feedback.setNotice(() => t('ops.approvals.asked', { id }));
            void queryClient.invalidateQueries({ queryKey: opsKeys.allApprovals });
          }}
        />
      ) : null}
      {!decides ? null : (
        <>
          <label className={styles.filter}>
            <span>{t('ops.approvals.state')}</span>
            <select
              className={styles.select}
              aria-label={t('ops.approvals.state')}
              value={state}
              onChange={(event) => {
                setState(event.target.value as StateFilter);
                setPageNo(1);
              }}
            >
              <option value="">{t('ops.approvals.all')}</option>
              {approvalStates.map((s) => (
                <option key={s} value={s}>
                  {t(`ops.approvals.states.${s}`)}
                </option>
              ))}
            </select>
          </label>
          <QueryState query={list}>
            {(data) => (
              <OpsTable
                caption={t('ops.approvals.heading')}
                columns={columns}
                rows={data.items}
                rowKey={(row) => row.id}
                exportName="approvals"
                paging={{ pageNo: data.pageNum, pages: data.totalPages, onPage: setPageNo }}
              />
            )}
          </QueryState>
        </>
      )}
    </OpsPage>
  );
}
