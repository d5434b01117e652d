import { resultEntryStates, type ResultEntryView } from '@portal/contract/lottery/result-entry';
import { useId, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { toBcp47 } from '../../i18n/language-codes.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { formatTime } from '../../shared/lib/format-time.ts';
import { resultLine, useTierName } from './lottery-results-board.ts';
import { ResultDecision, type DecisionHandle } from './lottery-results-decide.tsx';
import type { ResultTarget } from './lottery-results-form.tsx';
import {
  useGameShapes,
  useResultEntries,
  type ResultStateFilter,
} from './lottery-results-queries.ts';
import { RowAction } from './ops-page.tsx';
import { OpsTable, type OpsColumn } from './ops-table.tsx';
import { QueryState } from './query-state.tsx';
import styles from './console.module.css';
import own from './lottery-results.module.css';

/**
 * The entered results, newest first, by state: who entered and who decided each, and for the
 * result a period stands on (the newest approved entry of its period on the page) a "Correct"
 * that opens the entry form prefilled. Pending entries, corrections included, are decided here.
 */
export function ResultHistory({
  handle,
  onCorrect,
}: {
  handle: DecisionHandle;
  onCorrect: (target: ResultTarget) => void;
}) {
  const { t } = useTranslation();
  const locale = toBcp47(useLanguage());
  const tierName = useTierName();
  const headingId = useId();
  const [state, setState] = useState<ResultStateFilter>('');
  const [pageNo, setPageNo] = useState(1);
  const list = useResultEntries(state, pageNo);
  const items = list.data?.items ?? [];
  const shapes = useGameShapes(items.map((r) => r.gameCode));
  // Newest first: the first approved entry of a period is the result it stands on.
  const current = new Set<string>();
  const seen = new Set<string>();
  for (const r of items) {
    const period = `${r.gameCode} ${r.periodNo}`;
    if (r.state !== 'approved' || seen.has(period)) continue;
    seen.add(period);
    current.add(r.id);
  }
  const line = (r: ResultEntryView) => resultLine(shapes.get(r.gameCode), r.result, tierName);
  const stateText = (r: ResultEntryView) =>
    [
      t(`opsLotteryResults.states.${r.state}`),
      r.correction ? t('opsLotteryResults.history.correction') : null,
    ]
      .filter(Boolean)
      .join(' · ');
  const decided = (r: ResultEntryView) =>
    r.decidedBy === null
      ? ''
      : [r.decidedBy, r.decidedAt === null ? null : formatTime(r.decidedAt, locale), r.remark]
          .filter(Boolean)
          .join(' · ');

  const actions = (r: ResultEntryView) => {
    if (r.state === 'pending')
      return <ResultDecision entry={r} target={`#${r.id}`} handle={handle} />;
    if (!current.has(r.id)) return null;
    const shape = shapes.get(r.gameCode);
    return (
      <RowAction
        label={t('opsLotteryResults.history.correct')}
        target={`#${r.id}`}
        disabled={shape === undefined}
        onClick={() =>
          shape === undefined
            ? undefined
            : onCorrect({
                gameCode: r.gameCode,
                game: r.gameCode,
                periodNo: r.periodNo,
                shape,
                prefill: r.result,
              })
        }
      />
    );
  };

  const columns: OpsColumn<ResultEntryView>[] = [
    { key: 'id', header: '#', cell: (r) => r.id, text: (r) => Number(r.id), sortable: true },
    {
      key: 'game',
      header: t('opsLotteryResults.history.game'),
      cell: (r) => r.gameCode,
      text: (r) => r.gameCode,
      sortable: true,
    },
    {
      key: 'period',
      header: t('opsLotteryResults.history.period'),
      cell: (r) => r.periodNo,
      text: (r) => r.periodNo,
      sortable: true,
    },
    {
      key: 'result',
      header: t('opsLotteryResults.history.result'),
      cell: (r) => <span className={own.result}>{line(r)}</span>,
      text: line,
    },
    {
      key: 'state',
      header: t('opsLotteryResults.history.state'),
      cell: stateText,
      text: stateText,
      sortable: true,
    },
    {
      key: 'entered',
      header: t('opsLotteryResults.history.enteredBy'),
      cell: (r) => `${r.enteredBy} · ${formatTime(r.enteredAt, locale)}`,
      text: (r) => `${r.enteredBy} ${r.enteredAt}`,
      sortable: true,
    },
    {
      key: 'decided',
      header: t('opsLotteryResults.history.decidedBy'),
      cell: decided,
      text: decided,
    },
    {
      key: 'version',
      header: t('opsLotteryResults.history.version'),
      cell: (r) => r.resultVersion ?? '',
      text: (r) => r.resultVersion,
      sortable: true,
    },
    {
      key: 'act',
      pinned: true,
      header: t('opsLotteryResults.history.actions'),
      cell: actions,
      text: () => null,
    },
  ];

  return (
    <section className={styles.tableBlock} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {t('opsLotteryResults.history.heading')}
      </h2>
      <label className={styles.filter}>
        <span>{t('opsLotteryResults.history.state')}</span>
        <select
          className={styles.select}
          value={state}
          onChange={(event) => {
            setState(event.target.value as ResultStateFilter);
            setPageNo(1);
          }}
        >
          <option value="">{t('opsLotteryResults.history.allStates')}</option>
          {resultEntryStates.map((s) => (
            <option key={s} value={s}>
              {t(`opsLotteryResults.states.${s}`)}
            </option>
          ))}
        </select>
      </label>
      <QueryState query={list}>
        {(data) =>
          data.total === 0 ? (
            <p className={styles.stateBox}>{t('opsLotteryResults.history.empty')}</p>
          ) : (
            <OpsTable
              caption={t('opsLotteryResults.history.heading')}
              columns={columns}
              rows={data.items}
              rowKey={(row) => row.id}
              exportName={state === '' ? 'lottery-results' : `lottery-results-${state}`}
              paging={{ pageNo: data.pageNum, pages: data.totalPages, onPage: setPageNo }}
            />
          )
        }
      </QueryState>
    </section>
  );
}
