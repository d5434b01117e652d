import { useCallback } from 'react';
import type { TextKey } from '../../i18n/text-keys.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import './points-texts.ts';
import type { PointsTexts } from './points-texts-pt.ts';

/** A key of the points mall's texts (`points.kinds.goods`). */
export type PointsTextKey = TextKey<PointsTexts>;

/** What a text is filled with. */
export type TextValues = Record<string, string | number>;

/**
 * `t` for the points mall's texts, checked against their PT resource. The app's typed
 * resources (i18n/i18next.d.ts) list the features that ship texts with the first page; this
 * keeps the same compile-time check for this feature's keys.
 */
export function usePointsText(): (key: PointsTextKey, values?: TextValues) => string {
  const { t } = useTranslation();
  return useCallback(
    (key: PointsTextKey, values?: TextValues) => t(key as never, { ...values }),
    [t],
  );
}
