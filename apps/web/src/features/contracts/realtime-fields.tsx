import type { UseFormReturn } from 'react-hook-form';
import { fieldError } from '../../shared/forms/server-errors.ts';
import { TextField } from '../../shared/forms/text-field.tsx';
import walletForms from '../../shared/money/wallet-forms.module.css';
import styles from './contracts.module.css';
import type { OfferValues } from './offer-values.ts';
import { useContractsText } from './use-contracts-text.ts';

/** Props of `RealtimeFields`. */
export interface RealtimeFieldsProps {
  form: UseFormReturn<OfferValues>;
  /** The currency symbol written after the minimum bet. */
  symbol: string;
}

/** The real-time salary's terms: the rates on won and lost bets (percentages) and the minimum bet. */
export function RealtimeFields({ form, symbol }: RealtimeFieldsProps) {
  const text = useContractsText();
  const { register, formState } = form;
  const { errors } = formState;
  const unit = (value: string) => (
    <span className={styles.unit} aria-hidden="true">
      {value}
    </span>
  );
  return (
    <div className={walletForms.formRow3}>
      <TextField
        label={text('contracts.offer.winRatePercent')}
        inputMode="decimal"
        autoComplete="off"
        after={unit('%')}
        error={fieldError(errors.winRate)}
        {...register('winRate')}
      />
      <TextField
        label={text('contracts.offer.lossRatePercent')}
        inputMode="decimal"
        autoComplete="off"
        after={unit('%')}
        error={fieldError(errors.lossRate)}
        {...register('lossRate')}
      />
      <TextField
        label={text('contracts.terms.minSingleBet')}
        inputMode="decimal"
        autoComplete="off"
        after={unit(symbol)}
        error={fieldError(errors.minSingleBet)}
        {...register('minSingleBet')}
      />
    </div>
  );
}
