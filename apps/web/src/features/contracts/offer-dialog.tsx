import { zodResolver } from '@hookform/resolvers/zod';
import { contractsEndpoints } from '@portal/contract/contracts';
import {
  dividendPeriods,
  type ContractKind,
  type ContractTerms,
} from '@portal/contract/contracts/terms';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import * as z from 'zod/mini';
import { call } from '../../shared/api/api-client.ts';
import { errorText, fieldErrorText } from '../../shared/forms/error-text.ts';
import { FormAlert } from '../../shared/forms/form-alert.tsx';
import { fieldError } from '../../shared/forms/server-errors.ts';
import { useWorded, type Wording } from '../../shared/forms/use-worded.ts';
import { SelectField } from '../../shared/money/select-field.tsx';
import walletForms from '../../shared/money/wallet-forms.module.css';
import { Button } from '../../shared/ui/button.tsx';
import { Dialog } from '../../shared/ui/dialog.tsx';
import { invalidateContracts } from './contracts-queries.ts';
import { offerProblems } from './offer-problems.ts';
import { offerDefaults, termsFromValues, type OfferValues } from './offer-values.ts';
import { RealtimeFields } from './realtime-fields.tsx';
import { TermsView } from './terms-view.tsx';
import { TierFields } from './tier-fields.tsx';
import type { BrandFormat } from './use-brand.ts';
import { useContractsText } from './use-contracts-text.ts';

const text = z.string();

/** Props of `OfferDialog`. */
export interface OfferDialogProps {
  kind: ContractKind;
  /** The direct downline agents the agent may offer to. */
  accounts: readonly string[];
  /** The downline the dialog opens on (its row's button). */
  account: string;
  /** A downline's current terms, which a change starts from. */
  currentOf: (account: string) => ContractTerms | null;
  /** The agent's own terms: no offer may pay more. */
  own: ContractTerms;
  brand: BrandFormat;
  /** The offer was sent: the notice the page shows. */
  onSent: (notice: Wording) => void;
  onClose: () => void;
}

/**
 * Offers a direct downline agent a contract or new terms: the downline, the dividend's period,
 * the tiers (or the real-time rates), checked in the browser by the contract's own rules before
 * the call; the agent's own contract shows beside them, as the bound an offer may not pass.
 */
export function OfferDialog(props: OfferDialogProps) {
  const { kind, accounts, account, currentOf, own, brand, onSent, onClose } = props;
  const t = useContractsText();
  const queryClient = useQueryClient();
  const formId = useId();
  const [failure, setFailure] = useWorded();
  const schema = useMemo(
    () =>
      z
        .object({
          account: text,
          period: z.enum([...dividendPeriods, '']),
          tiers: z.array(
            z.object({ rate: text, minValidBet: text, minProfit: text, minActiveMembers: text }),
          ),
          winRate: text,
          lossRate: text,
          minSingleBet: text,
        })
        .check(
          z.check<OfferValues>((payload) => {
            for (const problem of offerProblems(kind, payload.value, own, brand.money)) {
              payload.issues.push({
                code: 'custom',
                message: problem.message,
                input: payload.value,
                path: problem.path,
                continue: true,
              });
            }
          }),
        ),
    [kind, own, brand.money],
  );
  const form = useForm<OfferValues>({
    resolver: zodResolver(schema),
    defaultValues: offerDefaults(account, currentOf(account), own, brand.money),
  });
  const { register, handleSubmit, reset, formState } = form;
  const { errors, isSubmitting } = formState;
  const chosen = useWatch({ control: form.control, name: 'account' });

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const terms = termsFromValues(kind, values, brand.money);
      await call(contractsEndpoints.offer, { kind, account: values.account, terms });
      await invalidateContracts(queryClient);
      onSent(() => t('contracts.offer.sent', { account: values.account }));
    } catch (error) {
      setFailure(() => errorText(error));
    }
  });
  const accountField = register('account');
  const rootError = errors.root?.message;

  return (
    <Dialog
      size="lg"
      title={
        currentOf(chosen) === null
          ? t('contracts.offer.title', { account: chosen })
          : t('contracts.offer.changeTitle', { account: chosen })
      }
      onClose={() => (isSubmitting ? undefined : onClose())}
      coverDisabled
      actions={
        <>
          <Button variant="ghost" disabled={isSubmitting} onClick={onClose}>
            {t('contracts.common.cancel')}
          </Button>
          <Button type="submit" form={formId} variant="primary" disabled={isSubmitting}>
            {isSubmitting ? t('contracts.common.working') : t('contracts.offer.submit')}
          </Button>
        </>
      }
    >
      <form id={formId} className={walletForms.form} onSubmit={(e) => void submit(e)} noValidate>
        <div className={walletForms.formRow}>
          <SelectField
            label={t('contracts.offer.downline')}
            error={fieldError(errors.account)}
            {...accountField}
            onChange={(event) => {
              const next = event.target.value;
              // Another downline: its own current terms are the starting point.
              reset(offerDefaults(next, currentOf(next), own, brand.money));
              void accountField.onChange(event);
            }}
          >
            {accounts.map((item) => (
              <option key={item} value={item}>
                {item}
              </option>
            ))}
          </SelectField>
          {kind === 'dividend' ? (
            <SelectField
              label={t('contracts.terms.period')}
              error={fieldError(errors.period)}
              {...register('period')}
            >
              {dividendPeriods.map((period) => (
                <option key={period} value={period}>
                  {t(`contracts.periods.${period}`)}
                </option>
              ))}
            </SelectField>
          ) : null}
        </div>
        {kind === 'realtimeSalary' ? (
          <RealtimeFields form={form} symbol={brand.symbol} />
        ) : (
          <TierFields kind={kind} form={form} money={brand.money} symbol={brand.symbol} />
        )}
        <FormAlert message={rootError === undefined ? null : fieldErrorText(rootError)} />
        <FormAlert message={failure} />
        <details>
          <summary>{t('contracts.offer.ownTerms')}</summary>
          <TermsView
            kind={kind}
            terms={own}
            caption={t('contracts.offer.ownTerms')}
            brand={brand}
          />
        </details>
      </form>
    </Dialog>
  );
}
