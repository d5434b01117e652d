import { formatMinor, parseMinor } from '@portal/contract/money';
import type { OpsMeOutput } from '@portal/contract/ops';
import { dashboardEndpoints, type DashboardOutput } from '@portal/contract/ops/dashboard';
import type { OpsPermission } from '@portal/contract/ops/roles';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Link } from 'react-router';
import { toBcp47 } from '../../i18n/language-codes.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { formatMoney } from '../../shared/lib/format-money.ts';
import { formatDay } from '../../shared/lib/format-time.ts';
import { BarChart } from '../../shared/ui/bar-chart.tsx';
import { opsCall } from './operator-session.ts';
import { can, opsKeys } from './ops-queries.ts';
import { QueryState } from './query-state.tsx';
import styles from './console.module.css';
import dashboardStyles from './dashboard.module.css';

type Day = DashboardOutput['days'][number];
type Waiting = keyof DashboardOutput['waiting'];

/** Where each kind of waiting work is done, and who may open it. */
const waitingWork: ReadonlyArray<{ key: Waiting; path: string; needs: OpsPermission }> = [
  { key: 'approvals', path: '/approvals', needs: 'approvals.decide' },
  { key: 'withdrawalsInReview', path: '/withdrawals', needs: 'withdrawals.read' },
  { key: 'applications', path: '/applications', needs: 'rewards.write' },
  { key: 'redemptions', path: '/applications', needs: 'rewards.write' },
  { key: 'lotteryResults', path: '/lottery-results', needs: 'lottery.write' },
];

/** Geometry of an amount: its minor units at a scale every currency fits. */
const height = (amount: string) => Number(parseMinor(amount, 8));
/** A window's total of one amount, exactly, at the currency's scale (the wire's decimals). */
function total(days: readonly Day[], key: 'deposits' | 'withdrawals' | 'ggr'): string {
  const scale = (days[0]?.[key].split('.')[1] ?? '').length;
  return formatMinor(
    days.reduce((sum, day) => sum + parseMinor(day[key], scale), 0n),
    scale,
  );
}

/**
 * The brand at a glance: today's money and play, the work waiting (each a link to where it is
 * done, for the operator who may do it), and the last two weeks per day in two charts.
 */
export function DashboardPanel({ me }: { me: OpsMeOutput }) {
  const { t } = useTranslation();
  const locale = toBcp47(useLanguage());
  const dashboard = useQuery({
    queryKey: opsKeys.dashboard,
    queryFn: ({ signal }) => opsCall(dashboardEndpoints.dashboard, {}, { signal }),
    // Figures of the day move all day: read them again when the operator comes back.
    staleTime: 60_000,
  });
  return (
    <QueryState query={dashboard}>
      {(data) => {
        const money = (amount: string) => `${formatMoney(amount, locale)} ${data.currency}`;
        const today = data.days.at(-1);
        const categories = data.days.map((day) => formatDay(day.day, locale));
        const period = {
          count: data.days.length,
          start: categories[0],
          end: categories.at(-1),
        };
        const sumText = (key: 'deposits' | 'withdrawals' | 'ggr') => money(total(data.days, key));
        const amounts = (key: 'deposits' | 'withdrawals' | 'ggr') => ({
          values: data.days.map((day) => height(day[key])),
          texts: data.days.map((day) => money(day[key])),
        });
        const counts = (key: 'newMembers' | 'activeMembers') => ({
          values: data.days.map((day) => day[key]),
          texts: data.days.map((day) => String(day[key])),
        });
        const work = waitingWork.filter((w) => can(me, w.needs));
        return (
          <>
            {today === undefined ? null : (
              <>
                <h2 className={styles.sectionTitle}>
                  {t('opsDashboard.todayLabel', { day: formatDay(today.day, locale) })}
                </h2>
                <dl className={dashboardStyles.figures} aria-label={t('opsDashboard.today')}>
                  {(['deposits', 'withdrawals', 'validBets', 'ggr', 'bonuses'] as const).map(
                    (key) => (
                      <div key={key} className={dashboardStyles.figure}>
                        <dt>{t(`opsDashboard.figures.${key}`)}</dt>
                        <dd>{money(today[key])}</dd>
                      </div>
                    ),
                  )}
                  {(['activeMembers', 'newMembers'] as const).map((key) => (
                    <div key={key} className={dashboardStyles.figure}>
                      <dt>{t(`opsDashboard.figures.${key}`)}</dt>
                      <dd>{today[key]}</dd>
                    </div>
                  ))}
                </dl>
              </>
            )}
            {work.length === 0 ? null : (
              <>
                <h2 className={styles.sectionTitle}>{t('opsDashboard.waiting')}</h2>
                <div className={styles.tiles}>
                  {work.map((w) => (
                    <Link key={w.key} to={w.path} className={styles.tile}>
                      <span className={styles.tileLabel}>{t(`opsDashboard.waits.${w.key}`)}</span>
                      <strong className={styles.tileValue}>{data.waiting[w.key]}</strong>
                    </Link>
                  ))}
                </div>
              </>
            )}
            <h2 className={styles.sectionTitle}>{t('opsDashboard.moneyChart')}</h2>
            <BarChart
              categories={categories}
              categoryHead={t('opsDashboard.date')}
              caption={t('opsDashboard.moneyChart')}
              summary={t('opsDashboard.moneySummary', {
                ...period,
                deposits: sumText('deposits'),
                withdrawals: sumText('withdrawals'),
                ggr: sumText('ggr'),
              })}
              series={[
                {
                  key: 'deposits',
                  label: t('opsDashboard.figures.deposits'),
                  tone: 'info',
                  ...amounts('deposits'),
                },
                {
                  key: 'withdrawals',
                  label: t('opsDashboard.figures.withdrawals'),
                  tone: 'primary',
                  ...amounts('withdrawals'),
                },
                {
                  key: 'ggr',
                  label: t('opsDashboard.figures.ggr'),
                  tone: 'signed',
                  ...amounts('ggr'),
                },
              ]}
            />
            <h2 className={styles.sectionTitle}>{t('opsDashboard.membersChart')}</h2>
            <BarChart
              categories={categories}
              categoryHead={t('opsDashboard.date')}
              caption={t('opsDashboard.membersChart')}
              size="short"
              summary={t('opsDashboard.membersSummary', {
                ...period,
                newMembers: data.days.reduce((sum, day) => sum + day.newMembers, 0),
                activeMax: Math.max(...data.days.map((day) => day.activeMembers)),
              })}
              series={[
                {
                  key: 'newMembers',
                  label: t('opsDashboard.figures.newMembers'),
                  tone: 'accent',
                  ...counts('newMembers'),
                },
                {
                  key: 'activeMembers',
                  label: t('opsDashboard.figures.activeMembers'),
                  tone: 'info',
                  ...counts('activeMembers'),
                },
              ]}
            />
          </>
        );
      }}
    </QueryState>
  );
}
