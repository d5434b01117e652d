import type { AwaitingPeriodView } from '@portal/contract/lottery/result-entry';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { toBcp47 } from '../../i18n/language-codes.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { formatTime } from '../../shared/lib/format-time.ts';
import { resultLine, useTierName } from './lottery-results-board.ts';
import { ResultDecision, type DecisionHandle } from './lottery-results-decide.tsx';
import type { ResultTarget } from './lottery-results-form.tsx';
import { useAwaitingPeriods } from './lottery-results-queries.ts';
import { RowAction } from './ops-page.tsx';
import { OpsTable, type OpsColumn } from './ops-table.tsx';
import { QueryState } from './query-state.tsx';
import styles from './console.module.css';
import own from './lottery-results.module.css';

/** Within this much of its deadline a period is flagged: it is about to be refunded. */
export const deadlineWarning = 60 * 60_000;

/** The clock, read again every half minute so deadlines count down on screen. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * The operators' work list, oldest first: MANUAL periods past their draw time without a result,
 * each with "Enter result" or the entry waiting for a second operator, and settled periods whose
 * correction waits for one.
 */
export function AwaitingPeriods({
  handle,
  onEnter,
}: {
  handle: DecisionHandle;
  onEnter: (target: ResultTarget) => void;
}) {
  const { t } = useTranslation();
  const locale = toBcp47(useLanguage());
  const tierName = useTierName();
  const now = useNow();
  const list = useAwaitingPeriods();
  const headingId = useId();
  const time = (ms: number) => formatTime(new Date(ms).toISOString(), locale);
  const rowName = (r: AwaitingPeriodView) => `${r.gameCode} ${r.periodNo}`;

  const deadline = (r: AwaitingPeriodView) => {
    if (r.deadlineAt === null) return t('opsLotteryResults.awaiting.noDeadline');
    const left = r.deadlineAt - now;
    if (left > deadlineWarning) return time(r.deadlineAt);
    return (
      <>
        {time(r.deadlineAt)}
        <strong className={own.near}>
          {left <= 0
            ? t('opsLotteryResults.awaiting.deadlinePassed')
            : t('opsLotteryResults.awaiting.deadlineNear', { minutes: Math.ceil(left / 60_000) })}
        </strong>
      </>
    );
  };

  const columns: OpsColumn<AwaitingPeriodView>[] = [
    {
      key: 'game',
      header: t('opsLotteryResults.awaiting.game'),
      cell: (r) => (
        <>
          {r.name}
          <br />
          <span className={styles.muted}>{r.gameCode}</span>
        </>
      ),
      text: (r) => `${r.name} (${r.gameCode})`,
      sortable: true,
    },
    {
      key: 'period',
      header: t('opsLotteryResults.awaiting.period'),
      cell: (r) =>
        r.pending?.correction ? (
          <>
            <span className={own.periodNo}>{r.periodNo}</span>
            <br />
            <span className={styles.muted}>{t('opsLotteryResults.awaiting.correction')}</span>
          </>
        ) : (
          <span className={own.periodNo}>{r.periodNo}</span>
        ),
      text: (r) => r.periodNo,
      sortable: true,
    },
    {
      key: 'draws',
      header: t('opsLotteryResults.awaiting.drawsAt'),
      cell: (r) => time(r.drawsAt),
      text: (r) => new Date(r.drawsAt).toISOString(),
      sortable: true,
    },
    {
      key: 'deadline',
      header: t('opsLotteryResults.awaiting.deadline'),
      cell: deadline,
      text: (r) => (r.deadlineAt === null ? null : new Date(r.deadlineAt).toISOString()),
      sortable: true,
    },
    {
      key: 'tickets',
      header: t('opsLotteryResults.awaiting.tickets'),
      cell: (r) => r.tickets,
      text: (r) => r.tickets,
      sortable: true,
    },
    {
      key: 'entry',
      header: t('opsLotteryResults.awaiting.entry'),
      cell: (r) =>
        r.pending === null ? null : (
          <>
            <span className={styles.muted}>
              {t('opsLotteryResults.awaiting.enteredBy', { name: r.pending.enteredBy })}
            </span>
            <br />
            <span className={own.result}>{resultLine(r.shape, r.pending.result, tierName)}</span>
          </>
        ),
      text: (r) => (r.pending === null ? null : resultLine(r.shape, r.pending.result, tierName)),
    },
    {
      key: 'act',
      pinned: true,
      header: '',
      cell: (r) =>
        r.pending === null ? (
          <RowAction
            primary
            label={t('opsLotteryResults.awaiting.enter')}
            target={rowName(r)}
            disabled={false}
            onClick={() =>
              onEnter({
                gameCode: r.gameCode,
                game: r.name,
                periodNo: r.periodNo,
                shape: r.shape,
                prefill: null,
              })
            }
          />
        ) : (
          <ResultDecision entry={r.pending} target={rowName(r)} handle={handle} />
        ),
      text: () => null,
    },
  ];

  return (
    <section className={styles.tableBlock} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {t('opsLotteryResults.awaiting.heading')}
      </h2>
      <QueryState query={list}>
        {(data) =>
          data.items.length === 0 ? (
            <p className={styles.stateBox}>{t('opsLotteryResults.awaiting.empty')}</p>
          ) : (
            <OpsTable
              caption={t('opsLotteryResults.awaiting.heading')}
              columns={columns}
              rows={data.items}
              rowKey={rowName}
              exportName="lottery-awaiting"
            />
          )
        }
      </QueryState>
    </section>
  );
}
