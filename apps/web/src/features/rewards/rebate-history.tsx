import { maxRangeDaysApart } from '@portal/contract/day-range';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Card } from '../../shared/money/card.tsx';
import { lastDays } from '../../shared/money/date-range.ts';
import { PagedList } from '../../shared/money/paged-list.tsx';
import { useStatus } from '../system/index.ts';
import { BonusRows } from './bonus-rows.tsx';
import { bonusDetailsQuery } from './rewards-queries.ts';
import type { RewardsFormat } from './use-rewards-format.ts';
import { useRewardsText } from './use-rewards-text.ts';

/** The longest period the bonus details read at once: the last claims are inside it. */
const historyDays = maxRangeDaysApart + 1;

/**
 * The member's latest rebate claims: the bonus details filtered to rebates over the longest
 * period they allow, newest first, a page at a time. A claim refetches them with the rest of
 * the rewards queries.
 */
export function RebateHistory({ format }: { format: RewardsFormat }) {
  const text = useRewardsText();
  const timeZone = useStatus().merchant.timeZone;
  // Fixed when the page opens, so the query key stays one while the member reads.
  const [range] = useState(() => lastDays(historyDays, timeZone));
  const [page, setPage] = useState(1);
  const rows = useQuery({
    ...bonusDetailsQuery(range, { source: 'rebate', state: undefined }, page),
    placeholderData: keepPreviousData,
  });
  return (
    <Card title={text('rewards.rebate.historyTitle')} icon="history">
      <PagedList
        query={rows}
        onPage={setPage}
        caption={text('rewards.rebate.historyCaption')}
        emptyText={text('rewards.rebate.historyEmpty', { count: historyDays })}
      >
        {(data) => <BonusRows rows={data.list} format={format} />}
      </PagedList>
    </Card>
  );
}
