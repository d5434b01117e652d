import { useLanguage } from '../../i18n/use-language.ts';
import { useMoneyText } from '../../shared/money/use-money-text.ts';

/** Dates and amounts as the page shows them, in the language on screen. */
export function useRgFormat(currencySymbol: string) {
  const language = useLanguage();
  const locale = language.toLowerCase().startsWith('pt') ? 'pt-BR' : 'en-GB';
  const money = useMoneyText(currencySymbol);
  return {
    date: (iso: string) =>
      new Date(iso).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' }),
    amount: money,
  };
}
