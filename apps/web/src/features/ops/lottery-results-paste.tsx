import { drawShapes, type DrawShapeName } from '@portal/contract/lottery/families';
import { useId, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Button } from '../../shared/ui/button.tsx';
import { splitBoard, type EntryForm } from './lottery-results-board.ts';
import own from './lottery-results.module.css';

/**
 * A shortcut for a board copied from the official source: the numbers in prize order fill the
 * inputs as pasted (leading zeros kept), to be checked with the rest of the form. A paste with
 * the wrong count fills nothing.
 */
export function ResultPaste({ shape, form }: { shape: DrawShapeName; form: EntryForm }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [miscount, setMiscount] = useState<number | null>(null);
  const boxId = useId();
  const hintId = useId();
  const errorId = useId();
  const expected = drawShapes[shape].count;

  const fill = () => {
    const numbers = splitBoard(text);
    if (numbers.length !== expected) {
      setMiscount(numbers.length);
      return;
    }
    setMiscount(null);
    numbers.forEach((number, i) => form.setValue(`result.${i}`, number, { shouldDirty: true }));
    // A form already sent shows its checks as they stand now.
    if (form.formState.isSubmitted) void form.trigger();
  };

  return (
    <div className={own.paste}>
      <label htmlFor={boxId}>{t('opsLotteryResults.form.pasteLabel')}</label>
      <div className={own.pasteRow}>
        <textarea
          id={boxId}
          className={own.pasteBox}
          value={text}
          rows={3}
          spellCheck={false}
          aria-describedby={miscount === null ? hintId : `${hintId} ${errorId}`}
          aria-invalid={miscount === null ? undefined : true}
          onChange={(event) => setText(event.target.value)}
        />
        <Button size="sm" variant="secondary" onClick={fill}>
          {t('opsLotteryResults.form.fill')}
        </Button>
      </div>
      <p id={hintId} className={own.hint}>
        {t('opsLotteryResults.form.pasteHint')}
      </p>
      {miscount === null ? null : (
        <p id={errorId} role="alert" className={own.error}>
          {t('opsLotteryResults.form.pasteCount', { count: expected, found: miscount })}
        </p>
      )}
    </div>
  );
}
