import { useCallback } from 'react';
import type { TextKey } from '../../i18n/text-keys.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import './rg-texts.ts';
import type { RgTexts } from './rg-texts-pt.ts';

/** A key of the responsible-gaming texts (`rg.limits.save`). */
export type RgTextKey = TextKey<RgTexts>;

/** `t` for the responsible-gaming texts, checked against their PT resource. */
export function useRgText(): (key: RgTextKey, values?: Record<string, string | number>) => string {
  const { t } = useTranslation();
  return useCallback(
    (key: RgTextKey, values?: Record<string, string | number>) => t(key as never, { ...values }),
    [t],
  );
}
