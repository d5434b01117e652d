import { contentOpsEndpoints } from '@portal/contract/content';
import {
  applicationStatuses,
  type OpsApplicationItem,
} from '@portal/contract/content/ops-applications';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { toBcp47 } from '../../i18n/language-codes.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { formatTime } from '../../shared/lib/format-time.ts';
import { IssuePanel, RejectPanel, type ReviewedApplication } from './application-forms.tsx';
import { ProofsPanel } from './proof-images.tsx';
import {
  applicationsKeys,
  useActivityApplications,
  useStale,
  type ApplicationFilter,
  type PageFeedback,
} from './applications-queries.ts';
import { opsCall } from './operator-session.ts';
import { RowAction } from './ops-page.tsx';
import { OpsTable, type OpsColumn } from './ops-table.tsx';
import { QueryState } from './query-state.tsx';
import { StatusFilter } from './application-status-filter.tsx';
import styles from './console.module.css';

/** The panel open over the list: an approval, a rejection, or the proofs of one application. */
type Panel = { kind: 'issue' | 'reject' | 'proofs'; row: OpsApplicationItem } | null;

/**
 * Members' applications to promotions by status (pending first): take one into review, then
 * issue its bonus or reject it, after a look at the proofs the member sent.
 */
export function ActivityApplications({ feedback }: { feedback: PageFeedback }) {
  const { t } = useTranslation();
  const locale = toBcp47(useLanguage());
  const [status, setStatus] = useState<ApplicationFilter>('APPLYING');
  const [pageNo, setPageNo] = useState(1);
  const [panel, setPanel] = useState<Panel>(null);
  const list = useActivityApplications(status, pageNo);
  const stale = useStale(applicationsKeys.allApplications);

  const reviewed = (answer: ReviewedApplication) => {
    setPanel(null);
    const id = answer.applicationId;
    const said = {
      APPLYING: null,
      IN_PROCESS: 'opsApplications.activity.processed',
      ISSUED: 'opsApplications.activity.issued',
      REJECTED: 'opsApplications.activity.rejected',
    } as const;
    const key = said[answer.status];
    if (key !== null) feedback.setNotice(() => t(key, { id }));
    stale();
  };
  const process = useMutation({
    mutationFn: (applicationId: string) =>
      opsCall(contentOpsEndpoints.opsApplicationReview, {
        applicationId,
        action: 'process',
        note: null,
        amount: null,
      }),
    onMutate: () => {
      feedback.clear();
      setPanel(null);
    },
    onSuccess: reviewed,
    // A refusal (another operator decided first) means the row shown is out of date.
    onError: (error) => {
      feedback.fail(error);
      stale();
    },
  });
  const open = (kind: NonNullable<Panel>['kind'], row: OpsApplicationItem) => {
    feedback.clear();
    setPanel({ kind, row });
  };

  const statusText = (r: OpsApplicationItem) => t(`opsApplications.activity.statuses.${r.status}`);
  const notes = (r: OpsApplicationItem) =>
    [
      r.remark,
      r.reviewNote === null || r.reviewNote === ''
        ? ''
        : t('opsApplications.activity.reviewNote', { note: r.reviewNote }),
    ]
      .filter((line) => line !== '')
      .join(' · ');

  const columns: OpsColumn<OpsApplicationItem>[] = [
    {
      key: 'id',
      header: '#',
      cell: (r) => r.applicationId,
      text: (r) => Number(r.applicationId),
      sortable: true,
    },
    {
      key: 'member',
      header: t('opsApplications.member'),
      cell: (r) => `${r.account} (${r.memberId})`,
      text: (r) => r.account,
      sortable: true,
    },
    {
      key: 'promotion',
      header: t('opsApplications.activity.promotion'),
      cell: (r) => t('opsApplications.activity.promotionId', { id: r.promoId }),
      text: (r) => Number(r.promoId),
      sortable: true,
    },
    {
      key: 'date',
      header: t('opsApplications.date'),
      cell: (r) => formatTime(r.createdAt, locale),
      text: (r) => r.createdAt,
      sortable: true,
    },
    { key: 'status', header: t('opsApplications.status'), cell: statusText, text: statusText },
    {
      key: 'note',
      header: t('opsApplications.activity.note'),
      // The member's and the operator's words, as text: never read as markup.
      cell: (r) => (
        <>
          {r.remark === '' ? null : <p className={styles.message}>{r.remark}</p>}
          {r.reviewNote === null || r.reviewNote === '' ? null : (
            <p className={`${styles.message} ${styles.muted}`}>
              {t('opsApplications.activity.reviewNote', { note: r.reviewNote })}
            </p>
          )}
        </>
      ),
      text: notes,
    },
    {
      key: 'proofs',
      header: t('opsApplications.activity.proofs'),
      cell: (r) =>
        r.uploadIds.length === 0 ? (
          <span className={styles.muted}>{t('opsApplications.activity.noProofs')}</span>
        ) : (
          <RowAction
            label={t('opsApplications.activity.showProofs', { count: r.uploadIds.length })}
            target={`#${r.applicationId}`}
            disabled={false}
            onClick={() => open('proofs', r)}
          />
        ),
      text: (r) => r.uploadIds.length,
    },
    {
      key: 'actions',
      pinned: true,
      header: t('opsApplications.actions'),
      cell: (r) => {
        if (r.status !== 'APPLYING' && r.status !== 'IN_PROCESS') return null;
        const target = `#${r.applicationId}`;
        return (
          <div className={styles.actions}>
            {r.status !== 'APPLYING' ? null : (
              <RowAction
                label={t('opsApplications.activity.process')}
                target={target}
                disabled={process.isPending}
                onClick={() => process.mutate(r.applicationId)}
              />
            )}
            <RowAction
              primary
              label={t('opsApplications.activity.issue')}
              target={target}
              disabled={process.isPending}
              onClick={() => open('issue', r)}
            />
            <RowAction
              label={t('opsApplications.activity.reject')}
              target={target}
              disabled={process.isPending}
              onClick={() => open('reject', r)}
            />
          </div>
        );
      },
      text: () => null,
    },
  ];

  return (
    <div className={styles.stack}>
      <StatusFilter
        value={status}
        options={applicationStatuses}
        optionText={(s) => t(`opsApplications.activity.statuses.${s}`)}
        onChange={(next) => {
          setStatus(next);
          setPageNo(1);
          setPanel(null);
        }}
      />
      {panel === null ? null : panel.kind === 'proofs' ? (
        <ProofsPanel
          key={panel.row.applicationId}
          panelId={`application-proofs-${panel.row.applicationId}`}
          heading={t('opsApplications.activity.proofsHeading', { id: panel.row.applicationId })}
          alt={(n) => t('opsApplications.activity.proofAlt', { n, id: panel.row.applicationId })}
          uploadIds={panel.row.uploadIds}
          onClose={() => setPanel(null)}
        />
      ) : panel.kind === 'issue' ? (
        <IssuePanel
          key={panel.row.applicationId}
          row={panel.row}
          onDone={reviewed}
          onCancel={() => setPanel(null)}
        />
      ) : (
        <RejectPanel
          key={panel.row.applicationId}
          row={panel.row}
          onDone={reviewed}
          onCancel={() => setPanel(null)}
        />
      )}
      <QueryState query={list}>
        {(data) =>
          data.items.length === 0 && data.total === 0 ? (
            <p className={styles.stateBox}>{t('opsApplications.activity.empty')}</p>
          ) : (
            <>
              <p className={styles.muted}>
                {t('opsApplications.activity.total', { count: data.total })}
              </p>
              <OpsTable
                caption={t('opsApplications.activity.caption')}
                columns={columns}
                rows={data.items}
                rowKey={(row) => row.applicationId}
                exportName={`applications-${status === '' ? 'all' : status}`}
                paging={{ pageNo: data.pageNum, pages: data.totalPages, onPage: setPageNo }}
              />
            </>
          )
        }
      </QueryState>
    </div>
  );
}
