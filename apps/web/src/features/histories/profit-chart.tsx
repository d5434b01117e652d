import { parseMinor } from '@portal/contract/money';
import { useTranslation } from '../../i18n/use-translation.ts';
import { formatDay } from '../../shared/lib/format-time.ts';
import '../../shared/money/wallet-texts.ts';
import { BarChart } from '../../shared/ui/bar-chart.tsx';

/** One day of the chart. */
export interface ProfitDay {
  date: string;
  profit: string;
}

/** Props of `ProfitChart`. */
export interface ProfitChartProps {
  days: readonly ProfitDay[];
  /** Formats an amount with the currency symbol. */
  money: (amount: string) => string;
}

/**
 * The profit and loss per day as a bar chart (the shared `BarChart`): gains rise above the zero
 * line in green, losses fall below it in red. Screen readers get a summary (period, best and
 * worst day) as the image's name and every day's value in a table beside it. Bar heights are
 * geometry from the minor units; every amount shown is the server's string.
 */
export function ProfitChart({ days, money }: ProfitChartProps) {
  const { t, i18n } = useTranslation();
  if (days.length === 0) return null;
  const minor = days.map((day) => parseMinor(day.profit, 8));
  const bestIndex = minor.indexOf(minor.reduce((a, b) => (b > a ? b : a)));
  const worstIndex = minor.indexOf(minor.reduce((a, b) => (b < a ? b : a)));
  const day = (date: string) => formatDay(date, i18n.language);
  const dayText = (index: number) =>
    t('wallet.profit.dayValue', {
      date: day(days[index]!.date),
      amount: money(days[index]!.profit),
    });
  const summary = t('wallet.profit.chartSummary', {
    count: days.length,
    start: day(days[0]!.date),
    end: day(days.at(-1)!.date),
    best: dayText(bestIndex),
    worst: dayText(worstIndex),
  });
  return (
    <BarChart
      categories={days.map((entry) => day(entry.date))}
      series={[
        {
          key: 'profit',
          label: t('wallet.bets.profit'),
          values: minor.map(Number),
          texts: days.map((entry) => money(entry.profit)),
          tone: 'signed',
        },
      ]}
      summary={summary}
      caption={t('wallet.profit.chartTitle')}
    />
  );
}
