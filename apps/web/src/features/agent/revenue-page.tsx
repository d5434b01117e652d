import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/use-translation.ts';
import { ListStatus, queryStatus } from '../../shared/money/list-status.tsx';
import { useMoneyText } from '../../shared/money/use-money-text.ts';
import styles from '../../shared/money/wallet.module.css';
import { SignedAmount } from '../../shared/money/signed-amount.tsx';
import { DateRangePicker } from '../../shared/money/date-range-picker.tsx';
import { useHistoryRange } from '../../shared/money/use-history-range.ts';
import { useStatus } from '../system/index.ts';
import type { AgentPageProps } from './agent-page-props.ts';
import { revenueQuery } from './agent-queries.ts';
import './agent-texts.ts';
import agentStyles from './agent.module.css';
import { RevenueByDay } from './revenue-by-day.tsx';
import { RevenueByProduct } from './revenue-by-product.tsx';
import { Stat } from './stat.tsx';

/** agentRevenueReport: the team's settled bets of a period by product and by day. */
export function RevenuePage({ member }: AgentPageProps) {
  const { t } = useTranslation();
  const money = useMoneyText(member.currencySymbol);
  const timeZone = useStatus().merchant.timeZone;
  const { range, setRange } = useHistoryRange(timeZone);
  const revenue = useQuery(revenueQuery(range));
  let body = queryStatus(revenue);
  if (revenue.isSuccess && revenue.data.byProduct.length === 0) {
    body = <ListStatus kind="empty" emptyText={t('agent.revenue.empty')} />;
  } else if (revenue.isSuccess) {
    const { totals, byProduct, byDay } = revenue.data;
    body = (
      <>
        <dl className={agentStyles.stats} aria-label={t('agent.revenue.totalsTitle')}>
          <Stat label={t('agent.revenue.bets')}>{totals.bets}</Stat>
          <Stat label={t('agent.figures.validBets')}>{money(totals.validBets)}</Stat>
          <Stat label={t('agent.figures.payout')}>{money(totals.payout)}</Stat>
          <Stat label={t('agent.figures.profit')}>
            <SignedAmount amount={totals.profit} text={money(totals.profit)} />
          </Stat>
        </dl>
        <RevenueByProduct rows={byProduct} money={money} />
        <RevenueByDay days={byDay} totalProfit={totals.profit} money={money} />
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
