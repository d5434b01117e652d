import type { RedeemStatus } from '@portal/contract/points/rules';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { PagedList } from '../../shared/money/paged-list.tsx';
import { redeemListQuery } from './points-queries.ts';
import styles from './points.module.css';
import { RedeemRows } from './redeem-rows.tsx';
import { RedeemStatusSelect } from './redeem-status-select.tsx';
import { usePointsText } from './use-points-text.ts';

/** The member's redemptions and conversions, newest first, by status, a page at a time. */
export function RedeemHistory() {
  const text = usePointsText();
  const [status, setStatus] = useState<RedeemStatus | undefined>();
  const [page, setPage] = useState(1);
  const rows = useQuery({ ...redeemListQuery(status, page), placeholderData: keepPreviousData });
  return (
    <div className={styles.panel}>
      <div className={styles.filters}>
        <RedeemStatusSelect
          value={status}
          onChange={(next) => {
            setStatus(next);
            setPage(1);
          }}
        />
      </div>
      <PagedList
        query={rows}
        onPage={setPage}
        caption={text('points.history.caption')}
        emptyText={text('points.history.empty')}
      >
        {(data) => <RedeemRows rows={data.list} />}
      </PagedList>
    </div>
  );
}
