import type { DrawShapeName } from '@portal/contract/lottery/families';
import { groupAmount } from '@portal/contract/money';
import type { PlayMethod } from '@portal/contract/lottery/play-method';
import { lhcColour } from '@portal/contract/lottery/play-methods-lhc';
import { sides } from '@portal/contract/lottery/selection-schemas';
import { ballLook } from './balls.tsx';
import { numberText, optionLabel, paramLabel, positionLabel, setLabel } from './lottery-labels.ts';
import { useLotteryText } from './lottery-texts.ts';
import {
  quickPick,
  quickPicks,
  toggleIn,
  toggleNumber,
  type Draft,
  type QuickPick,
} from './selection-state.ts';
import styles from './picker.module.css';

/** Props of `PlayPicker`. */
export interface PlayPickerProps {
  method: PlayMethod;
  draft: Draft;
  onDraft: (draft: Draft) => void;
  /** The configured odds of a fixed-odds play, by option key. */
  odds: Readonly<Record<string, string>> | null;
}

/** The pickers of a play, drawn from its contract layout. */
export function PlayPicker({ method, draft, onDraft, odds }: PlayPickerProps) {
  const { lt, language } = useLotteryText();
  const { layout, shape } = method;

  if (layout.kind === 'rows' && draft.kind === 'rows') {
    return (
      <div className={styles.rows}>
        {layout.positions.map((position, i) => (
          <NumberRow
            key={position}
            label={positionLabel(lt, shape, position)}
            shape={shape}
            min={layout.min}
            max={layout.max}
            values={draft.rows[i] ?? []}
            onChange={(values) =>
              onDraft({ ...draft, rows: draft.rows.map((row, j) => (j === i ? values : row)) })
            }
          />
        ))}
      </div>
    );
  }

  if (layout.kind === 'sets' && draft.kind === 'sets') {
    return (
      <div className={styles.rows}>
        {layout.sets.map((set) => (
          <NumberRow
            key={set.field}
            label={setLabel(lt, set.field)}
            note={set.minSize > 1 ? lt('lottery.plays.minSize', { n: set.minSize }) : undefined}
            // Sums, spans and digits are plain numbers; balls keep their game's look.
            shape={set.max > 11 && shape !== 'LHC' ? 'SSC' : shape}
            min={set.min}
            max={set.max}
            values={draft.sets[set.field] ?? []}
            onChange={(values) =>
              onDraft({ ...draft, sets: { ...draft.sets, [set.field]: values } })
            }
          />
        ))}
      </div>
    );
  }

  if (layout.kind === 'combination' && draft.kind === 'combination') {
    const maxBankers = layout.k - 1;
    return (
      <div className={styles.rows}>
        {layout.bankers ? (
          <NumberRow
            label={setLabel(lt, 'bankers')}
            note={lt('lottery.plays.maxSize', { n: maxBankers })}
            shape={shape}
            min={layout.min}
            max={layout.max}
            values={draft.bankers}
            quick={false}
            isDisabled={(n) => !draft.bankers.includes(n) && draft.bankers.length >= maxBankers}
            onChange={(bankers) =>
              onDraft({
                ...draft,
                bankers,
                picks: draft.picks.filter((n) => !bankers.includes(n)),
              })
            }
          />
        ) : null}
        <NumberRow
          label={setLabel(lt, 'picks')}
          note={lt('lottery.plays.minSize', { n: Math.max(1, layout.k - draft.bankers.length) })}
          shape={shape}
          min={layout.min}
          max={layout.max}
          values={draft.picks}
          onChange={(picks) =>
            onDraft({
              ...draft,
              picks,
              bankers: draft.bankers.filter((n) => !picks.includes(n)),
            })
          }
        />
      </div>
    );
  }

  if (layout.kind === 'sideRows' && draft.kind === 'sideRows') {
    return (
      <div className={styles.rows}>
        {layout.positions.map((position, i) => {
          const label = positionLabel(lt, shape, position);
          const row = draft.rows[i] ?? [];
          return (
            <div key={position} role="group" aria-label={label} className={styles.row}>
              <span className={styles.rowLabel}>{label}</span>
              <div className={styles.options}>
                {sides.map((side) => (
                  <button
                    key={side}
                    type="button"
                    className={styles.option}
                    aria-pressed={row.includes(side)}
                    onClick={() =>
                      onDraft({
                        ...draft,
                        rows: draft.rows.map((r, j) => (j === i ? toggleIn(r, side, sides) : r)),
                      })
                    }
                  >
                    {optionLabel(lt, side)}
                  </button>
                ))}
              </div>
            </div>
          );
        })}
      </div>
    );
  }

  if (layout.kind === 'option' && draft.kind === 'option') {
    const { param } = layout;
    const place = draft.params[0] ?? param?.min;
    const keyOf = (option: string | number) => {
      const sample =
        param === undefined
          ? { [layout.field]: option }
          : { [param.field]: place, [layout.field]: option };
      return method.pricing.kind === 'fixed' ? method.pricing.optionOf(sample) : undefined;
    };
    const groupLabel = param === undefined ? undefined : paramLabel(lt, param.field);
    return (
      <div className={styles.rows}>
        {param === undefined || groupLabel === undefined ? null : (
          <NumberRow
            label={groupLabel}
            shape={shape === 'PK10' ? 'PK10' : 'SSC'}
            min={param.min}
            max={param.max}
            values={draft.params}
            quick={false}
            plain={shape !== 'PK10'}
            onChange={(params) => onDraft({ ...draft, params })}
          />
        )}
        <div role="group" aria-label={lt('lottery.plays.optionsLabel')} className={styles.row}>
          <span className={styles.rowLabel}>{lt('lottery.plays.optionsLabel')}</span>
          <div className={styles.optionGrid}>
            {layout.options.map((option) => {
              const key = keyOf(option);
              const value = key === undefined ? undefined : odds?.[key];
              const label = optionLabel(lt, option);
              const oddsText = value === undefined ? undefined : groupAmount(value, language);
              return (
                <button
                  key={String(option)}
                  type="button"
                  className={styles.oddsOption}
                  aria-pressed={draft.options.includes(option)}
                  aria-label={
                    oddsText === undefined
                      ? `${label}, ${lt('lottery.noOdds')}`
                      : lt('lottery.optionOdds', { option: label, odds: oddsText })
                  }
                  disabled={oddsText === undefined}
                  onClick={() =>
                    onDraft({ ...draft, options: toggleIn(draft.options, option, layout.options) })
                  }
                >
                  <span className={styles.optionName}>{label}</span>
                  <span className={styles.odds} aria-hidden="true">
                    {oddsText ?? '—'}
                  </span>
                </button>
              );
            })}
          </div>
        </div>
      </div>
    );
  }
  return null;
}

