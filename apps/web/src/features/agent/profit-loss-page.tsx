import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Card } from '../../shared/money/card.tsx';
import { MoneyTableSections } from '../../shared/money/money-table-sections.tsx';
import { PagedList } from '../../shared/money/paged-list.tsx';
import { useMoneyText } from '../../shared/money/use-money-text.ts';
import styles from '../../shared/money/wallet.module.css';
import { DateRangePicker } from '../../shared/money/date-range-picker.tsx';
import { useHistoryRange } from '../../shared/money/use-history-range.ts';
import { useStatus } from '../system/index.ts';
import type { AgentPageProps } from './agent-page-props.ts';
import { profitLossQuery } from './agent-queries.ts';
import './agent-texts.ts';
import agentStyles from './agent.module.css';
import { ExportCsvButton } from './export-csv-button.tsx';
import { PathCrumbs } from './path-crumbs.tsx';

const figureKeys = ['deposits', 'withdrawals', 'validBets', 'payout', 'bonuses', 'profit'] as const;

/**
 * palStatementsAgentCopy: profit and loss over a period: the viewed account's own row, then
 * each direct downline with its team. A sub-agent's row drills into its team; the breadcrumbs
 * (`path`) lead back up. The foot holds the viewed account's whole team.
 */
export function ProfitLossPage({ member }: AgentPageProps) {
  const { t } = useTranslation();
  const money = useMoneyText(member.currencySymbol);
  const timeZone = useStatus().merchant.timeZone;
  const { range, setRange, page, setPage } = useHistoryRange(timeZone);
  const [account, setAccount] = useState<string | undefined>();
  const report = useQuery({
    ...profitLossQuery(range, account, page),
    placeholderData: keepPreviousData,
  });
  const title = t('agent.profitLoss.title');
  const view = (next: string | undefined) => {
    setAccount(next);
    setPage(1);
  };
  const heads = [
    t('agent.figures.activeMembers'),
    ...figureKeys.map((key) => t(`agent.figures.${key}`)),
  ];
  const data = report.data;
  const csv = () => [
    [t('agent.common.account'), t('agent.profitLoss.scope'), ...heads],
    ...(data?.list ?? []).map((row) => [
      row.account,
      t(`agent.profitLoss.scopes.${row.scope}`),
      row.activeMembers,
      ...figureKeys.map((key) => row[key]),
    ]),
    ...(data === undefined
      ? []
      : [
          [
            t('agent.profitLoss.totals', { account: data.path.at(-1) ?? '' }),
            '',
            '',
            ...figureKeys.map((key) => data.totals[key]),
          ],
        ]),
  ];
  return (
    <div className={styles.page}>
      <DateRangePicker value={range} onChange={setRange} timeZone={timeZone} />
      {data === undefined || data.path.length < 2 ? null : (
        <PathCrumbs
          path={data.path}
          onPick={(index) => view(index === 0 ? undefined : data.path[index])}
        />
      )}
      <Card
        title={title}
        icon="chart"
        actions={
          <ExportCsvButton
            what={title}
            fileName={t('agent.profitLoss.fileName')}
            rows={csv}
            disabled={(data?.list.length ?? 0) === 0}
          />
        }
      >
        <PagedList
          query={report}
          onPage={setPage}
          caption={title}
          emptyText={t('agent.profitLoss.empty')}
        >
          {(result) => (
            <MoneyTableSections
              rowHead={t('agent.common.account')}
              heads={heads}
              rows={result.list.map((row) => ({
                key: `${row.scope}-${row.account}`,
                head:
                  row.scope === 'self' ? (
                    t('agent.profitLoss.self', { account: row.account })
                  ) : row.isAgent ? (
                    <button
                      type="button"
                      className={agentStyles.linkButton}
                      aria-label={t('agent.profitLoss.drill', { account: row.account })}
                      onClick={() => view(row.account)}
                    >
                      {t('agent.profitLoss.team', { account: row.account })}
                    </button>
                  ) : (
                    row.account
                  ),
                counts: [row.activeMembers],
                amounts: figureKeys.map((key) => row[key]),
              }))}
              money={money}
              totals={{
                head: t('agent.profitLoss.totals', { account: result.path.at(-1) ?? '' }),
                amounts: figureKeys.map((key) => result.totals[key]),
              }}
            />
          )}
        </PagedList>
      </Card>
    </div>
  );
}
