import type { TFunction } from 'i18next';
import type { ContentTexts } from '../content-texts-pt.ts';

type KnownCategory = keyof ContentTexts['content']['promotions']['categories'];

/** Codes with a name in the texts; kept as a list so a code can be checked at run time. */
const known: readonly KnownCategory[] = [
  'ALL',
  'DEPOSIT',
  'WELCOME',
  'SLOTS',
  'CASINO',
  'LIVE',
  'SPORTS',
  'ESPORTS',
  'FISH',
  'LOTTERY',
  'RAFFLE',
  'VIP',
  'REBATE',
  'CASHBACK',
  'BONUS',
  'TOURNAMENT',
  'REFERRAL',
  'DAILY',
  'OTHER',
];

const isKnown = (code: string): code is KnownCategory =>
  (known as readonly string[]).includes(code);

/**
 * The name of a promotion category (an operator's code such as `DEPOSIT`) in the app's
 * language. A code the texts do not know is shown as a word ("MEGA_DROP" as "Mega drop"),
 * never as the raw upper-case code.
 */
export function promotionCategoryLabel(t: TFunction, code: string): string {
  const upper = code.toUpperCase();
  if (isKnown(upper)) return t(`content.promotions.categories.${upper}`);
  const words = code.replace(/[_-]+/gu, ' ').trim().toLowerCase();
  return words === ''
    ? t('content.promotions.categories.OTHER')
    : words[0]!.toUpperCase() + words.slice(1);
}
