import type { revenueOutput } from '@portal/contract/agent/reports';
import { parseMinor } from '@portal/contract/money';
import { useTranslation } from '../../i18n/use-translation.ts';
import type * as z from 'zod/mini';
import { formatDay } from '../../shared/lib/format-time.ts';
import { Card } from '../../shared/money/card.tsx';
import { MoneyTable } from '../../shared/money/money-table.tsx';
import { BarChart } from '../../shared/ui/bar-chart.tsx';
import './agent-texts.ts';
import { ExportCsvButton } from './export-csv-button.tsx';

/** Props of `RevenueByDay`. */
export interface RevenueByDayProps {
  days: z.infer<typeof revenueOutput>['byDay'];
  totalProfit: string;
  money: (amount: string) => string;
}

const moneyKeys = ['validBets', 'payout', 'profit'] as const;
const tones = { validBets: 'info', payout: 'primary', profit: 'signed' } as const;

/** Revenue per day: valid bets, payout and profit as bars, the table of every day, and its CSV. */
export function RevenueByDay({ days, totalProfit, money }: RevenueByDayProps) {
  const { t, i18n } = useTranslation();
  const title = t('agent.revenue.byDay');
  const day = (date: string) => formatDay(date, i18n.language);
  const csv = () => [
    [t('agent.common.date'), ...moneyKeys.map((key) => t(`agent.figures.${key}`))],
    ...days.map((row) => [row.date, ...moneyKeys.map((key) => row[key])]),
  ];
  return (
    <Card
      title={title}
      icon="chart"
      actions={
        <ExportCsvButton
          what={title}
          fileName={t('agent.revenue.dayFile')}
          rows={csv}
          disabled={days.length === 0}
        />
      }
    >
      {days.length === 0 ? null : (
        <BarChart
          categories={days.map((row) => day(row.date))}
          caption={t('agent.revenue.dayChart')}
          summary={t('agent.revenue.daySummary', {
            count: days.length,
            start: day(days[0]!.date),
            end: day(days.at(-1)!.date),
            profit: money(totalProfit),
          })}
          categoryHead={t('agent.common.date')}
          series={moneyKeys.map((key) => ({
            key,
            label: t(`agent.figures.${key}`),
            tone: tones[key],
            values: days.map((row) => Number(parseMinor(row[key], 8))),
            texts: days.map((row) => money(row[key])),
          }))}
        />
      )}
      <MoneyTable
        caption={title}
        rowHead={t('agent.common.date')}
        heads={moneyKeys.map((key) => t(`agent.figures.${key}`))}
        rows={days.map((row) => ({
          key: row.date,
          head: day(row.date),
          amounts: moneyKeys.map((key) => row[key]),
        }))}
        money={money}
      />
    </Card>
  );
}
