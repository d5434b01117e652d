import { useCallback } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import './points-texts.ts';
import type { PointsTexts } from './points-texts-pt.ts';

/** The dotted paths of a texts object's strings. */
type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

/** A plural pair (`count_one`, `count_other`) is asked for by its base key with a `count`. */
type WithoutPlural<K extends string> = K extends `${infer Base}_${'one' | 'other'}` ? Base : K;

/** A key of the points mall's texts (`points.kinds.goods`). */
export type PointsTextKey = WithoutPlural<Leaves<PointsTexts>>;

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
