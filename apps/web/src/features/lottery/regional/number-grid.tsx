import type { PlayMethod } from '@portal/contract/lottery/play-method';
import { padNumber } from '@portal/contract/lottery/tiers';
import { useRef, useState, type KeyboardEvent } from 'react';
import { toggleNumber } from '../selection-state.ts';
import { addPicks, headNumbers, tailNumbers, type PickRules } from './number-picks.ts';
import { useRegionalText } from './regional-texts.ts';
import styles from './number-pad.module.css';

/** Props of `NumberGrid`. */
export interface NumberGridProps {
  method: PlayMethod;
  rules: PickRules;
  picks: readonly number[];
  onPicks: (picks: number[]) => void;
}

/** The digits 0-9, for the rows of quick picks. */
const digits = Array.from({ length: 10 }, (_, i) => i);

/**
 * The grid of a one- or two-digit play (0-9, or 00-99 in ten rows of ten, a row per đầu) with
 * toggle buttons; once a play's most numbers are picked (xiên: 10) the others are disabled. Two-
 * digit plays of one number a bet get quick picks by đầu (tens) and đuôi (units), which add the
 * ten numbers to what is picked.
 */
export function NumberGrid({ method, rules, picks, onPicks }: NumberGridProps) {
  const { rt } = useRegionalText();
  const numbers = Array.from({ length: rules.max + 1 }, (_, i) => i);
  const full = picks.length >= rules.maxPicks;
  const add = (added: number[]) => onPicks(addPicks(method, rules, picks, added).picks);
  const quick = rules.digits === 2 && rules.k === 1;
  // One cell in the Tab order, arrows move across the grid: 100 buttons are one Tab stop.
  const [focused, setActive] = useState(0);
  // A play with fewer numbers (0-9 after 00-99) keeps a cell in the Tab order.
  const active = Math.min(focused, rules.max);
  const gridRef = useRef<HTMLDivElement>(null);
  const columns = 10;
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, number> = {
      ArrowRight: active + 1,
      ArrowLeft: active - 1,
      ArrowDown: active + columns,
      ArrowUp: active - columns,
      Home: 0,
      End: rules.max,
    };
    const target = moves[event.key];
    if (target === undefined || target < 0 || target > rules.max) return;
    event.preventDefault();
    setActive(target);
    gridRef.current?.querySelector<HTMLElement>(`[data-n="${target}"]`)?.focus();
  };
  return (
    <div className={styles.pad}>
      <div
        ref={gridRef}
        role="group"
        aria-label={rt('lotteryRegional.entry.grid')}
        className={rules.digits === 2 ? styles.grid : styles.gridOne}
        onKeyDown={onKeyDown}
      >
        {numbers.map((n) => {
          const picked = picks.includes(n);
          // Kept focusable when full (aria-disabled), so the arrows still cross the grid.
          const blocked = !picked && full;
          return (
            <button
              key={n}
              type="button"
              data-n={n}
              tabIndex={n === active ? 0 : -1}
              className={styles.cell}
              aria-pressed={picked}
              aria-disabled={blocked}
              onFocus={() => setActive(n)}
              onClick={() => {
                if (!blocked) onPicks(toggleNumber(picks, n));
              }}
            >
              {padNumber(n, rules.digits)}
            </button>
          );
        })}
      </div>
      {quick ? (
        <div
          className={styles.quick}
          role="group"
          aria-label={rt('lotteryRegional.entry.quickLabel')}
        >
          <QuickRow
            label={rt('lotteryRegional.entry.heads')}
            name={(d) =>
              rt('lotteryRegional.entry.head', {
                n: d,
                from: padNumber(d * 10, 2),
                to: padNumber(d * 10 + 9, 2),
              })
            }
            onPick={(d) => add(headNumbers(d))}
          />
          <QuickRow
            label={rt('lotteryRegional.entry.tails')}
            name={(d) => rt('lotteryRegional.entry.tail', { n: d })}
            onPick={(d) => add(tailNumbers(d))}
          />
        </div>
      ) : null}
    </div>
  );
}

interface QuickRowProps {
  label: string;
  /** The button's full name ("Đầu 2: all from 20 to 29"); its face is the digit. */
  name: (digit: number) => string;
  onPick: (digit: number) => void;
}

function QuickRow({ label, name, onPick }: QuickRowProps) {
  return (
    <div role="group" aria-label={label} className={styles.quickRow}>
      <span className={styles.quickLabel}>{label}</span>
      <div className={styles.quickButtons}>
        {digits.map((d) => (
          <button
            key={d}
            type="button"
            className={styles.quickButton}
            aria-label={name(d)}
            title={name(d)}
            onClick={() => onPick(d)}
          >
            {d}
          </button>
        ))}
      </div>
    </div>
  );
}
