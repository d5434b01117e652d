import { formatMinor, parseMinor, showMoney } from '@portal/contract/money';
import { unitPrice, type UnitMode } from '@portal/contract/lottery/prize';
import { createContext, useContext, useMemo } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';

/** The brand's currency (the status call's `currencyScale` and `currencySymbol`). */
export interface LotteryCurrency {
  scale: number;
  symbol: string;
}

/** The currency the lottery page was given (the route reads it from the status call). */
export const LotteryCurrencyContext = createContext<LotteryCurrency>({ scale: 2, symbol: '' });

/** The brand's currency as the lottery screens count and show it. */
export interface LotteryMoney {
  /** Decimal places of the currency (the status call's `currencyScale`). */
  scale: number;
  /** Minor units with the currency symbol, in the language on screen. */
  minor: (amount: bigint) => string;
  /** A wire amount (`"12.40"`) with the currency symbol, in the language on screen. */
  text: (amount: string) => string;
  /** A wire amount in minor units, or null when it is not one at this scale. */
  parse: (amount: string) => bigint | null;
  /** One single bet's price at a unit, or null for a unit below the minor unit. */
  price: (unit: UnitMode) => bigint | null;
}

/** The merchant currency's scale and symbol bound to the language on screen. */
export function useLotteryMoney(): LotteryMoney {
  const currency = useContext(LotteryCurrencyContext);
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(() => {
    const scale = currency.scale;
    const symbol = currency.symbol;
    const text = (amount: string) => showMoney(amount, symbol, language);
    return {
      scale,
      text,
      minor: (amount) => text(formatMinor(amount, scale)),
      parse: (amount) => {
        try {
          return parseMinor(amount, scale);
        } catch {
          return null;
        }
      },
      price: (unit) => {
        try {
          return unitPrice(unit, { scale });
        } catch {
          return null;
        }
      },
    };
  }, [currency.scale, currency.symbol, language]);
}
