import type { revenueOutput } from '@portal/contract/agent/reports';
import { parseMinor } from '@portal/contract/money';
import { useTranslation } from '../../i18n/use-translation.ts';
import type * as z from 'zod/mini';
import { Card } from '../../shared/money/card.tsx';
import { MoneyTable } from '../../shared/money/money-table.tsx';
import { BarChart } from '../../shared/ui/bar-chart.tsx';
import { useProductName } from '../histories/index.ts';
import './agent-texts.ts';
import { ExportCsvButton } from './export-csv-button.tsx';

/** Props of `RevenueByProduct`. */
export interface RevenueByProductProps {
  rows: z.infer<typeof revenueOutput>['byProduct'];
  money: (amount: string) => string;
}

const moneyKeys = ['validBets', 'payout', 'profit'] as const;
const tones = { validBets: 'info', payout: 'primary', profit: 'signed' } as const;

/** Revenue per product: grouped bars (valid bets, payout, profit) and the table, with CSV. */
export function RevenueByProduct({ rows, money }: RevenueByProductProps) {
  const { t } = useTranslation();
  const productName = useProductName();
  const title = t('agent.revenue.byProduct');
  const heads = [
    t('agent.revenue.bettors'),
    t('agent.revenue.bets'),
    ...moneyKeys.map((key) => t(`agent.figures.${key}`)),
  ];
  const csv = () => [
    [t('agent.revenue.product'), ...heads],
    ...rows.map((row) => [
      productName(row.gameType),
      row.bettors,
      row.bets,
      ...moneyKeys.map((key) => row[key]),
    ]),
  ];
  return (
    <Card
      title={title}
      icon="gamepad"
      actions={
        <ExportCsvButton what={title} fileName={t('agent.revenue.productFile')} rows={csv} />
      }
    >
      <BarChart
        categories={rows.map((row) => productName(row.gameType))}
        categoryHead={t('agent.revenue.product')}
        caption={t('agent.revenue.productChart')}
        summary={t('agent.revenue.productSummary', {
          count: rows.length,
          list: rows
            .map((row) =>
              t('agent.revenue.productItem', {
                product: productName(row.gameType),
                profit: money(row.profit),
              }),
            )
            .join('; '),
        })}
        series={moneyKeys.map((key) => ({
          key,
          label: t(`agent.figures.${key}`),
          tone: tones[key],
          values: rows.map((row) => Number(parseMinor(row[key], 8))),
          texts: rows.map((row) => money(row[key])),
        }))}
      />
      <MoneyTable
        caption={title}
        rowHead={t('agent.revenue.product')}
        heads={heads}
        rows={rows.map((row) => ({
          key: row.gameType,
          head: productName(row.gameType),
          counts: [row.bettors, row.bets],
          amounts: moneyKeys.map((key) => row[key]),
        }))}
        money={money}
      />
    </Card>
  );
}
