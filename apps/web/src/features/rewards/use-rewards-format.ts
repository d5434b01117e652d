import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { compareMoney, moneyText } from '../../shared/money/money.ts';
import { useStatus } from '../system/index.ts';

/** How the rewards pages write amounts and times. */
export interface RewardsFormat {
  /** An amount with the member's currency symbol (`R$ 10,00`). */
  amount: (value: string) => string;
  /** True for "0.00": a bonus that asks for no turnover. */
  isZero: (value: string) => boolean;
  /** An instant as date and time on the brand's clock. */
  time: (iso: string) => string;
}

/**
 * Amounts and times in the language on screen (never the browser's): amounts with the member's
 * currency symbol, times on the brand's clock, the one its day ranges are counted in, so a bonus
 * of "today" shows today's date whatever the member's own time zone.
 */
export function useRewardsFormat(currencySymbol: string): RewardsFormat {
  const timeZone = useStatus().merchant.timeZone;
  const locale = useTranslation().i18n.language;
  return useMemo(() => {
    const times = new Intl.DateTimeFormat(locale, {
      timeZone,
      dateStyle: 'short',
      timeStyle: 'short',
    });
    return {
      amount: (value: string) => moneyText(value, currencySymbol, locale),
      isZero: (value: string) => compareMoney(value, '0') === 0,
      time: (iso: string) => {
        const time = Date.parse(iso);
        return Number.isNaN(time) ? iso : times.format(time);
      },
    };
  }, [currencySymbol, timeZone, locale]);
}
