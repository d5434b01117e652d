import { useCallback } from 'react';
import type { TextKey } from '../../i18n/text-keys.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import './rewards-texts.ts';
import type { MissionsTexts } from './missions-texts-pt.ts';
import type { RewardsTexts } from './rewards-texts-pt.ts';

/** A key of the rewards texts (`rewards.sources.raffle`), the missions' among them. */
export type RewardsTextKey = TextKey<RewardsTexts> | TextKey<MissionsTexts>;

/** What a text is filled with. */
export type TextValues = Record<string, string | number>;

/**
 * `t` for the rewards texts, checked against their PT resource. The app's typed resources
 * (i18n/i18next.d.ts) list only the features that ship texts with the first page; this keeps
 * the same compile-time check for this feature's keys.
 */
export function useRewardsText(): (key: RewardsTextKey, values?: TextValues) => string {
  const { t } = useTranslation();
  return useCallback(
    (key: RewardsTextKey, values?: TextValues) => t(key as never, { ...values }),
    [t],
  );
}
