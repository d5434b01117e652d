import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Card } from '../../shared/money/card.tsx';
import { queryStatus } from '../../shared/money/list-status.tsx';
import { useMoneyText } from '../../shared/money/use-money-text.ts';
import styles from '../../shared/money/wallet.module.css';
import { SignedAmount } from '../../shared/money/signed-amount.tsx';
import { DateRangePicker } from '../../shared/money/date-range-picker.tsx';
import { useHistoryRange } from '../../shared/money/use-history-range.ts';
import { useStatus } from '../system/index.ts';
import type { AgentPageProps } from './agent-page-props.ts';
import { teamOverviewQuery } from './agent-queries.ts';
import './agent-texts.ts';
import agentStyles from './agent.module.css';
import { Stat } from './stat.tsx';
import { TeamDayCharts } from './team-day-charts.tsx';
import { TeamDayTable } from './team-day-table.tsx';

/**
 * agentTeamOverview: the team now (size, direct, agents, balance) and over a period (new and
 * active members, first deposits, money figures), with charts and a table per day.
 */
export function TeamOverviewPage({ member }: AgentPageProps) {
  const { t } = useTranslation();
  const money = useMoneyText(member.currencySymbol);
  const timeZone = useStatus().merchant.timeZone;
  const { range, setRange } = useHistoryRange(timeZone);
  const overview = useQuery(teamOverviewQuery(range));
  let body = queryStatus(overview);
  if (overview.isSuccess) {
    const { team, totals, byDay } = overview.data;
    body = (
      <>
        <Card title={t('agent.overview.teamTitle')} icon="users">
          <dl className={agentStyles.stats}>
            <Stat label={t('agent.overview.size')}>{team.size}</Stat>
            <Stat label={t('agent.overview.directSize')}>{team.directSize}</Stat>
            <Stat label={t('agent.overview.agents')}>{team.agents}</Stat>
            <Stat label={t('agent.overview.newMembers')}>{team.newMembers}</Stat>
            <Stat label={t('agent.overview.activeMembers')}>{team.activeMembers}</Stat>
            <Stat label={t('agent.overview.firstDeposits')}>{team.firstDeposits}</Stat>
            <Stat label={t('agent.overview.firstDepositAmount')}>
              {money(team.firstDepositAmount)}
            </Stat>
            <Stat label={t('agent.overview.balance')}>{money(team.balance)}</Stat>
          </dl>
        </Card>
        <Card title={t('agent.overview.moneyTitle')} icon="coins">
          <dl className={agentStyles.stats}>
            <Stat label={t('agent.figures.deposits')}>{money(totals.deposits)}</Stat>
            <Stat label={t('agent.figures.withdrawals')}>{money(totals.withdrawals)}</Stat>
            <Stat label={t('agent.figures.validBets')}>{money(totals.validBets)}</Stat>
            <Stat label={t('agent.figures.payout')}>{money(totals.payout)}</Stat>
            <Stat label={t('agent.figures.bonuses')}>{money(totals.bonuses)}</Stat>
            <Stat label={t('agent.figures.profit')}>
              <SignedAmount amount={totals.profit} text={money(totals.profit)} />
            </Stat>
          </dl>
          <TeamDayCharts days={byDay} totals={totals} money={money} />
        </Card>
        <TeamDayTable days={byDay} money={money} />
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
