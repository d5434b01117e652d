import { useCallback } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import './referral-texts.ts';
import type { ReferralTexts } from './referral-texts-pt.ts';
import type { TextValues } from './use-rewards-text.ts';

/** The dotted paths of a texts object's strings. */
type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

/** A key of the referral texts (`referral.invite.title`). */
export type ReferralTextKey = Leaves<ReferralTexts>;

/**
 * `t` for the referral texts, checked against their PT resource: the app's typed resources
 * (i18n/i18next.d.ts) list only the features that ship texts with the first page, and this page
 * keeps its own texts (not the rewards ones), so it loads only what it shows.
 */
export function useReferralText(): (key: ReferralTextKey, values?: TextValues) => string {
  const { t } = useTranslation();
  return useCallback(
    (key: ReferralTextKey, values?: TextValues) => t(key as never, { ...values }),
    [t],
  );
}
