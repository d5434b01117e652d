import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Card } from '../../shared/money/card.tsx';
import { PagedList } from '../../shared/money/paged-list.tsx';
import { useMoneyText } from '../../shared/money/use-money-text.ts';
import { transactionsQuery, type TransactionType } from '../../shared/money/wallet-queries.ts';
import styles from '../../shared/money/wallet.module.css';
import type { WalletPageProps } from '../../shared/money/wallet-page-props.ts';
import '../../shared/money/wallet-texts.ts';
import { DateRangePicker } from '../../shared/money/date-range-picker.tsx';
import { TransactionRows } from './transaction-rows.tsx';
import { TransactionTypeSelect } from './transaction-type-select.tsx';
import { useHistoryRange } from '../../shared/money/use-history-range.ts';
import { useStatus } from '../system/index.ts';

/** transactionHistory: every movement of the main wallet, by type and period. */
export function TransactionHistory({ member }: WalletPageProps) {
  const { t } = useTranslation();
  const money = useMoneyText(member.currencySymbol);
  const timeZone = useStatus().merchant.timeZone;
  const { range, setRange, page, setPage } = useHistoryRange(timeZone);
  const [type, setType] = useState<TransactionType | undefined>();
  const rows = useQuery({
    ...transactionsQuery(range, type, page),
    placeholderData: keepPreviousData,
  });
  return (
    <div className={styles.page}>
      <DateRangePicker value={range} onChange={setRange} timeZone={timeZone}>
        <TransactionTypeSelect
          value={type}
          onChange={(next) => {
            setType(next);
            setPage(1);
          }}
        />
      </DateRangePicker>
      <Card title={t('wallet.transactions.title')} icon="history">
        <PagedList query={rows} onPage={setPage} caption={t('wallet.transactions.title')}>
          {(data) => <TransactionRows rows={data.list} money={money} />}
        </PagedList>
      </Card>
    </div>
  );
}
