import type { DownlineRow } from '@portal/contract/agent/team';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { formatTime } from '../../shared/lib/format-time.ts';
import { Card } from '../../shared/money/card.tsx';
import { PagedList } from '../../shared/money/paged-list.tsx';
import { StatusPill } from '../../shared/money/status-pill.tsx';
import { useMoneyText } from '../../shared/money/use-money-text.ts';
import styles from '../../shared/money/wallet.module.css';
import type { AgentPageProps } from './agent-page-props.ts';
import { downlinesQuery, type DownlineFilters } from './agent-queries.ts';
import './agent-texts.ts';
import agentStyles from './agent.module.css';
import { DownlineFiltersForm, type DownlineSearch } from './downline-filters.tsx';
import { DownlinePanel } from './downline-panel.tsx';
import { ExportCsvButton } from './export-csv-button.tsx';
import { SortHead, type DownlineSort } from './sort-head.tsx';
import { useTypeLabel } from './use-type-label.ts';

/**
 * downlineManagmentView: the team searched by account, direct or all, by role, sorted and
 * paged; a row opens the downline's summary with what the agent may do to it.
 */
export function DownlineManagementPage(props: AgentPageProps) {
  const { t, i18n } = useTranslation();
  const money = useMoneyText(props.member.currencySymbol);
  const typeLabel = useTypeLabel();
  const [filters, setFilters] = useState<DownlineFilters>({
    scope: 'all',
    sort: 'registeredAt',
    order: 'desc',
    pageNo: 1,
  });
  const [open, setOpen] = useState<string | null>(null);
  const rows = useQuery({ ...downlinesQuery(filters), placeholderData: keepPreviousData });
  const title = t('agent.downlines.title');
  const time = (iso: string | null, none: string) =>
    iso === null ? none : formatTime(iso, i18n.language);
  const sortProps = {
    sort: filters.sort,
    order: filters.order,
    onSort: (sort: DownlineSort, order: 'asc' | 'desc') =>
      setFilters({ ...filters, sort, order, pageNo: 1 }),
  };
  const csv = () => [
    [
      t('agent.common.account'),
      t('agent.common.type'),
      t('agent.downlines.level'),
      t('agent.downlines.upline'),
      t('agent.downlines.balance'),
      t('agent.downlines.teamSize'),
      t('agent.downlines.registeredAt'),
      t('agent.downlines.lastLoginAt'),
      t('agent.downlines.status'),
    ],
    ...(rows.data?.list ?? []).map((row: DownlineRow) => [
      row.account,
      typeLabel(row),
      row.level,
      row.upline,
      row.balance,
      row.teamSize,
      row.registeredAt,
      row.lastLoginAt,
      row.locked ? t('agent.downlines.locked') : t('agent.downlines.open'),
    ]),
  ];
  return (
    <div className={styles.page}>
      <DownlineFiltersForm
        value={filters}
        onChange={(search: DownlineSearch) => setFilters({ ...filters, ...search, pageNo: 1 })}
      />
      <Card
        title={title}
        icon="users"
        actions={
          <ExportCsvButton
            what={title}
            fileName={t('agent.downlines.fileName')}
            rows={csv}
            disabled={(rows.data?.list.length ?? 0) === 0}
          />
        }
      >
        <PagedList
          query={rows}
          onPage={(pageNo) => setFilters({ ...filters, pageNo })}
          caption={title}
          emptyText={t('agent.downlines.empty')}
        >
          {(data) => (
            <>
              <thead>
                <tr>
                  <SortHead column="account" label={t('agent.common.account')} {...sortProps} />
                  <th scope="col">{t('agent.common.type')}</th>
                  <th scope="col" className={styles.num}>
                    {t('agent.downlines.level')}
                  </th>
                  <th scope="col">{t('agent.downlines.upline')}</th>
                  <SortHead
                    column="balance"
                    label={t('agent.downlines.balance')}
                    className={styles.num}
                    {...sortProps}
                  />
                  <th scope="col" className={styles.num}>
                    {t('agent.downlines.teamSize')}
                  </th>
                  <SortHead
                    column="registeredAt"
                    label={t('agent.downlines.registeredAt')}
                    {...sortProps}
                  />
                  <SortHead
                    column="lastLoginAt"
                    label={t('agent.downlines.lastLoginAt')}
                    {...sortProps}
                  />
                  <th scope="col">{t('agent.downlines.status')}</th>
                </tr>
              </thead>
              <tbody>
                {data.list.map((row) => (
                  <tr key={row.account}>
                    <th scope="row">
                      <button
                        type="button"
                        className={agentStyles.linkButton}
                        aria-label={t('agent.downlines.view', { account: row.account })}
                        onClick={() => setOpen(row.account)}
                      >
                        {row.account}
                      </button>
                    </th>
                    <td>{typeLabel(row)}</td>
                    <td className={styles.num}>{row.level}</td>
                    <td>{row.upline}</td>
                    <td className={styles.num}>{money(row.balance)}</td>
                    <td className={styles.num}>{row.teamSize}</td>
                    <td className={styles.nowrap}>{time(row.registeredAt, '')}</td>
                    <td className={styles.nowrap}>
                      {time(row.lastLoginAt, t('agent.downline.neverLoggedIn'))}
                    </td>
                    <td>
                      <StatusPill
                        tone={row.locked ? 'danger' : 'success'}
                        label={row.locked ? t('agent.downlines.locked') : t('agent.downlines.open')}
                      />
                    </td>
                  </tr>
                ))}
              </tbody>
            </>
          )}
        </PagedList>
      </Card>
      {open === null ? null : (
        <DownlinePanel {...props} account={open} onClose={() => setOpen(null)} />
      )}
    </div>
  );
}
