import type { UnitMode } from '@portal/contract/lottery/prize';
import { useId } from 'react';
import { Button } from '../../shared/ui/button.tsx';
import type { LotteryMoney } from './lottery-money.ts';
import { useLotteryText } from './lottery-texts.ts';
import styles from './board.module.css';

/**
 * The bet terms every board shares (the prize-group lottery and the regional ones): the price
 * of one bet (unit) and the multiple. Each board keeps the values; these only show and change
 * them.
 */

/** The typed multiple as a whole number from 1 to `max`. */
export function clampMultiple(text: string, max: number): number {
  const value = Number.parseInt(text, 10);
  if (!Number.isFinite(value) || value < 1) return 1;
  return Math.min(value, max);
}

/** Props of `UnitTerm`. */
export interface UnitTermProps {
  units: readonly UnitMode[];
  unit: UnitMode | undefined;
  money: LotteryMoney;
  onUnit: (unit: UnitMode) => void;
}

/** The price of one bet, as a segmented choice of the board's units. */
export function UnitTerm({ units, unit, money, onUnit }: UnitTermProps) {
  const { lt } = useLotteryText();
  return (
    <div role="group" aria-label={lt('lottery.terms.unit')} className={styles.term}>
      <span className={styles.label}>{lt('lottery.terms.unit')}</span>
      <div className={styles.segmented}>
        {units.map((mode) => (
          <button
            key={mode}
            type="button"
            aria-pressed={mode === unit}
            className={styles.segment}
            onClick={() => onUnit(mode)}
          >
            {money.minor(money.price(mode) ?? 0n)}
          </button>
        ))}
      </div>
    </div>
  );
}

/** Props of `MultipleTerm`. */
export interface MultipleTermProps {
  /** What the field holds (kept as typed until it loses focus). */
  text: string;
  max: number;
  onText: (text: string) => void;
}

/** The multiple: a number field between a lower and a raise button, 1 to `max`. */
export function MultipleTerm({ text, max, onText }: MultipleTermProps) {
  const { lt } = useLotteryText();
  const id = useId();
  const multiple = clampMultiple(text, max);
  return (
    <div className={styles.term}>
      <label htmlFor={id} className={styles.label}>
        {lt('lottery.terms.multiple')}
      </label>
      <div className={styles.stepper}>
        <Button
          variant="secondary"
          size="sm"
          iconOnly
          aria-label={lt('lottery.terms.decrease')}
          disabled={multiple <= 1}
          onClick={() => onText(String(multiple - 1))}
        >
          −
        </Button>
        <input
          id={id}
          className={styles.multiple}
          type="number"
          inputMode="numeric"
          min={1}
          max={max}
          step={1}
          value={text}
          aria-describedby={`${id}-range`}
          onChange={(event) => onText(event.target.value)}
          onBlur={() => onText(String(multiple))}
        />
        <Button
          variant="secondary"
          size="sm"
          iconOnly
          aria-label={lt('lottery.terms.increase')}
          disabled={multiple >= max}
          onClick={() => onText(String(multiple + 1))}
        >
          +
        </Button>
      </div>
      <span id={`${id}-range`} className={styles.muted}>
        {lt('lottery.terms.multipleRange', { max })}
      </span>
    </div>
  );
}
