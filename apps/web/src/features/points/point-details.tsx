import type { PointType } from '@portal/contract/points/rules';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { PagedList } from '../../shared/money/paged-list.tsx';
import { DateRangePicker } from '../../shared/money/date-range-picker.tsx';
import { useHistoryRange } from '../../shared/money/use-history-range.ts';
import { useStatus } from '../system/index.ts';
import { DetailRows } from './detail-rows.tsx';
import { pointDetailsQuery } from './points-queries.ts';
import styles from './points.module.css';
import { PointTypeSelect } from './point-type-select.tsx';
import { usePointsText } from './use-points-text.ts';

/**
 * Every movement of the member's points in a range of days (the history pages' period picker,
 * the last 7 days first), by type, a page at a time.
 */
export function PointDetails() {
  const text = usePointsText();
  const timeZone = useStatus().merchant.timeZone;
  const { range, setRange, page, setPage } = useHistoryRange(timeZone);
  const [type, setType] = useState<PointType | undefined>();
  const rows = useQuery({
    ...pointDetailsQuery(range, type, page),
    placeholderData: keepPreviousData,
  });
  return (
    <div className={styles.panel}>
      <DateRangePicker value={range} onChange={setRange} timeZone={timeZone}>
        <PointTypeSelect
          value={type}
          onChange={(next) => {
            setType(next);
            setPage(1);
          }}
        />
      </DateRangePicker>
      <PagedList
        query={rows}
        onPage={setPage}
        caption={text('points.details.caption')}
        emptyText={text('points.details.empty')}
      >
        {(data) => <DetailRows rows={data.list} />}
      </PagedList>
    </div>
  );
}
