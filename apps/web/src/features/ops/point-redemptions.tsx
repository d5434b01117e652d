import type { OpsRedemption } from '@portal/contract/points';
import { redeemStatuses } from '@portal/contract/points/rules';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { toBcp47 } from '../../i18n/language-codes.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { formatMoney } from '../../shared/lib/format-money.ts';
import { formatTime } from '../../shared/lib/format-time.ts';
import { StatusFilter } from './application-status-filter.tsx';
import {
  applicationsKeys,
  usePointRedemptions,
  useStale,
  type PageFeedback,
  type RedemptionFilter,
} from './applications-queries.ts';
import { RowAction } from './ops-page.tsx';
import { OpsTable, type OpsColumn } from './ops-table.tsx';
import { QueryState } from './query-state.tsx';
import { DecidePanel, type DecidedRedemption } from './redemption-forms.tsx';
import styles from './console.module.css';

/** The decision open over the list, on one redemption. */
type Panel = { decision: 'approve' | 'reject'; row: OpsRedemption } | null;

/**
 * The points mall's redemptions and conversions by status (those in process first): approve
 * one (a credit reward pays, goods ship) or reject it (the points come back), with a remark.
 */
export function PointRedemptions({ feedback }: { feedback: PageFeedback }) {
  const { t } = useTranslation();
  const locale = toBcp47(useLanguage());
  const [status, setStatus] = useState<RedemptionFilter>('inProcess');
  const [panel, setPanel] = useState<Panel>(null);
  const list = usePointRedemptions(status);
  const stale = useStale(applicationsKeys.allRedemptions);
  const points = (value: string) => new Intl.NumberFormat(locale).format(BigInt(value));

  const decided = (answer: DecidedRedemption, decision: 'approve' | 'reject') => {
    setPanel(null);
    feedback.setNotice(() =>
      t(
        decision === 'approve'
          ? 'opsApplications.redemptions.approved'
          : 'opsApplications.redemptions.rejected',
        { ref: answer.refNo },
      ),
    );
    stale();
  };
  const open = (decision: 'approve' | 'reject', row: OpsRedemption) => {
    feedback.clear();
    setPanel({ decision, row });
  };

  const reward = (r: OpsRedemption) =>
    r.kind === 'convert' ? t('opsApplications.redemptions.conversion') : r.name;
  const shipping = (r: OpsRedemption) =>
    r.shipping === null
      ? ''
      : `${r.shipping.recipient} · ${r.shipping.phone} · ${r.shipping.address}`;
  const statusText = (r: OpsRedemption) => t(`opsApplications.redemptions.statuses.${r.status}`);

  const columns: OpsColumn<OpsRedemption>[] = [
    {
      key: 'ref',
      header: t('opsApplications.redemptions.ref'),
      cell: (r) => r.refNo,
      text: (r) => r.refNo,
      sortable: true,
    },
    {
      key: 'member',
      header: t('opsApplications.member'),
      cell: (r) => r.account,
      text: (r) => r.account,
      sortable: true,
    },
    {
      key: 'reward',
      header: t('opsApplications.redemptions.reward'),
      cell: reward,
      text: reward,
      sortable: true,
    },
    {
      key: 'quantity',
      header: t('opsApplications.redemptions.quantity'),
      cell: (r) => r.quantity,
      text: (r) => r.quantity,
      sortable: true,
    },
    {
      key: 'points',
      numeric: true,
      header: t('opsApplications.redemptions.points'),
      cell: (r) => points(r.points),
      text: (r) => Number(r.points),
      sortable: true,
    },
    {
      key: 'amount',
      numeric: true,
      header: t('opsApplications.redemptions.amount'),
      cell: (r) => formatMoney(r.amount, locale),
      text: (r) => r.amount,
      sortable: true,
    },
    {
      key: 'shipping',
      header: t('opsApplications.redemptions.shipping'),
      // The member's own words, as text: never read as markup.
      cell: (r) =>
        r.shipping === null ? (
          <span className={styles.muted}>{t('opsApplications.redemptions.noShipping')}</span>
        ) : (
          <>
            {r.shipping.recipient}
            <br />
            <span className={styles.muted}>
              {t('opsApplications.redemptions.phone', { phone: r.shipping.phone })}
            </span>
            <p className={styles.message}>{r.shipping.address}</p>
          </>
        ),
      text: shipping,
    },
    {
      key: 'date',
      header: t('opsApplications.date'),
      cell: (r) => formatTime(r.appliedAt, locale),
      text: (r) => r.appliedAt,
      sortable: true,
    },
    { key: 'status', header: t('opsApplications.status'), cell: statusText, text: statusText },
    {
      key: 'remark',
      header: t('opsApplications.redemptions.remark'),
      cell: (r) => (r.remark === '' ? null : <p className={styles.message}>{r.remark}</p>),
      text: (r) => r.remark,
    },
    {
      key: 'actions',
      pinned: true,
      header: t('opsApplications.actions'),
      cell: (r) =>
        r.status !== 'inProcess' ? null : (
          <div className={styles.actions}>
            <RowAction
              primary
              label={t('opsApplications.redemptions.approve')}
              target={r.refNo}
              disabled={false}
              onClick={() => open('approve', r)}
            />
            <RowAction
              label={t('opsApplications.redemptions.reject')}
              target={r.refNo}
              disabled={false}
              onClick={() => open('reject', r)}
            />
          </div>
        ),
      text: () => null,
    },
  ];

  return (
    <div className={styles.stack}>
      <StatusFilter
        value={status}
        options={redeemStatuses}
        optionText={(s) => t(`opsApplications.redemptions.statuses.${s}`)}
        onChange={(next) => {
          setStatus(next);
          setPanel(null);
        }}
      />
      {panel === null ? null : (
        <DecidePanel
          key={`${panel.row.id}:${panel.decision}`}
          row={panel.row}
          decision={panel.decision}
          onDone={decided}
          onCancel={() => setPanel(null)}
        />
      )}
      <QueryState query={list}>
        {(data) =>
          data.items.length === 0 ? (
            <p className={styles.stateBox}>{t('opsApplications.redemptions.empty')}</p>
          ) : (
            <>
              <p className={styles.muted}>
                {t('opsApplications.redemptions.total', { count: data.items.length })}
              </p>
              <OpsTable
                caption={t('opsApplications.redemptions.caption')}
                columns={columns}
                rows={data.items}
                rowKey={(row) => row.id}
                exportName={`redemptions-${status === '' ? 'all' : status}`}
              />
            </>
          )
        }
      </QueryState>
    </div>
  );
}
