import { currency, groupAmount, type Currency } from '@portal/contract/money';
import { useMemo } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { moneyText } from '../../shared/money/money.ts';
import { useStatus } from '../system/index.ts';
import { usePointsText } from './use-points-text.ts';
import { dateLocale } from '../../i18n/date-time-text.ts';

/** How the points mall writes points, money and times: the brand's, in the language on screen. */
export interface PointsFormat {
  /** The brand's currency: conversions are computed in its minor units. */
  money: Currency;
  /** Whole points grouped for the language (`1.500`). */
  number: (points: string) => string;
  /** Points with their unit (`1.500 pontos`, `1 point`). */
  points: (points: string) => string;
  /** An amount with the currency symbol (`R$ 10,00`). */
  amount: (value: string) => string;
  /** An instant as date and time on the brand's clock. */
  time: (iso: string) => string;
  locale: string;
}

/**
 * The brand's currency and time zone (status call) and the language on screen (never the
 * browser's), bound once for the points screens.
 */
export function usePointsFormat(): PointsFormat {
  const { merchant } = useStatus();
  const { i18n } = useTranslation();
  const text = usePointsText();
  const locale = i18n.language;
  return useMemo(() => {
    const times = new Intl.DateTimeFormat(dateLocale(locale), {
      timeZone: merchant.timeZone,
      dateStyle: 'short',
      timeStyle: 'short',
    });
    // Numbers and amounts read the language when called, not when bound: a notice worded again
    // after a switch of language (`useWorded`) groups its figures in the new one.
    const number = (points: string) => groupAmount(points, i18n.language);
    return {
      money: currency(merchant.currency, merchant.currencyScale),
      number,
      points: (points: string) =>
        text('points.common.count', { count: Number(points), value: number(points) }),
      amount: (value: string) => moneyText(value, merchant.currencySymbol, i18n.language),
      time: (iso: string) => {
        const time = Date.parse(iso);
        return Number.isNaN(time) ? iso : times.format(time);
      },
      locale,
    };
  }, [merchant, locale, text, i18n]);
}
