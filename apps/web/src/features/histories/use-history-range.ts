import { useState } from 'react';
import { lastDays, type DayRange } from '../../shared/money/date-range.ts';
import { useStatus } from '../system/index.ts';

/** The period and page of a history list: the last 7 days, page 1; a new period resets the page. */
export function useHistoryRange() {
  const timeZone = useStatus().merchant.timeZone;
  const [range, setRangeState] = useState<DayRange>(() => lastDays(7, timeZone));
  const [page, setPage] = useState(1);
  const setRange = (next: DayRange) => {
    setRangeState(next);
    setPage(1);
  };
  return { range, setRange, page, setPage };
}
