import { transactionTypes } from '@portal/contract/histories';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../shared/money/card.tsx';
import { DateRangePicker } from './date-range-picker.tsx';
import { formatTime } from '../../shared/lib/format-time.ts';
import { PagedList } from '../../shared/money/paged-list.tsx';
import { SelectField } from '../../shared/money/select-field.tsx';
import { useMoneyText } from '../../shared/money/use-money-text.ts';
import { transactionsQuery, type TransactionType } from '../../shared/money/wallet-queries.ts';
import styles from '../../shared/money/wallet.module.css';
import walletForms from '../../shared/money/wallet-forms.module.css';
import type { WalletPageProps } from '../../shared/money/wallet-page-props.ts';
import '../../shared/money/wallet-texts.ts';
import { SignedAmount } from './signed-amount.tsx';
import { useHistoryRange } from './use-history-range.ts';

function isTransactionType(value: string): value is TransactionType {
  return (transactionTypes as readonly string[]).includes(value);
}

/** transactionHistory: every movement of the main wallet, by type and period. */
export function TransactionHistory({ member }: WalletPageProps) {
  const { t, i18n } = useTranslation();
  const money = useMoneyText(member.currencySymbol);
  const { range, setRange, page, setPage } = useHistoryRange();
  const [type, setType] = useState<TransactionType | undefined>();
  const rows = useQuery({
    ...transactionsQuery(range, type, page),
    placeholderData: keepPreviousData,
  });
  return (
    <div className={styles.page}>
      <DateRangePicker value={range} onChange={setRange}>
        <SelectField
          className={walletForms.filterField}
          label={t('wallet.transactions.typeFilter')}
          value={type ?? ''}
          onChange={(event) => {
            const value = event.target.value;
            setType(isTransactionType(value) ? value : undefined);
            setPage(1);
          }}
        >
          <option value="">{t('wallet.transactions.allTypes')}</option>
          {transactionTypes.map((item) => (
            <option key={item} value={item}>
              {t(`wallet.transactionType.${item}`)}
            </option>
          ))}
        </SelectField>
      </DateRangePicker>
      <Card title={t('wallet.transactions.title')} icon="history">
        <PagedList query={rows} onPage={setPage} caption={t('wallet.transactions.title')}>
          {(data) => (
            <>
              <thead>
                <tr>
                  <th scope="col">{t('wallet.common.time')}</th>
                  <th scope="col">{t('wallet.transactions.type')}</th>
                  <th scope="col" className={styles.num}>
                    {t('wallet.common.amount')}
                  </th>
                  <th scope="col" className={styles.num}>
                    {t('wallet.transactions.balanceAfter')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.list.map((row) => (
                  <tr key={row.txnId}>
                    <td className={styles.nowrap}>{formatTime(row.time, i18n.language)}</td>
                    <td>
                      <span>{t(`wallet.transactionType.${row.type}`)}</span>
                      <div className={styles.reference} title={row.reference}>
                        {t('wallet.common.reference')}: {row.reference}
                      </div>
                    </td>
                    <td className={styles.num}>
                      <SignedAmount amount={row.amount} text={money(row.amount)} />
                    </td>
                    <td className={styles.num}>{money(row.balanceAfter)}</td>
                  </tr>
                ))}
              </tbody>
            </>
          )}
        </PagedList>
      </Card>
    </div>
  );
}
