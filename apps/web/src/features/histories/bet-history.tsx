import type { betRow } from '@portal/contract/histories';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/use-translation.ts';
import type * as z from 'zod/mini';
import { Card } from '../../shared/money/card.tsx';
import { DateRangePicker } from '../../shared/money/date-range-picker.tsx';
import { formatTime } from '../../shared/lib/format-time.ts';
import { PagedList } from '../../shared/money/paged-list.tsx';
import { StatusPill, type Tone } from '../../shared/money/status-pill.tsx';
import { useMoneyText } from '../../shared/money/use-money-text.ts';
import { betsQuery } from '../../shared/money/wallet-queries.ts';
import styles from '../../shared/money/wallet.module.css';
import type { WalletPageProps } from '../../shared/money/wallet-page-props.ts';
import '../../shared/money/wallet-texts.ts';
import { MoneyHeads } from './money-heads.tsx';
import { SignedAmount } from '../../shared/money/signed-amount.tsx';
import { useHistoryRange } from '../../shared/money/use-history-range.ts';
import { useStatus } from '../system/index.ts';

const tone: Record<z.infer<typeof betRow>['status'], Tone> = {
  open: 'warning',
  settled: 'success',
  rolled_back: 'muted',
};

/** personalHistoryCopy: every bet from games and lottery in a period, with the period's totals. */
export function BetHistory({ member }: WalletPageProps) {
  const { t, i18n } = useTranslation();
  const money = useMoneyText(member.currencySymbol);
  const timeZone = useStatus().merchant.timeZone;
  const { range, setRange, page, setPage } = useHistoryRange(timeZone);
  const bets = useQuery({ ...betsQuery(range, page), placeholderData: keepPreviousData });
  return (
    <div className={styles.page}>
      <DateRangePicker value={range} onChange={setRange} timeZone={timeZone} />
      <Card title={t('wallet.bets.title')} icon="history">
        <PagedList query={bets} onPage={setPage} caption={t('wallet.bets.title')}>
          {(data) => (
            <>
              <thead>
                <tr>
                  <th scope="col">{t('wallet.common.time')}</th>
                  <th scope="col">{t('wallet.bets.game')}</th>
                  <MoneyHeads />
                </tr>
              </thead>
              <tbody>
                {data.list.map((bet) => (
                  <tr key={bet.betId}>
                    <td>{formatTime(bet.time, i18n.language)}</td>
                    <td>
                      <span>{bet.gameName}</span>
                      <div className={styles.muted}>
                        {bet.vendor} · {bet.gameType}
                      </div>
                      <StatusPill
                        tone={tone[bet.status]}
                        label={t(`wallet.betStatus.${bet.status}`)}
                      />
                    </td>
                    <td className={styles.num}>{money(bet.stake)}</td>
                    <td className={styles.num}>{money(bet.payout)}</td>
                    <td className={styles.num}>
                      <SignedAmount amount={bet.profit} text={money(bet.profit)} />
                    </td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row" colSpan={2}>
                    {t('wallet.bets.totals')}
                  </th>
                  <td className={styles.num}>{money(data.totals.stake)}</td>
                  <td className={styles.num}>{money(data.totals.payout)}</td>
                  <td className={styles.num}>
                    <SignedAmount amount={data.totals.profit} text={money(data.totals.profit)} />
                  </td>
                </tr>
              </tfoot>
            </>
          )}
        </PagedList>
      </Card>
    </div>
  );
}