interface NumberRowProps {
  label: string;
  /** A short rule beside the label ("at least 2"). */
  note?: string | undefined;
  shape: DrawShapeName;
  min: number;
  max: number;
  values: readonly number[];
  onChange: (values: number[]) => void;
  /** Shows the quick picks (all, big, small, odd, even, clear); default true. */
  quick?: boolean;
  /** Plain round buttons instead of the game's balls (ball and place parameters). */
  plain?: boolean;
  isDisabled?: (n: number) => boolean;
}

/** A labelled row of number buttons with its quick picks. */
function NumberRow({
  label,
  note,
  shape,
  min,
  max,
  values,
  onChange,
  quick = true,
  plain = false,
  isDisabled,
}: NumberRowProps) {
  const { lt } = useLotteryText();
  const numbers = Array.from({ length: max - min + 1 }, (_, i) => min + i);
  const wide = max - min + 1 > 12;
  const pick = (kind: QuickPick) => onChange(quickPick(min, max, kind));
  return (
    <div
      role="group"
      aria-label={label}
      className={[styles.row, styles.numberRow, wide ? styles.wideRow : undefined]
        .filter(Boolean)
        .join(' ')}
    >
      <span className={styles.rowLabel}>
        {label}
        {note === undefined ? null : <span className={styles.note}>{note}</span>}
      </span>
      <div className={styles.pick}>
        <div className={wide ? `${styles.numbers} ${styles.wide}` : styles.numbers}>
          {numbers.map((n) => {
            const selected = values.includes(n);
            return (
              <button
                key={n}
                type="button"
                aria-pressed={selected}
                disabled={isDisabled?.(n) ?? false}
                className={[
                  styles.number,
                  shape === 'PK10' && !plain ? styles.plateButton : undefined,
                  selected ? (plain ? styles.plainOn : ballLook(shape, n)) : undefined,
                ]
                  .filter(Boolean)
                  .join(' ')}
                data-colour={shape === 'LHC' ? lhcTone(n) : undefined}
                onClick={() => onChange(toggleNumber(values, n))}
              >
                {numberText(shape, n)}
              </button>
            );
          })}
        </div>
        {quick ? (
          <div className={styles.quick} aria-label={lt('lottery.quick.label')} role="group">
            {quickPicks.map((kind) => (
              <button
                key={kind}
                type="button"
                className={styles.quickButton}
                onClick={() => pick(kind)}
              >
                {lt(`lottery.quick.${kind}`)}
              </button>
            ))}
          </div>
        ) : null}
      </div>
    </div>
  );
}

/** The LHC colour of a number, lower case, for the ring of its unpicked button. */
function lhcTone(n: number): string {
  return lhcColour(n).toLowerCase();
}
