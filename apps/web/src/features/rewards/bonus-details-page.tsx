import type { BonusSource, BonusState } from '@portal/contract/rewards/bonus-rules';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Card } from '../../shared/money/card.tsx';
import { DateRangePicker } from '../../shared/money/date-range-picker.tsx';
import { PagedList } from '../../shared/money/paged-list.tsx';
import { useHistoryRange } from '../../shared/money/use-history-range.ts';
import type { WalletPageProps } from '../../shared/money/wallet-page-props.ts';
import walletStyles from '../../shared/money/wallet.module.css';
import { useStatus } from '../system/index.ts';
import { BonusSourceSelect, BonusStateSelect } from './bonus-filters.tsx';
import { BonusRows } from './bonus-rows.tsx';
import { BonusSummary } from './bonus-summary.tsx';
import { bonusDetailsQuery } from './rewards-queries.ts';
import { useRewardsFormat } from './use-rewards-format.ts';
import { useRewardsText } from './use-rewards-text.ts';

/**
 * bonusDetails: every bonus the member got in a range of the brand's days (the history pages'
 * period picker, the last 7 days first), by source and state, a page at a time, with what the
 * period credited and the turnover still to bet.
 */
export function BonusDetailsPage({ member }: WalletPageProps) {
  const text = useRewardsText();
  const format = useRewardsFormat(member.currencySymbol);
  const timeZone = useStatus().merchant.timeZone;
  const { range, setRange, page, setPage } = useHistoryRange(timeZone);
  const [source, setSource] = useState<BonusSource | undefined>();
  const [state, setState] = useState<BonusState | undefined>();
  const rows = useQuery({
    ...bonusDetailsQuery(range, { source, state }, page),
    placeholderData: keepPreviousData,
  });
  return (
    <div className={walletStyles.page}>
      <DateRangePicker value={range} onChange={setRange} timeZone={timeZone}>
        <BonusSourceSelect
          value={source}
          onChange={(next) => {
            setSource(next);
            setPage(1);
          }}
        />
        <BonusStateSelect
          value={state}
          onChange={(next) => {
            setState(next);
            setPage(1);
          }}
        />
      </DateRangePicker>
      <Card title={text('rewards.details.title')} icon="gift">
        {/* The figures come with the list; a failed or first load shows only the list's state. */}
        {rows.isSuccess ? (
          <BonusSummary
            creditedTotal={rows.data.creditedTotal}
            turnoverRemaining={rows.data.turnoverRemaining}
            format={format}
          />
        ) : null}
        <PagedList
          query={rows}
          onPage={setPage}
          caption={text('rewards.details.caption')}
          emptyText={text('rewards.details.empty')}
        >
          {(data) => <BonusRows rows={data.list} format={format} />}
        </PagedList>
      </Card>
    </div>
  );
}
