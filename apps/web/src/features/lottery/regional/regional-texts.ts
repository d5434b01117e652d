import { useCallback } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { i18n } from '../../../i18n/i18n.ts';
import type { TextKey } from '../../../i18n/text-keys.ts';
import { useLotteryText, type TextValues } from '../lottery-texts.ts';
import { regionalTextsEn } from './regional-texts-en.ts';
import { regionalTextsPt, type RegionalTexts } from './regional-texts-pt.ts';

/**
 * The regional pages' texts join the translation bundle when their first module loads, as the
 * lottery's own do; they sit beside them under `lotteryRegional`.
 */
i18n.addResourceBundle('pt', 'translation', regionalTextsPt, true, false);
i18n.addResourceBundle('en', 'translation', regionalTextsEn, true, false);

/** A key of the regional texts (`lotteryRegional.today`). */
export type RegionalKey = TextKey<RegionalTexts>;

/** Translates a regional key in the language on screen. */
export type RegionalT = (key: RegionalKey, values?: TextValues) => string;

/** The regional texts' translate function, with the lottery's own (`lt`) and the language. */
export function useRegionalText() {
  const { t } = useTranslation();
  const { lt, language } = useLotteryText();
  const rt = useCallback<RegionalT>(
    (key, values) => t(key as never, values as never) as unknown as string,
    [t],
  );
  return { rt, lt, language };
}

/** The text at a dynamic regional key (a zone, a play's hint) or `fallback`. */
export function regionalTextOr(
  rt: RegionalT,
  key: string,
  fallback: string,
  values?: TextValues,
): string {
  return i18n.exists(key) ? rt(key as RegionalKey, values) : fallback;
}
