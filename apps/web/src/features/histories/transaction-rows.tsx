import type { transactionRow } from '@portal/contract/histories';
import { useTranslation } from '../../i18n/use-translation.ts';
import type * as z from 'zod/mini';
import { formatTime } from '../../shared/lib/format-time.ts';
import styles from '../../shared/money/wallet.module.css';
import '../../shared/money/wallet-texts.ts';
import { SignedAmount } from '../../shared/money/signed-amount.tsx';

/** Props of `TransactionRows`. */
export interface TransactionRowsProps {
  rows: readonly z.infer<typeof transactionRow>[];
  /** Formats an amount with the currency symbol. */
  money: (amount: string) => string;
}

/**
 * The head and body of a main-wallet movements table: time, type with its reference, signed
 * amount and the balance after. The member's own history and an agent's view of a downline's
 * movements draw the same rows.
 */
export function TransactionRows({ rows, money }: TransactionRowsProps) {
  const { t, i18n } = useTranslation();
  return (
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
        {rows.map((row) => (
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
  );
}
