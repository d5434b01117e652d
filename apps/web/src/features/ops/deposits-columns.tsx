import type { OpsDeposit } from '@portal/contract/deposits';
import type { TFunction } from 'i18next';
import { formatMoney } from '../../shared/lib/format-money.ts';
import { formatTime } from '../../shared/lib/format-time.ts';
import type { OpsColumn } from './ops-table.tsx';
import styles from './console.module.css';

/**
 * The Deposits table's columns: the same text goes to the screen, the sort and the CSV file,
 * except the amount, which the file keeps as the wire's plain decimal for spreadsheets.
 */
export function depositColumns(t: TFunction, locale: string): OpsColumn<OpsDeposit>[] {
  const time = (iso: string | null) => (iso === null ? '' : formatTime(iso, locale));
  const status = (r: OpsDeposit) => t(`opsDeposits.statuses.${r.status}`);
  // A channel the brand has since removed keeps its id.
  const channel = (r: OpsDeposit) => r.channelName ?? r.channelId;
  return [
    {
      key: 'id',
      header: '#',
      cell: (r) => r.depositId,
      text: (r) => Number(r.depositId),
      sortable: true,
    },
    {
      key: 'created',
      header: t('opsDeposits.created'),
      cell: (r) => time(r.createdAt),
      text: (r) => r.createdAt,
      sortable: true,
    },
    {
      key: 'member',
      header: t('opsDeposits.member'),
      cell: (r) => `${r.memberAccount} (${r.memberId})`,
      text: (r) => r.memberAccount,
      sortable: true,
    },
    {
      key: 'channel',
      header: t('opsDeposits.channel'),
      cell: (r) => (
        <>
          {channel(r)}
          <br />
          <span className={styles.muted}>{r.provider}</span>
        </>
      ),
      text: (r) => `${channel(r)} (${r.provider})`,
      sortable: true,
    },
    {
      key: 'amount',
      numeric: true,
      header: t('opsDeposits.amount'),
      cell: (r) => `${formatMoney(r.amount, locale)} ${r.currency}`,
      text: (r) => r.amount,
      sortable: true,
    },
    { key: 'status', header: t('opsDeposits.status'), cell: status, text: status, sortable: true },
    {
      key: 'settled',
      header: t('opsDeposits.settled'),
      cell: (r) => time(r.settledAt),
      text: (r) => r.settledAt,
      sortable: true,
    },
    {
      key: 'providerRef',
      header: t('opsDeposits.providerRef'),
      cell: (r) => r.providerRef ?? '',
      text: (r) => r.providerRef,
    },
    {
      key: 'ledger',
      header: t('opsDeposits.ledgerTxn'),
      cell: (r) => r.ledgerTxnId ?? '',
      text: (r) => r.ledgerTxnId,
    },
  ];
}
