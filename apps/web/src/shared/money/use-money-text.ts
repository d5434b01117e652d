import { useTranslation } from '../../i18n/use-translation.ts';
import { moneyText } from './money.ts';

/** Formats amounts with the member's currency symbol in the language on screen. */
export function useMoneyText(symbol: string): (amount: string) => string {
  const { i18n } = useTranslation();
  return (amount) => moneyText(amount, symbol, i18n.language);
}
