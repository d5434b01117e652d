import { currency, groupAmount, type Currency } from '@portal/contract/money';
import { useMemo } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { moneyText } from '../../shared/money/money.ts';
import { useStatus } from '../system/index.ts';
import { ratePercent } from './rate-text.ts';
import { useContractsText } from './use-contracts-text.ts';

/** How the contract screens write the brand's money, rates and times. */
export interface BrandFormat {
  /** The brand's currency with its scale: the bill arithmetic parses amounts with it. */
  money: Currency;
  /** The currency symbol, written after amount inputs. */
  symbol: string;
  /** An amount with the currency symbol, in the language on screen. */
  amount: (value: string) => string;
  /** A rate fraction as a percentage in the language on screen (`"0.015"` → `1,5 %`). */
  rate: (value: string) => string;
  /** The brand's time zone: periods are its calendar days and hours. */
  timeZone: string;
  locale: string;
}

/**
 * The brand's currency, time zone and the language on screen, bound once for the contract
 * screens. The member info knows the symbol but not the scale, so both come from the status.
 */
export function useBrand(): BrandFormat {
  const { merchant } = useStatus();
  const { i18n } = useTranslation();
  const text = useContractsText();
  const locale = i18n.language;
  return useMemo(
    () => ({
      money: currency(merchant.currency, merchant.currencyScale),
      symbol: merchant.currencySymbol,
      amount: (value: string) => moneyText(value, merchant.currencySymbol, locale),
      rate: (value: string) =>
        text('contracts.percent', { value: groupAmount(ratePercent(value), locale) }),
      timeZone: merchant.timeZone,
      locale,
    }),
    [merchant, locale, text],
  );
}
