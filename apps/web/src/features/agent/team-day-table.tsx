import type { TeamOverview } from '@portal/contract/agent/team';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../shared/lib/format-time.ts';
import { Card } from '../../shared/money/card.tsx';
import { ListStatus } from '../../shared/money/list-status.tsx';
import styles from '../../shared/money/wallet.module.css';
import { SignedAmount } from '../histories/index.ts';
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
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption className="visually-hidden">{title}</caption>
            <thead>
              <tr>
                <th scope="col">{t('agent.common.date')}</th>
                {heads.map((head) => (
                  <th key={head} scope="col" className={styles.num}>
                    {head}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {days.map((day) => (
                <tr key={day.date}>
                  <th scope="row">{formatDay(day.date, i18n.language)}</th>
                  <td className={styles.num}>{day.newMembers}</td>
                  <td className={styles.num}>{day.activeMembers}</td>
                  {moneyKeys.map((key) => (
                    <td key={key} className={styles.num}>
                      {key === 'profit' ? (
                        <SignedAmount amount={day.profit} text={money(day.profit)} />
                      ) : (
                        money(day[key])
                      )}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}
