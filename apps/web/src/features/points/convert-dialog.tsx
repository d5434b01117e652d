import { zodResolver } from '@hookform/resolvers/zod';
import { convertInput, pointsEndpoints } from '@portal/contract/points';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import * as z from 'zod/mini';
import { call } from '../../shared/api/api-client.ts';
import { FormAlert } from '../../shared/forms/form-alert.tsx';
import { PasswordField } from '../../shared/forms/password-field.tsx';
import { fieldError } from '../../shared/forms/server-errors.ts';
import { TextField } from '../../shared/forms/text-field.tsx';
import { useIdempotencyKey } from '../../shared/money/use-idempotency-key.ts';
import walletForms from '../../shared/money/wallet-forms.module.css';
import walletStyles from '../../shared/money/wallet.module.css';
import { invalidateWallet } from '../../shared/money/wallet-queries.ts';
import { Button } from '../../shared/ui/button.tsx';
import { setMemberBalance } from '../session/index.ts';
import { isSettledRefusal } from '../../shared/api/settled-refusal.ts';
import { useWorded, type Wording } from '../../shared/forms/use-worded.ts';
import { showPointsError } from './points-errors.ts';
import { PointsFormDialog } from './points-form-dialog.tsx';
import {
  convertCeiling,
  convertCredit,
  convertFloor,
  convertProblem,
  isNothing,
  type ConvertProblem,
  type ConvertRules,
} from './points-math.ts';
import { invalidatePoints, setPointsBalance } from './points-queries.ts';
import styles from './points.module.css';
import { usePointsFormat } from './use-points-format.ts';
import { usePointsText } from './use-points-text.ts';

interface ConvertValues {
  points: string;
  withdrawPassword: string;
}

const names = ['points', 'withdrawPassword'] as const;

/** Props of `ConvertDialog`. */
export interface ConvertDialogProps {
  rules: ConvertRules;
  /** The member's points. */
  balance: string;
  /** Converted: the notice the page shows. */
  onDone: (notice: Wording) => void;
  onClose: () => void;
}

/**
 * Converts points to main-wallet balance at the brand's ratio: whole steps, at least the
 * minimum, never more than the member has, checked before the call; what it credits shows as
 * the points are typed. One idempotency key per conversion, kept across a retry after a network
 * failure.
 */
export function ConvertDialog({ rules, balance, onDone, onClose }: ConvertDialogProps) {
  const text = usePointsText();
  const format = usePointsFormat();
  const queryClient = useQueryClient();
  const idempotency = useIdempotencyKey();
  const formId = useId();
  const [failure, setFailure] = useWorded();
  const schema = useMemo(() => {
    const problemText = (problem: ConvertProblem) => {
      switch (problem.kind) {
        case 'invalid':
          return text('points.convert.invalid');
        case 'notStep':
          return text('points.convert.notStep', { step: format.points(problem.step) });
        case 'belowMin':
          return text('points.convert.belowMin', { min: format.points(problem.min) });
        case 'overBalance':
          return text('points.convert.overBalance', { points: format.points(problem.balance) });
      }
    };
    return z.object({
      points: z.string().check(
        z.check<string>((payload) => {
          const problem = convertProblem(payload.value, rules, balance);
          if (problem === null) return;
          payload.issues.push({
            code: 'custom',
            message: problemText(problem),
            input: payload.value,
          });
        }),
      ),
      withdrawPassword: convertInput.shape.withdrawPassword,
    });
  }, [rules, balance, text, format]);
  const form = useForm<ConvertValues>({
    resolver: zodResolver(schema),
    defaultValues: { points: '', withdrawPassword: '' },
  });
  const { register, handleSubmit, setError, setValue, formState } = form;
  const { errors, isSubmitting } = formState;
  const typed = useWatch({ control: form.control, name: 'points' });
  const credit = convertCredit(typed, rules, format.money);
  const ceiling = convertCeiling(rules, balance);
  const times = format.number(rules.turnoverMultiple);

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const answer = await call(
        pointsEndpoints.convert,
        { points: values.points.trim(), withdrawPassword: values.withdrawPassword },
        { idempotencyKey: idempotency.current() },
      );
      idempotency.renew();
      setPointsBalance(queryClient, answer.points);
      setMemberBalance(queryClient, answer.balance);
      void invalidatePoints(queryClient);
      void invalidateWallet(queryClient);
      onDone(() =>
        text('points.convert.done', {
          points: format.points(answer.record.points),
          amount: format.amount(answer.record.amount),
        }),
      );
    } catch (error) {
      if (isSettledRefusal(error)) idempotency.renew();
      showPointsError(error, setError, names, setFailure);
    }
  });

  return (
    <PointsFormDialog
      title={text('points.convert.title')}
      formId={formId}
      submitLabel={text('points.convert.submit')}
      isSubmitting={isSubmitting}
      onSubmit={(e) => void submit(e)}
      onClose={onClose}
    >
      <p className={walletStyles.muted}>
        {text('points.balance.ratio', {
          points: format.points(rules.points),
          amount: format.amount(rules.amount),
        })}
      </p>
      <div className={styles.pointsRow}>
        <TextField
          label={text('points.convert.points')}
          inputMode="numeric"
          autoComplete="off"
          hint={text('points.convert.hint', {
            step: format.points(rules.points),
            min: format.points(convertFloor(rules).toString()),
          })}
          error={fieldError(errors.points)}
          {...register('points')}
        />
        {ceiling === null ? null : (
          <Button
            variant="secondary"
            className={walletForms.searchButton}
            onClick={() => setValue('points', ceiling, { shouldValidate: true })}
          >
            {text('points.convert.max')}
          </Button>
        )}
      </div>
      <dl className={[walletStyles.facts, styles.summary].join(' ')}>
        <dt>{text('points.convert.credits')}</dt>
        <dd>
          <output className={styles.total}>
            {credit === null ? text('points.common.none') : format.amount(credit)}
          </output>
        </dd>
      </dl>
      <p className={walletStyles.muted}>
        {isNothing(rules.turnoverMultiple)
          ? text('points.convert.noTurnover')
          : text('points.convert.turnover', { times })}
      </p>
      <PasswordField
        label={text('points.common.withdrawPassword')}
        autoComplete="off"
        inputMode="numeric"
        error={fieldError(errors.withdrawPassword)}
        {...register('withdrawPassword')}
      />
      <FormAlert message={failure} />
    </PointsFormDialog>
  );
}
