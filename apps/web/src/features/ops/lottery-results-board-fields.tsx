import { drawShapes, type DrawShapeName } from '@portal/contract/lottery/families';
import { useId } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import {
  boardRows,
  inputLength,
  useTierName,
  type BoardRow,
  type EntryForm,
} from './lottery-results-board.ts';
import own from './lottery-results.module.css';

/**
 * The board's inputs: a fieldset per prize tier in the traditional order (ĐB, G1…G8; 1st, 2nd…),
 * each input as wide as its tier's digits; a plain shape has one row of numbers.
 */
export function ResultBoard({ shape, form }: { shape: DrawShapeName; form: EntryForm }) {
  return (
    <div className={own.board}>
      {boardRows(shape).map((row) => (
        <TierRow key={row.tier ?? 'numbers'} shape={shape} row={row} form={form} />
      ))}
    </div>
  );
}

function TierRow({ shape, row, form }: { shape: DrawShapeName; row: BoardRow; form: EntryForm }) {
  const { t } = useTranslation();
  const tierName = useTierName();
  const errorId = useId();
  const { register, formState } = form;
  const errors = formState.errors.result;
  const wrong = row.positions.some((p) => errors?.[p] !== undefined);
  const name = row.tier === null ? null : tierName(row.tier);
  const spec = drawShapes[shape];
  const label = (position: number, index: number) => {
    if (name === null) return t('opsLotteryResults.form.number', { n: index + 1 });
    if (row.positions.length === 1) return name;
    return t('opsLotteryResults.form.position', { tier: name, n: index + 1 });
  };
  return (
    <fieldset className={own.tier}>
      <legend>
        {name === null ? null : <span className={own.tierName}>{name} </span>}
        <span>
          {row.digits === null
            ? t('opsLotteryResults.form.numbers', { min: spec.min, max: spec.max })
            : t('opsLotteryResults.form.digits', { count: row.digits })}
        </span>
      </legend>
      <div className={own.numbers}>
        {row.positions.map((position, index) => {
          const length = inputLength(shape, position);
          const bad = errors?.[position] !== undefined;
          return (
            <input
              key={position}
              className={own.number}
              aria-label={label(position, index)}
              inputMode="numeric"
              autoComplete="off"
              maxLength={length}
              size={length + 1}
              aria-invalid={bad || undefined}
              aria-describedby={bad ? errorId : undefined}
              {...register(`result.${position}`)}
            />
          );
        })}
      </div>
      {wrong ? (
        <p id={errorId} className={own.error}>
          {row.digits === null
            ? t('opsLotteryResults.form.badNumber', { min: spec.min, max: spec.max })
            : t('opsLotteryResults.form.badDigits', { count: row.digits })}
        </p>
      ) : null}
    </fieldset>
  );
}
