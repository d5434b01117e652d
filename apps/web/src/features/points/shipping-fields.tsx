import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { fieldError } from '../../shared/forms/server-errors.ts';
import { TextField } from '../../shared/forms/text-field.tsx';
import styles from './points.module.css';
import type { RedeemValues } from './redeem-schema.ts';
import { usePointsText } from './use-points-text.ts';

/** Props of `ShippingFields`. */
export interface ShippingFieldsProps {
  register: UseFormRegister<RedeemValues>;
  errors: FieldErrors<RedeemValues['shipping']> | undefined;
}

/** Where goods are shipped: recipient, phone and address (the contract's rules check them). */
export function ShippingFields({ register, errors }: ShippingFieldsProps) {
  const text = usePointsText();
  return (
    <fieldset className={styles.shipping}>
      <legend>{text('points.redeem.shipping')}</legend>
      <TextField
        label={text('points.redeem.recipient')}
        autoComplete="name"
        maxLength={64}
        error={fieldError(errors?.recipient)}
        {...register('shipping.recipient')}
      />
      <TextField
        label={text('points.redeem.phone')}
        type="tel"
        autoComplete="tel"
        maxLength={32}
        error={fieldError(errors?.phone)}
        {...register('shipping.phone')}
      />
      <TextField
        label={text('points.redeem.address')}
        autoComplete="street-address"
        maxLength={300}
        error={fieldError(errors?.address)}
        {...register('shipping.address')}
      />
    </fieldset>
  );
}
