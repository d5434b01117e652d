import type { PlayMethod } from '@portal/contract/lottery/play-method';
import { padNumber } from '@portal/contract/lottery/tiers';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../shared/ui/button.tsx';
import { Icon } from '../../../shared/ui/icon.tsx';
import { addPicks, parseNumbers, type PickRules } from './number-picks.ts';
import { useRegionalText } from './regional-texts.ts';
import styles from './number-pad.module.css';

/** Props of `NumberEntry`. */
export interface NumberEntryProps {
  method: PlayMethod;
  rules: PickRules;
  picks: readonly number[];
  onPicks: (picks: number[]) => void;
  /** Lists the picks with remove buttons (plays without a grid, whose buttons show them). */
  chips: boolean;
}

/**
 * Typed entry of numbers ("7, 27 99" for 07 27 99): Enter or the add button takes them in,
 * zero-padded; what cannot be a number of the play's width is named back, never guessed. The
 * picks show below, each with its own remove button (with a grid, the grid shows them too).
 */
export function NumberEntry({ method, rules, picks, onPicks, chips }: NumberEntryProps) {
  const { rt } = useRegionalText();
  const id = useId();
  const [text, setText] = useState('');
  const [notes, setNotes] = useState<string[]>([]);
  const write = (n: number) => padNumber(n, rules.digits);
  const list = (values: readonly (string | number)[]) =>
    values.map((v) => (typeof v === 'number' ? write(v) : v)).join(', ');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseNumbers(text, rules.digits);
    const added = addPicks(method, rules, picks, parsed.values);
    const next: string[] = [];
    if (parsed.rejected.length > 0) {
      next.push(rt('lotteryRegional.entry.rejected', { values: list(parsed.rejected) }));
    }
    if (added.sameBet.length > 0) {
      next.push(rt('lotteryRegional.entry.sameBet', { values: list(added.sameBet) }));
    }
    if (added.overMax.length > 0) {
      next.push(
        rt('lotteryRegional.entry.tooMany', { count: rules.maxPicks, values: list(added.overMax) }),
      );
    }
    setNotes(next);
    // Refused tokens stay in the field to be corrected; the accepted ones moved to the picks.
    setText(parsed.rejected.join(' '));
    onPicks(added.picks);
  };

  return (
    <div className={styles.entry}>
      <form className={styles.entryForm} onSubmit={submit}>
        <label htmlFor={id} className={styles.entryLabel}>
          {rt('lotteryRegional.entry.label')}
        </label>
        <div className={styles.entryRow}>
          <input
            id={id}
            className={styles.entryInput}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            spellCheck={false}
            placeholder={examples(rules.max).map(write).join(', ')}
            value={text}
            aria-describedby={`${id}-help`}
            onChange={(event) => setText(event.target.value)}
          />
          <Button type="submit" variant="secondary" disabled={text.trim() === ''}>
            {rt('lotteryRegional.entry.add')}
          </Button>
        </div>
        <span id={`${id}-help`} className={styles.help}>
          {rt('lotteryRegional.entry.help', {
            count: rules.digits,
            min: write(0),
            max: write(rules.max),
          })}
        </span>
      </form>
      <div role="status" className={styles.notes}>
        {notes.map((note) => (
          <p key={note}>{note}</p>
        ))}
      </div>
      <div className={styles.picked}>
        <span className={styles.pickedHead}>
          {rt('lotteryRegional.entry.picked')}
          <span className={styles.count}>
            {rt('lotteryRegional.entry.pickedCount', { count: picks.length })}
          </span>
        </span>
        {picks.length === 0 ? (
          <span className={styles.none}>{rt('lotteryRegional.entry.none')}</span>
        ) : !chips ? null : (
          <ul className={styles.chips} aria-label={rt('lotteryRegional.entry.picked')}>
            {picks.map((n) => (
              <li key={n}>
                <button
                  type="button"
                  className={styles.chip}
                  aria-label={rt('lotteryRegional.entry.remove', { number: write(n) })}
                  onClick={() => onPicks(picks.filter((p) => p !== n))}
                >
                  {write(n)}
                  <Icon name="close" size={12} />
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

/** A few example numbers of the play's range for the field's placeholder (07, 27, 99). */
function examples(max: number): number[] {
  return [...new Set([7, 27, 99].map((n) => n % (max + 1)))];
}
