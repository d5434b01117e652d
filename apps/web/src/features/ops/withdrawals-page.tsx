import type { OpsMeOutput } from '@portal/contract/ops';
import {
  withdrawalStatus,
  withdrawalsOpsEndpoints,
  type OpsWithdrawal,
  type WithdrawalDecisionOutput,
} from '@portal/contract/withdrawals';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import type * as z from 'zod/mini';
import { toBcp47 } from '../../i18n/language-codes.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { formatMoney } from '../../shared/lib/format-money.ts';
import { formatTime } from '../../shared/lib/format-time.ts';
import { Button } from '../../shared/ui/button.tsx';
import { opsCall } from './operator-session.ts';
import { can, opsKeys } from './ops-queries.ts';
import { OpsPage, RowAction, useFeedback } from './ops-page.tsx';
import { OpsTable, type OpsColumn } from './ops-table.tsx';
import { ProofsPanel } from './proof-images.tsx';
import { QueryState } from './query-state.tsx';
import { RefusePanel, ResolvePanel } from './withdrawal-forms.tsx';
import styles from './console.module.css';

type Status = z.infer<typeof withdrawalStatus>;

/** The panel open over the list: a refusal, a dispute's resolution, or a dispute's proofs. */
type Panel = { kind: 'refuse' | 'resolve' | 'proofs'; row: OpsWithdrawal } | null;

/**
 * Withdrawals of the brand by status (`review` first): approve and pay or refuse those in
 * review, resolve disputes (always a four-eyes request) after a look at the member's proofs.
 */
