import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { SettlementStatus, vendorWallet } from '@portal/contract/wallet';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import type * as z from 'zod/mini';
import { Card } from '../../shared/money/card.tsx';
import { formatTime } from '../../shared/lib/format-time.ts';
import { PagedList } from '../../shared/money/paged-list.tsx';
import { RefreshButton } from '../../shared/money/refresh-button.tsx';
import { StatusPill, type Tone } from '../../shared/money/status-pill.tsx';
import { useMoneyText } from '../../shared/money/use-money-text.ts';
import { transfersQuery } from '../../shared/money/wallet-queries.ts';
import styles from '../../shared/money/wallet.module.css';
import '../../shared/money/wallet-texts.ts';

/** How each transfer state reads. */
export const settlementTone: Record<SettlementStatus, Tone> = {
  pending: 'warning',
  posted: 'success',
  voided: 'muted',
};

/** Props of `TransferList`. */
export interface TransferListProps {
  /** The vendor wallets, for their display names. */
  wallets: readonly z.infer<typeof vendorWallet>[];
  currencySymbol: string;
}

/** The member's vendor wallet transfers, newest first, with their state and paging. */
export function TransferList({ wallets, currencySymbol }: TransferListProps) {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const transfers = useQuery({ ...transfersQuery(page), placeholderData: keepPreviousData });
  const money = useMoneyText(currencySymbol);
  const nameOf = (vendor: string) =>
    wallets.find((wallet) => wallet.vendor === vendor)?.displayName ?? vendor;
  return (
    <Card
      title={t('wallet.transfer.listTitle')}
      icon="history"
      actions={<RefreshButton query={transfers} />}
    >
      <PagedList query={transfers} onPage={setPage} caption={t('wallet.transfer.listTitle')}>
        {(data) => (
          <>
            <thead>
              <tr>
                <th scope="col">{t('wallet.common.time')}</th>
                <th scope="col">{t('wallet.transfer.vendor')}</th>
                <th scope="col">{t('wallet.transfer.direction')}</th>
                <th scope="col" className={styles.num}>
                  {t('wallet.common.amount')}
                </th>
                <th scope="col">{t('wallet.common.status')}</th>
              </tr>
            </thead>
            <tbody>
              {data.list.map((transfer) => (
                <tr key={transfer.transferId}>
                  <td className={styles.nowrap}>{formatTime(transfer.createdAt, i18n.language)}</td>
                  <td>{nameOf(transfer.vendor)}</td>
                  <td>{t(`wallet.transfer.directions.${transfer.direction}`)}</td>
                  <td className={styles.num}>{money(transfer.amount)}</td>
                  <td>
                    <StatusPill
                      tone={settlementTone[transfer.status]}
                      label={t(`wallet.settlement.${transfer.status}`)}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </>
        )}
      </PagedList>
    </Card>
  );
}
