import { useCallback } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import './rg-texts.ts';
import type { RgTexts } from './rg-texts-pt.ts';

type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

/** A key of the responsible-gaming texts (`rg.limits.save`). */
export type RgTextKey = Leaves<RgTexts>;

/** `t` for the responsible-gaming texts, checked against their PT resource. */
export function useRgText(): (key: RgTextKey, values?: Record<string, string | number>) => string {
  const { t } = useTranslation();
  return useCallback(
    (key: RgTextKey, values?: Record<string, string | number>) => t(key as never, { ...values }),
    [t],
  );
}
