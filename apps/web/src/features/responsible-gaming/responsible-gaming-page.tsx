import { useQuery } from '@tanstack/react-query';
import { Card } from '../../shared/money/card.tsx';
import type { WalletPageProps } from '../../shared/money/wallet-page-props.ts';
import walletStyles from '../../shared/money/wallet.module.css';
import { Button } from '../../shared/ui/button.tsx';
import { ExclusionCard } from './exclusion-card.tsx';
import { LimitRow } from './limit-row.tsx';
import { RealityCard } from './reality-card.tsx';
import { rgStatusQuery } from './rg-queries.ts';
import styles from './rg.module.css';
import { SessionCard } from './session-card.tsx';
import { StatementCard } from './statement-card.tsx';
import { useRgText } from './use-rg-text.ts';

/**
 * responsibleGaming: the member's session and previous login, limits with their usage and
 * waiting changes, the reality-check interval, cool-off and self-exclusion, and the activity
 * statement. Every rule is the server's; this page only shows and asks.
 */
export function ResponsibleGamingPage({ member }: WalletPageProps) {
  const text = useRgText();
  const status = useQuery(rgStatusQuery());
  if (status.isPending) return <p role="status">{text('rg.loading')}</p>;
  if (status.isError)
    return (
      <div className={walletStyles.stateBox} data-kind="error" role="alert">
        <p>{text('rg.error')}</p>
        <Button variant="secondary" onClick={() => void status.refetch()}>
          {text('rg.retry')}
        </Button>
      </div>
    );
  const data = status.data;
  return (
    <div className={walletStyles.page}>
      <p className={styles.intro}>{text('rg.intro', { count: data.loosenDelayHours })}</p>
      <SessionCard session={data.session} />
      <Card title={text('rg.limits.title')} icon="shield">
        <div className={walletStyles.tableWrap}>
          <table className={walletStyles.table}>
            <thead>
              <tr>
                <th scope="col">{text('rg.limits.kind')}</th>
                <th scope="col">{text('rg.limits.current')}</th>
                <th scope="col" className={walletStyles.num}>
                  {text('rg.limits.used')}
                </th>
                <th scope="col">{text('rg.limits.resets')}</th>
                <th scope="col">{text('rg.limits.change')}</th>
              </tr>
            </thead>
            <tbody>
              {data.limits.map((limit) => (
                <LimitRow
                  key={`${limit.kind}.${limit.period}`}
                  limit={limit}
                  currencySymbol={member.currencySymbol}
                />
              ))}
            </tbody>
          </table>
        </div>
      </Card>
      <RealityCard status={data} />
      <ExclusionCard status={data} />
      <StatementCard currencySymbol={member.currencySymbol} />
    </div>
  );
}
