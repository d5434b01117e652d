import { useState } from 'react';
import { lastDays, type DayRange } from './date-range.ts';

/**
 * The period and page of a history list: the last 7 days of the brand's calendar (`timeZone`),
 * page 1; a new period resets the page.
 */
export function useHistoryRange(timeZone: string) {
  const [range, setRangeState] = useState<DayRange>(() => lastDays(7, timeZone));
  const [page, setPage] = useState(1);
  const setRange = (next: DayRange) => {
    setRangeState(next);
    setPage(1);
  };
  return { range, setRange, page, setPage };
}