export function WithdrawalsPage({ me }: { me: OpsMeOutput }) {
  const { t } = useTranslation();
  const locale = toBcp47(useLanguage());
  const queryClient = useQueryClient();
  const feedback = useFeedback();
  const decides = can(me, 'withdrawals.decide');
  const [status, setStatus] = useState<Status>('review');
  const [memberInput, setMemberInput] = useState('');
  const [member, setMember] = useState('');
  const [pageNo, setPageNo] = useState(1);
  const [panel, setPanel] = useState<Panel>(null);

  const list = useQuery({
    queryKey: opsKeys.withdrawals(status, member, pageNo),
    queryFn: ({ signal }) =>
      opsCall(
        withdrawalsOpsEndpoints.opsWithdrawals,
        { pageNo, pageSize: 20, status, ...(member === '' ? {} : { member }) },
        { signal },
      ),
  });

  const stale = () => {
    void queryClient.invalidateQueries({ queryKey: opsKeys.allWithdrawals });
    void queryClient.invalidateQueries({ queryKey: opsKeys.allApprovals });
  };
  /** What a review or a resolution said, once it went through. */
  const decided = (answer: WithdrawalDecisionOutput, kind: 'approve' | 'refuse' | 'resolve') => {
    const id = answer.withdrawal.withdrawalId;
    setPanel(null);
    const { approval } = answer;
    if (approval !== null)
      feedback.setNotice(() =>
        kind === 'resolve'
          ? t('ops.withdrawals.resolveAsked', { id, approval: approval.id })
          : t('ops.withdrawals.fourEyes', { approval: approval.id }),
      );
    else if (kind === 'refuse') feedback.setNotice(() => t('ops.withdrawals.refused', { id }));
    else
      feedback.setNotice(() =>
        t('ops.withdrawals.approved', {
          id,
          status: t(`ops.withdrawals.statuses.${answer.withdrawal.status}`),
        }),
      );
    stale();
  };
  const approve = useMutation({
    mutationFn: (id: string) =>
      opsCall(withdrawalsOpsEndpoints.opsWithdrawalReview, {
        id,
        decision: 'approve',
        remark: '',
      }),
    onMutate: () => {
      feedback.clear();
      setPanel(null);
    },
    onSuccess: (answer) => decided(answer, 'approve'),
    onError: feedback.fail,
  });
  const open = (kind: NonNullable<Panel>['kind'], row: OpsWithdrawal) => {
    feedback.clear();
    setPanel({ kind, row });
  };

  const filter = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setMember(memberInput.trim());
    setPageNo(1);
  };

  const progress = (r: OpsWithdrawal): string[] =>
    [
      r.reviewedBy === null
        ? null
        : t('ops.withdrawals.reviewed', {
            name: r.reviewedBy,
            at: r.reviewedAt === null ? '' : formatTime(r.reviewedAt, locale),
          }),
      r.paidAt === null ? null : t('ops.withdrawals.paid', { at: formatTime(r.paidAt, locale) }),
      r.autoReceived ? t('ops.withdrawals.autoReceived') : null,
      r.resolution === null
        ? null
        : t(`ops.withdrawals.resolutions.${r.resolution}`, {
            amount: formatMoney(r.refundedAmount, locale),
          }),
      r.failureReason === null
        ? null
        : t('ops.withdrawals.failure', { reason: failureText(r.failureReason) }),
    ].filter((line): line is string => line !== null);
  // The server's own reasons are codes with a text in each language; a payment provider's own
  // words show as they came.
  const failureText = (reason: string) =>
    /^[a-z_]{1,40}$/u.test(reason)
      ? t(`ops.withdrawals.failureReasons.${reason}`, { defaultValue: reason })
      : reason;
  const dispute = (r: OpsWithdrawal): string[] =>
    r.status !== 'disputed'
      ? []
      : [
          r.missingAmount === null
            ? null
            : t('ops.withdrawals.missing', { amount: formatMoney(r.missingAmount, locale) }),
          t('ops.withdrawals.proofCount', { count: r.proofCount }),
        ].filter((line): line is string => line !== null);
  const account = (r: OpsWithdrawal) =>
    `${r.account.institution} ${r.account.maskedNumber} · ${r.account.holderName}`;

  const columns: OpsColumn<OpsWithdrawal>[] = [
    {
      key: 'id',
      header: '#',
      cell: (r) => r.withdrawalId,
      text: (r) => Number(r.withdrawalId),
      sortable: true,
    },
    {
      key: 'member',
      header: t('ops.withdrawals.member'),
      cell: (r) => `${r.memberAccount} (${r.memberId})`,
      text: (r) => r.memberAccount,
      sortable: true,
    },
    {
      key: 'amount',
      numeric: true,
      header: t('ops.withdrawals.amount'),
      cell: (r) => formatMoney(r.amount, locale),
      text: (r) => r.amount,
      sortable: true,
    },
    {
      key: 'account',
      header: t('ops.withdrawals.account'),
      cell: (r) => (
        <>
          {`${r.account.institution} ${r.account.maskedNumber}`}
          <br />
          <span className={styles.muted}>{r.account.holderName}</span>
        </>
      ),
      text: account,
    },
    {
      key: 'status',
      header: t('ops.withdrawals.status'),
      cell: (r) => t(`ops.withdrawals.statuses.${r.status}`),
      text: (r) => t(`ops.withdrawals.statuses.${r.status}`),
    },
    {
      key: 'created',
      header: t('ops.withdrawals.created'),
      cell: (r) => formatTime(r.createdAt, locale),
      text: (r) => r.createdAt,
      sortable: true,
    },
    {
      key: 'progress',
      header: t('ops.withdrawals.progress'),
      cell: (r) => progress(r).join(' · '),
      text: (r) => progress(r).join(' · '),
    },
    {
      key: 'dispute',
      header: t('ops.withdrawals.dispute'),
      cell: (r) => dispute(r).join(' · '),
      text: (r) => dispute(r).join(' · '),
    },
  ];
  // Anyone who reads withdrawals may look at a dispute's proofs; deciding needs the permission.
  columns.push({
    key: 'actions',
    pinned: true,
    header: t('ops.withdrawals.actions'),
    cell: (r) => {
      const target = `#${r.withdrawalId}`;
      const proofs =
        r.status !== 'disputed' ? null : (
          <RowAction
            label={t('ops.withdrawals.proofs')}
            target={target}
            disabled={false}
            onClick={() => open('proofs', r)}
          />
        );
      if (!decides) return proofs;
      if (r.openApprovalId !== null)
        return (
          <div className={styles.actions}>
            <span className={styles.muted}>
              {t('ops.withdrawals.waiting', { id: r.openApprovalId })}
            </span>
            {proofs}
          </div>
        );
      if (r.status === 'review')
        return (
          <div className={styles.actions}>
            <RowAction
              primary
              label={t('ops.withdrawals.approve')}
              target={target}
              disabled={approve.isPending}
              onClick={() => approve.mutate(r.withdrawalId)}
            />
            <RowAction
              label={t('ops.withdrawals.refuse')}
              target={target}
              disabled={approve.isPending}
              onClick={() => open('refuse', r)}
            />
          </div>
        );
      if (r.status === 'disputed')
        return (
          <div className={styles.actions}>
            <RowAction
              primary
              label={t('ops.withdrawals.resolve')}
              target={target}
              disabled={approve.isPending}
              onClick={() => open('resolve', r)}
            />
            {proofs}
          </div>
        );
      return null;
    },
    text: () => null,
  });

  return (
    <OpsPage title={t('ops.withdrawals.heading')} feedback={feedback}>
      <div className={styles.toolbar}>
        <label className={styles.filter}>
          <span>{t('ops.withdrawals.status')}</span>
          <select
            className={styles.select}
            aria-label={t('ops.withdrawals.status')}
            value={status}
            onChange={(event) => {
              setStatus(event.target.value as Status);
              setPageNo(1);
              setPanel(null);
            }}
          >
            {withdrawalStatus.options.map((s) => (
              <option key={s} value={s}>
                {t(`ops.withdrawals.statuses.${s}`)}
              </option>
            ))}
          </select>
        </label>
        <form className={styles.toolbar} onSubmit={filter} role="search">
          <label className={styles.filter}>
            <span>{t('ops.withdrawals.memberFilter')}</span>
            <input
              className={styles.select}
              aria-label={t('ops.withdrawals.memberFilter')}
              value={memberInput}
              maxLength={64}
              autoComplete="off"
              onChange={(event) => setMemberInput(event.target.value)}
            />
          </label>
          <Button type="submit" size="sm" variant="secondary">
            {t('ops.withdrawals.filter')}
          </Button>
        </form>
      </div>
      {panel === null ? null : panel.kind === 'proofs' ? (
        <ProofsPanel
          key={panel.row.withdrawalId}
          panelId={`proofs-${panel.row.withdrawalId}`}
          heading={t('ops.withdrawals.proofsHeading', { id: panel.row.withdrawalId })}
          alt={(n) => t('ops.withdrawals.proofAlt', { n, id: panel.row.withdrawalId })}
          uploadIds={panel.row.proofUploadIds}
          onClose={() => setPanel(null)}
        />
      ) : panel.kind === 'refuse' ? (
        <RefusePanel
          key={panel.row.withdrawalId}
          row={panel.row}
          onDone={(answer) => decided(answer, 'refuse')}
          onCancel={() => setPanel(null)}
        />
      ) : (
        <ResolvePanel
          key={panel.row.withdrawalId}
          row={panel.row}
          onDone={(answer) => decided(answer, 'resolve')}
          onCancel={() => setPanel(null)}
        />
      )}
      <QueryState query={list}>
        {(data) =>
          data.items.length === 0 && data.total === 0 ? (
            <p className={styles.stateBox}>{t('ops.withdrawals.empty')}</p>
          ) : (
            <OpsTable
              caption={t('ops.withdrawals.heading')}
              columns={columns}
              rows={data.items}
              rowKey={(row) => row.withdrawalId}
              exportName={`withdrawals-${status}`}
              paging={{ pageNo: data.pageNum, pages: data.totalPages, onPage: setPageNo }}
            />
          )
        }
      </QueryState>
    </OpsPage>
  );
}
