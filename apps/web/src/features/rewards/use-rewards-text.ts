import { useCallback } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import './rewards-texts.ts';
import type { MissionsTexts } from './missions-texts-pt.ts';
import type { RewardsTexts } from './rewards-texts-pt.ts';

/** The dotted paths of a texts object's strings. */
type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

/** A key of the rewards texts (`rewards.sources.raffle`), the missions' among them. */
export type RewardsTextKey = Leaves<RewardsTexts> | Leaves<MissionsTexts>;

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
