import type { TeamOverview } from '@portal/contract/agent/team';
import { useTranslation } from '../../i18n/use-translation.ts';
import { formatDay } from '../../shared/lib/format-time.ts';
import { Card } from '../../shared/money/card.tsx';
import { ListStatus } from '../../shared/money/list-status.tsx';
import { MoneyTable } from '../../shared/money/money-table.tsx';
import './agent-texts.ts';
import { ExportCsvButton } from './export-csv-button.tsx';

/** Props of `TeamDayTable`. */
export interface TeamDayTableProps {
  days: TeamOverview['byDay'];
  money: (amount: string) => string;
}

const moneyKeys = ['deposits', 'withdrawals', 'validBets', 'payout', 'bonuses', 'profit'] as const;

/** The team overview per day as a table, with its CSV export. */
export function TeamDayTable({ days, money }: TeamDayTableProps) {
  const { t, i18n } = useTranslation();
  const title = t('agent.overview.byDay');
  const heads = [
    t('agent.figures.newMembers'),
    t('agent.figures.activeMembers'),
    ...moneyKeys.map((key) => t(`agent.figures.${key}`)),
  ];
  const csv = () => [
    [t('agent.common.date'), ...heads],
    ...days.map((day) => [
      day.date,
      day.newMembers,
      day.activeMembers,
      ...moneyKeys.map((key) => day[key]),
    ]),
  ];
  return (
    <Card
      title={title}
      icon="chart"
      actions={
        <ExportCsvButton
          what={title}
          fileName={t('agent.overview.fileName')}
          rows={csv}
          disabled={days.length === 0}
        />
      }
    >
      {days.length === 0 ? (
        <ListStatus kind="empty" />
      ) : (
        <MoneyTable
          caption={title}
          rowHead={t('agent.common.date')}
          heads={heads}
          rows={days.map((day) => ({
            key: day.date,
            head: formatDay(day.date, i18n.language),
            counts: [day.newMembers, day.activeMembers],
            amounts: moneyKeys.map((key) => day[key]),
          }))}
          money={money}
        />
      )}
    </Card>
  );
}
