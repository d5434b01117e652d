import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Card } from '../../shared/money/card.tsx';
import { DateRangePicker } from '../../shared/money/date-range-picker.tsx';
import { ListStatus, queryStatus } from '../../shared/money/list-status.tsx';
import { MoneyTable } from '../../shared/money/money-table.tsx';
import { SignedAmount } from '../../shared/money/signed-amount.tsx';
import { useMoneyText } from '../../shared/money/use-money-text.ts';
import { profitQuery } from '../../shared/money/wallet-queries.ts';
import styles from '../../shared/money/wallet.module.css';
import type { WalletPageProps } from '../../shared/money/wallet-page-props.ts';
import '../../shared/money/wallet-texts.ts';
import { ProfitChart } from './profit-chart.tsx';
import { useHistoryRange } from '../../shared/money/use-history-range.ts';
import { useStatus } from '../system/index.ts';
import { useProductName } from './use-product-name.ts';

/** personalProfit: totals, profit and loss per product and per day of a period. */
export function ProfitPage({ member }: WalletPageProps) {
  const { t } = useTranslation();
  const money = useMoneyText(member.currencySymbol);
  const productName = useProductName();
  const timeZone = useStatus().merchant.timeZone;
  const { range, setRange } = useHistoryRange(timeZone);
  const profit = useQuery(profitQuery(range));
  let body = queryStatus(profit);
  if (profit.isSuccess) {
    const { totals, byProduct, byDay } = profit.data;
    body = (
      <>
        <div className={styles.stats}>
          <div className={styles.stat}>
            <span className={styles.statLabel}>{t('wallet.profit.stake')}</span>
            <span className={styles.statValue}>{money(totals.stake)}</span>
          </div>
          <div className={styles.stat}>
            <span className={styles.statLabel}>{t('wallet.profit.payout')}</span>
            <span className={styles.statValue}>{money(totals.payout)}</span>
          </div>
          <div className={styles.stat}>
            <span className={styles.statLabel}>{t('wallet.profit.profit')}</span>
            <span className={styles.statValue}>
              <SignedAmount amount={totals.profit} text={money(totals.profit)} />
            </span>
          </div>
        </div>
        <Card title={t('wallet.profit.chartTitle')} icon="chart">
          {byProduct.length === 0 ? (
            <ListStatus kind="empty" emptyText={t('wallet.profit.noBets')} />
          ) : (
            <ProfitChart days={byDay} money={money} />
          )}
        </Card>
        <Card title={t('wallet.profit.byProduct')} icon="gamepad">
          {byProduct.length === 0 ? (
            <ListStatus kind="empty" emptyText={t('wallet.profit.noBets')} />
          ) : (
            <MoneyTable
              caption={t('wallet.profit.byProduct')}
              rowHead={t('wallet.profit.product')}
              heads={[t('wallet.bets.stake'), t('wallet.bets.payout'), t('wallet.bets.profit')]}
              rows={byProduct.map((row) => ({
                key: row.gameType,
                head: productName(row.gameType),
                amounts: [row.stake, row.payout, row.profit],
              }))}
              money={money}
            />
          )}
        </Card>
      </>
    );
  }
  return (
    <div className={styles.page}>
      <DateRangePicker value={range} onChange={setRange} timeZone={timeZone} />
      {body}
    </div>
  );
}
