import { pointsEndpoints } from '@portal/contract/points';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { call } from '../../shared/api/api-client.ts';
import { FormAlert } from '../../shared/forms/form-alert.tsx';
import { PasswordField } from '../../shared/forms/password-field.tsx';
import { fieldError } from '../../shared/forms/server-errors.ts';
import { TextField } from '../../shared/forms/text-field.tsx';
import { useIdempotencyKey } from '../../shared/money/use-idempotency-key.ts';
import walletStyles from '../../shared/money/wallet.module.css';
import { isSettledRefusal } from '../../shared/api/settled-refusal.ts';
import { useWorded, type Wording } from '../../shared/forms/use-worded.ts';
import { showPointsError } from './points-errors.ts';
import { PointsFormDialog } from './points-form-dialog.tsx';
import { quantityCap, quantityOf, type Reward } from './points-math.ts';
import { invalidatePoints, setPointsBalance } from './points-queries.ts';
import { RedeemSummary } from './redeem-summary.tsx';
import { redeemDefaults, redeemResolver, type RedeemValues } from './redeem-schema.ts';
import { ShippingFields } from './shipping-fields.tsx';
import { usePointsText } from './use-points-text.ts';

const names = [
  'quantity',
  'shipping.recipient',
  'shipping.phone',
  'shipping.address',
  'withdrawPassword',
] as const;

/** Props of `RedeemDialog`. */
export interface RedeemDialogProps {
  reward: Reward;
  /** The member's points; undefined while unknown. */
  balance: string | undefined;
  /** Sent: the notice the page shows. */
  onDone: (notice: Wording) => void;
  onClose: () => void;
}

/**
 * Redeems a reward: the quantity (1 to its cap and stock) with the total in points as it is
 * typed, where to ship goods, and the withdrawal password. The redemption stays in process
 * until an operator decides; one idempotency key per redemption, kept across a retry after a
 * network failure.
 */
export function RedeemDialog({ reward, balance, onDone, onClose }: RedeemDialogProps) {
  const text = usePointsText();
  const queryClient = useQueryClient();
  const idempotency = useIdempotencyKey();
  const formId = useId();
  const [failure, setFailure] = useWorded();
  const goods = reward.kind === 'goods';
  const cap = quantityCap(reward);
  const resolver = useMemo(
    () =>
      redeemResolver({
        goods,
        cap,
        cost: reward.points,
        balance,
        messages: {
          range: text('points.redeem.quantityRange', { max: cap }),
          notEnough: text('points.redeem.notEnough'),
        },
      }),
    [goods, cap, reward.points, balance, text],
  );
  const form = useForm<RedeemValues>({ resolver, defaultValues: redeemDefaults });
  const { register, handleSubmit, setError, formState } = form;
  const { errors, isSubmitting } = formState;
  const quantity = quantityOf(useWatch({ control: form.control, name: 'quantity' }), cap);

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    const asked = quantityOf(values.quantity, cap);
    if (asked === null) return;
    try {
      const answer = await call(
        pointsEndpoints.redeem,
        {
          rewardId: reward.id,
          quantity: asked,
          ...(goods ? { shipping: values.shipping } : {}),
          withdrawPassword: values.withdrawPassword,
        },
        { idempotencyKey: idempotency.current() },
      );
      idempotency.renew();
      setPointsBalance(queryClient, answer.points);
      void invalidatePoints(queryClient);
      onDone(() => text('points.redeem.sent', { quantity: asked, name: reward.name }));
    } catch (error) {
      if (isSettledRefusal(error)) idempotency.renew();
      showPointsError(error, setError, names, setFailure);
    }
  });

  return (
    <PointsFormDialog
      size="md"
      title={text('points.redeem.title', { name: reward.name })}
      formId={formId}
      submitLabel={text('points.redeem.submit')}
      isSubmitting={isSubmitting}
      onSubmit={(e) => void submit(e)}
      onClose={onClose}
    >
      <TextField
        label={text('points.redeem.quantity')}
        type="number"
        inputMode="numeric"
        min={1}
        max={cap}
        step={1}
        autoComplete="off"
        hint={text('points.redeem.quantityHint', { max: cap })}
        error={fieldError(errors.quantity)}
        {...register('quantity')}
      />
      <RedeemSummary reward={reward} quantity={quantity} balance={balance} />
      {goods ? <ShippingFields register={register} errors={errors.shipping} /> : null}
      <PasswordField
        label={text('points.common.withdrawPassword')}
        autoComplete="off"
        inputMode="numeric"
        error={fieldError(errors.withdrawPassword)}
        {...register('withdrawPassword')}
      />
      <p className={walletStyles.muted}>{text('points.redeem.note')}</p>
      <FormAlert message={failure} />
    </PointsFormDialog>
  );
}
