import { useTranslation } from '../../i18n/use-translation.ts';
import { toBcp47 } from '../../i18n/language-codes.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { formatTime } from '../../shared/lib/format-time.ts';
import type { OpsColumn } from './ops-table.tsx';
import styles from './console.module.css';

/** What a row has of its window: null for no start (shown once switched on) or no end. */
export interface ScheduledRow {
  enabled: boolean;
  startTime: string | null;
  endTime: string | null;
}

/** A text whose words stay on one line (a moment: `28/11/2026, 16:34`). */
export function whole(text: string): string {
  return text.replace(/ /gu, '\u00a0');
}

/** Where a row stands in its window: before its start, inside it, or past its end. */
export type WindowState = 'scheduled' | 'live' | 'ended';

/**
 * A row's place in its window at `now`, as the public calls decide it: shown from its start
 * (inclusive) until its end (exclusive). A time the browser cannot read counts as none.
 */
export function windowState(row: ScheduledRow, now: number): WindowState {
  const start = row.startTime === null ? Number.NaN : Date.parse(row.startTime);
  const end = row.endTime === null ? Number.NaN : Date.parse(row.endTime);
  if (now < start) return 'scheduled';
  if (now >= end) return 'ended';
  return 'live';
}

/**
 * The window columns of every kind's table: whether players see the row now, in words rather
 * than colour, with its period (start and end on the operator's clock) under it; the CSV has
 * the period in a column of its own. A switched-off row is not shown, in its window or when it
 * opens, so it reads neither "Live" nor "Scheduled"; past its end it reads "Ended (off)". So
 * the words tell the switch too, and the table needs no column of its own for it.
 */
export function useScheduleColumns() {
  const { t } = useTranslation();
  const locale = toBcp47(useLanguage());
  const ends = (r: ScheduledRow) => [
    r.startTime === null ? t('opsContentEditor.window.noStart') : formatTime(r.startTime, locale),
    r.endTime === null ? t('ops.content.noEnd') : formatTime(r.endTime, locale),
  ];
  const period = (r: ScheduledRow) => ends(r).join(' – ');
  // In the table each end keeps its words together, so a period breaks only at its dash.
  const periodCell = (r: ScheduledRow) => ends(r).map(whole).join(' – ');
  const showing = (r: ScheduledRow) => {
    const state = windowState(r, Date.now());
    if (r.enabled) return t(`opsContentEditor.window.${state}`);
    return t(
      state === 'ended' ? 'opsContentEditor.window.endedOff' : 'opsContentEditor.window.notShown',
    );
  };
  return <R extends ScheduledRow>(): OpsColumn<R>[] => [
    {
      key: 'showing',
      header: t('opsContentEditor.window.showing'),
      cell: (r) => (
        <span className={styles.cellLines}>
          <span>{showing(r)}</span>
          <span className={styles.muted}>{periodCell(r)}</span>
        </span>
      ),
      text: showing,
      sortable: true,
    },
    {
      key: 'period',
      header: t('ops.content.period'),
      cell: period,
      text: period,
      exportOnly: true,
    },
  ];
}
