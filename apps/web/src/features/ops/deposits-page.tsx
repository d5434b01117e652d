import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { toBcp47 } from '../../i18n/language-codes.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { formatMoney } from '../../shared/lib/format-money.ts';
import { depositColumns } from './deposits-columns.tsx';
import { DepositsFilters } from './deposits-filters.tsx';
import { noDepositFilters, useDeposits, type DepositFilters } from './deposits-queries.ts';
import { OpsPage } from './ops-page.tsx';
import { OpsTable } from './ops-table.tsx';
import { QueryState } from './query-state.tsx';
import styles from './console.module.css';

/**
 * The brand's deposits, for operators who follow the money coming in: newest first, filtered by
 * status, member and days of creation, with the count and paid sum of the whole selection.
 * Read only: a deposit settles through its payment provider, never from the console.
 */
export function DepositsPage() {
  const { t } = useTranslation();
  const locale = toBcp47(useLanguage());
  const [filters, setFilters] = useState<DepositFilters>(noDepositFilters);
  const [pageNo, setPageNo] = useState(1);
  const list = useDeposits(filters, pageNo);
  const columns = depositColumns(t, locale);
  const filter = (next: DepositFilters) => {
    setFilters(next);
    setPageNo(1);
  };

  return (
    <OpsPage title={t('opsDeposits.heading')}>
      <DepositsFilters value={filters} onChange={filter} />
      <QueryState query={list}>
        {(data) =>
          data.total === 0 ? (
            <p className={styles.stateBox}>{t('opsDeposits.empty')}</p>
          ) : (
            <>
              <p role="status" className={styles.muted}>
                {t('opsDeposits.totals', {
                  n: data.totals.count,
                  paid: data.totals.paidCount,
                  amount: formatMoney(data.totals.paidAmount, locale),
                })}
              </p>
              <OpsTable
                caption={t('opsDeposits.heading')}
                columns={columns}
                rows={data.items}
                rowKey={(row) => row.depositId}
                exportName={filters.status === '' ? 'deposits' : `deposits-${filters.status}`}
                paging={{ pageNo: data.pageNum, pages: data.totalPages, onPage: setPageNo }}
              />
            </>
          )
        }
      </QueryState>
    </OpsPage>
  );
}
