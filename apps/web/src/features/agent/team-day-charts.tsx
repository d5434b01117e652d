import type { TeamOverview } from '@portal/contract/agent/team';
import { parseMinor } from '@portal/contract/money';
import { useTranslation } from '../../i18n/use-translation.ts';
import { formatDay } from '../../shared/lib/format-time.ts';
import { BarChart } from '../../shared/ui/bar-chart.tsx';
import './agent-texts.ts';

/** Props of `TeamDayCharts`. */
export interface TeamDayChartsProps {
  days: TeamOverview['byDay'];
  totals: TeamOverview['totals'];
  money: (amount: string) => string;
}

/** Geometry of an amount: its minor units at a scale every currency fits. */
const height = (amount: string) => Number(parseMinor(amount, 8));

/** The team's period per day: valid bets, payout and profit; then new and active members. */
export function TeamDayCharts({ days, totals, money }: TeamDayChartsProps) {
  const { t, i18n } = useTranslation();
  if (days.length === 0) return null;
  const categories = days.map((day) => formatDay(day.date, i18n.language));
  const period = { count: days.length, start: categories[0], end: categories.at(-1) };
  const amounts = (key: 'validBets' | 'payout' | 'profit') => ({
    values: days.map((day) => height(day[key])),
    texts: days.map((day) => money(day[key])),
  });
  const counts = (key: 'newMembers' | 'activeMembers') => ({
    values: days.map((day) => day[key]),
    texts: days.map((day) => String(day[key])),
  });
  return (
    <>
      <BarChart
        categories={categories}
        categoryHead={t('agent.common.date')}
        caption={t('agent.overview.moneyChart')}
        summary={t('agent.overview.moneySummary', {
          ...period,
          validBets: money(totals.validBets),
          payout: money(totals.payout),
          profit: money(totals.profit),
        })}
        series={[
          {
            key: 'validBets',
            label: t('agent.figures.validBets'),
            tone: 'info',
            ...amounts('validBets'),
          },
          {
            key: 'payout',
            label: t('agent.figures.payout'),
            tone: 'primary',
            ...amounts('payout'),
          },
          { key: 'profit', label: t('agent.figures.profit'), tone: 'signed', ...amounts('profit') },
        ]}
      />
      <BarChart
        categories={categories}
        categoryHead={t('agent.common.date')}
        caption={t('agent.overview.membersChart')}
        size="short"
        summary={t('agent.overview.membersSummary', {
          ...period,
          newMembers: days.reduce((sum, day) => sum + day.newMembers, 0),
          activeMax: Math.max(...days.map((day) => day.activeMembers)),
        })}
        series={[
          {
            key: 'newMembers',
            label: t('agent.figures.newMembers'),
            tone: 'accent',
            ...counts('newMembers'),
          },
          {
            key: 'activeMembers',
            label: t('agent.figures.activeMembers'),
            tone: 'info',
            ...counts('activeMembers'),
          },
        ]}
      />
    </>
  );
}
