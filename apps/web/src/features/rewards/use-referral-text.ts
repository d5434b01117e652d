import { useCallback } from 'react';
import type { TextKey } from '../../i18n/text-keys.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import './referral-texts.ts';
import type { ReferralTexts } from './referral-texts-pt.ts';
import type { TextValues } from './use-rewards-text.ts';

/** A key of the referral texts (`referral.invite.title`). */
export type ReferralTextKey = TextKey<ReferralTexts>;

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
