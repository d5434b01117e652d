import { lotteryOpsEndpoints } from '@portal/contract/lottery';
import {
  drawResultSchema,
  drawShapes,
  formatResult,
  type DrawShapeName,
} from '@portal/contract/lottery/families';
import type { ResultEntryView } from '@portal/contract/lottery/result-entry';
import { useEffect, useMemo } from 'react';
import type { FieldErrors, Resolver, ResolverResult } from 'react-hook-form';
import { useTranslation } from '../../i18n/use-translation.ts';
import { fieldErrorText } from '../../shared/forms/error-text.ts';
import { Button } from '../../shared/ui/button.tsx';
import { FormPanel } from './form-panel.tsx';
import { isDrawShape, positionWrong, type EntryValues } from './lottery-results-board.ts';
import { ResultBoard } from './lottery-results-board-fields.tsx';
import { ResultPaste } from './lottery-results-paste.tsx';
import { opsCall } from './operator-session.ts';
import { useOpsForm } from './use-ops-form.ts';
import styles from './console.module.css';
import own from './lottery-results.module.css';

/** The period a result is entered for, and (a correction) the result it replaces. */
export interface ResultTarget {
  gameCode: string;
  /** The game's name, or its code when the list at hand has no name. */
  game: string;
  periodNo: string;
  shape: string;
  /** The settled result a correction starts from; null for a first result. */
  prefill: readonly number[] | null;
}

/** The checked values: the numbers in result order. */
type Checked = { result: number[] };

/**
 * Checks the typed board: each position first (digit count, range) so the wrong inputs are
 * marked, then the whole draw with the contract's `drawResultSchema`, the server's own check.
 */
export function entryResolver(shape: DrawShapeName): Resolver<EntryValues, unknown, Checked> {
  const refused = (errors: FieldErrors<EntryValues>): ResolverResult<EntryValues, Checked> => ({
    values: {},
    errors,
  });
  return (values) => {
    const wrong = values.result.map((text, i) => positionWrong(shape, i, text.trim()));
    if (wrong.some(Boolean)) {
      const result = wrong.map((bad) => (bad ? { type: 'validate', message: 'wrong' } : undefined));
      return refused({ result } as FieldErrors<EntryValues>);
    }
    const parsed = drawResultSchema(shape).safeParse(values.result.map(Number));
    if (parsed.success) return { values: { result: parsed.data }, errors: {} };
    const message = drawShapes[shape].distinct
      ? 'opsLotteryResults.form.repeated'
      : 'opsLotteryResults.form.invalid';
    return refused({ result: { type: 'validate', message } });
  };
}

/**
 * Enters a MANUAL game's result (or a correction) for a second operator to approve: one input
 * per position, grouped by prize tier for the VN and SEA boards, with a paste box for the whole
 * board. Nothing is sent until the contract's schema accepts the draw.
 */
export function ResultEntryForm({
  target,
  onEntered,
  onClose,
}: {
  target: ResultTarget;
  onEntered: (entry: ResultEntryView) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  if (isDrawShape(target.shape))
    return (
      <ShapeForm shape={target.shape} target={target} onEntered={onEntered} onClose={onClose} />
    );
  return (
    <div className={styles.warning}>
      <p>{t('opsLotteryResults.form.unknownShape', { shape: target.shape })}</p>
      <Button size="sm" variant="secondary" onClick={onClose}>
        {t('opsLotteryResults.form.cancel')}
      </Button>
    </div>
  );
}

function ShapeForm({
  shape,
  target,
  onEntered,
  onClose,
}: {
  shape: DrawShapeName;
  target: ResultTarget;
  onEntered: (entry: ResultEntryView) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const resolver = useMemo(() => entryResolver(shape), [shape]);
  const { form, submit, formError } = useOpsForm<EntryValues, Checked>({
    resolver,
    defaultValues: {
      result:
        target.prefill === null
          ? new Array<string>(drawShapes[shape].count).fill('')
          : formatResult(shape, target.prefill),
    },
    fields: ['result'],
    send: async ({ result }) => {
      const entry = await opsCall(lotteryOpsEndpoints.opsPeriodResult, {
        gameCode: target.gameCode,
        periodNo: target.periodNo,
        result,
      });
      onEntered(entry);
    },
  });
  const { setFocus, formState } = form;
  useEffect(() => setFocus('result.0'), [setFocus]);
  // Set on the whole draw (by the schema or the server), not on a position.
  const message = formState.errors.result?.message;
  const whole = message === undefined || message === '' ? null : fieldErrorText(message);
  const heading = target.prefill === null ? 'enterHeading' : 'correctHeading';

  return (
    <FormPanel
      title={t(`opsLotteryResults.form.${heading}`, {
        game: target.game,
        period: target.periodNo,
      })}
      submitLabel={t('opsLotteryResults.form.submit')}
      submitting={formState.isSubmitting}
      formError={formError}
      onSubmit={submit}
      extra={
        <Button size="sm" variant="secondary" onClick={onClose}>
          {t('opsLotteryResults.form.cancel')}
        </Button>
      }
    >
      {target.prefill === null ? null : (
        <p className={`${styles.warning} ${own.wide}`}>
          {t('opsLotteryResults.form.correctionNote')}
        </p>
      )}
      <ResultPaste shape={shape} form={form} />
      <ResultBoard shape={shape} form={form} />
      {whole === null ? null : (
        <p role="alert" className={`${styles.warning} ${own.wide}`}>
          {whole}
        </p>
      )}
    </FormPanel>
  );
}
