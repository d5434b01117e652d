import { dateTimeText, monthText } from '../../i18n/date-time-text.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { useMoneyText } from '../../shared/money/use-money-text.ts';

/** Dates and amounts as the page shows them, in the language on screen. */
export function useRgFormat(currencySymbol: string) {
  const language = useLanguage();
  const money = useMoneyText(currencySymbol);
  return {
    date: (iso: string) => dateTimeText(iso, language),
    month: (month: string) => monthText(month, language),
    amount: money,
  };
}
