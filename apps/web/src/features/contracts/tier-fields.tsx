import { maxTiers, type ContractKind } from '@portal/contract/contracts/terms';
import type { Currency } from '@portal/contract/money';
import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import { fieldErrorText } from '../../shared/forms/error-text.ts';
import { FormAlert } from '../../shared/forms/form-alert.tsx';
import { fieldError } from '../../shared/forms/server-errors.ts';
import { TextField } from '../../shared/forms/text-field.tsx';
import { Button } from '../../shared/ui/button.tsx';
import styles from './contracts.module.css';
import { blankTier, type OfferValues } from './offer-values.ts';
import { useContractsText } from './use-contracts-text.ts';

/** Props of `TierFields`. */
export interface TierFieldsProps {
  kind: ContractKind;
  form: UseFormReturn<OfferValues>;
  money: Currency;
  /** The currency symbol written after the amount inputs. */
  symbol: string;
}

/**
 * The tier editor: one group per tier (rate as a percentage, minimum valid bet, the dividend's
 * minimum profit, minimum active members), rows added up to the contract's maximum and removed
 * down to one. A rule that concerns a whole row (order, the agent's own contract) shows under it.
 */
export function TierFields({ kind, form, money, symbol }: TierFieldsProps) {
  const text = useContractsText();
  const { control, register, formState } = form;
  const { fields, append, remove } = useFieldArray({ control, name: 'tiers' });
  const errors = formState.errors.tiers;
  const unit = (value: string) => (
    <span className={styles.unit} aria-hidden="true">
      {value}
    </span>
  );
  return (
    <div className={styles.tiers}>
      {fields.map((field, i) => {
        const number = i + 1;
        const rowError = errors?.[i]?.message;
        return (
          <fieldset key={field.id} className={styles.tierRow}>
            <legend>{text('contracts.terms.tierNumber', { number })}</legend>
            <div className={styles.tierFields}>
              <TextField
                label={text('contracts.offer.ratePercent')}
                inputMode="decimal"
                autoComplete="off"
                after={unit('%')}
                error={fieldError(errors?.[i]?.rate)}
                {...register(`tiers.${i}.rate`)}
              />
              <TextField
                label={text('contracts.terms.minValidBet')}
                inputMode="decimal"
                autoComplete="off"
                after={unit(symbol)}
                error={fieldError(errors?.[i]?.minValidBet)}
                {...register(`tiers.${i}.minValidBet`)}
              />
              {kind === 'dividend' ? (
                <TextField
                  label={text('contracts.terms.minProfit')}
                  inputMode="decimal"
                  autoComplete="off"
                  after={unit(symbol)}
                  error={fieldError(errors?.[i]?.minProfit)}
                  {...register(`tiers.${i}.minProfit`)}
                />
              ) : null}
              <TextField
                label={text('contracts.terms.minActiveMembers')}
                inputMode="numeric"
                autoComplete="off"
                error={fieldError(errors?.[i]?.minActiveMembers)}
                {...register(`tiers.${i}.minActiveMembers`)}
              />
            </div>
            <FormAlert message={rowError === undefined ? null : fieldErrorText(rowError)} />
            {fields.length > 1 ? (
              <div>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={text('contracts.offer.removeTierLabel', { number })}
                  onClick={() => remove(i)}
                >
                  {text('contracts.offer.removeTier')}
                </Button>
              </div>
            ) : null}
          </fieldset>
        );
      })}
      {fields.length < maxTiers ? (
        <div>
          <Button variant="secondary" size="sm" onClick={() => append(blankTier(money))}>
            {text('contracts.offer.addTier')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
