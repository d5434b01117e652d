import { formatMinor, groupAmount } from '@portal/contract/money';
import { rateBasisPoints } from '@portal/contract/rewards/vip';
import { useMemo } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { compareMoney, moneyText } from '../../shared/money/money.ts';
import { useStatus } from '../system/index.ts';
import { timeLeft } from './rewards-math.ts';
import { dateLocale } from '../../i18n/date-time-text.ts';

/** How the rewards pages write amounts, rates and times. */
export interface RewardsFormat {
  /** An amount with the member's currency symbol (`R$ 10,00`). */
  amount: (value: string) => string;
  /** A whole count (integer text) with the language's grouping (`1.000`). */
  count: (value: string) => string;
  /** True for "0.00": a bonus that asks for no turnover. */
  isZero: (value: string) => boolean;
  /** A rebate rate, a percent with two decimals (`0,80 %`). */
  rate: (rate: string) => string;
  /** An instant as date and time on the brand's clock. */
  time: (iso: string) => string;
  /** An instant's calendar day on the brand's clock. */
  date: (iso: string) => string;
  /** The time from `now` to an end (`em 5 horas`), or null once it has passed. */
  left: (iso: string, now: number) => string | null;
}

/**
 * Amounts and times in the language on screen (never the browser's): amounts with the member's
 * currency symbol, times on the brand's clock, the one its day ranges are counted in, so a bonus
 * of "today" shows today's date whatever the member's own time zone.
 */
export function useRewardsFormat(currencySymbol: string): RewardsFormat {
  const timeZone = useStatus().merchant.timeZone;
  const { i18n } = useTranslation();
  const locale = i18n.language;
  return useMemo(() => {
    const times = new Intl.DateTimeFormat(dateLocale(locale), {
      timeZone,
      dateStyle: 'short',
      timeStyle: 'short',
    });
    const dates = new Intl.DateTimeFormat(dateLocale(locale), { timeZone, dateStyle: 'short' });
    const relative = new Intl.RelativeTimeFormat(locale, { numeric: 'always' });
    const instant = (format: Intl.DateTimeFormat) => (iso: string) => {
      const time = Date.parse(iso);
      return Number.isNaN(time) ? iso : format.format(time);
    };
    return {
      // Amounts and counts read the language when called, not when bound: a claim's notice,
      // worded again after a switch of language, writes its figures in the new one.
      amount: (value: string) => moneyText(value, currencySymbol, i18n.language),
      count: (value: string) => groupAmount(value, i18n.language),
      isZero: (value: string) => compareMoney(value, '0') === 0,
      // Through basis points, so `0.8` and `0.80` read alike, digit for digit.
      rate: (rate: string) =>
        `${groupAmount(formatMinor(BigInt(rateBasisPoints(rate)), 2), locale)} %`,
      time: instant(times),
      date: instant(dates),
      left: (iso: string, now: number) => {
        const span = timeLeft(iso, now);
        return span === null ? null : relative.format(span.value, span.unit);
      },
    };
  }, [currencySymbol, timeZone, locale, i18n]);
}
