import { useCallback } from 'react';
import type { TextKey } from '../../i18n/text-keys.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { i18n } from '../../i18n/i18n.ts';
import type { CopyButtonTexts } from '../../shared/ui/copy-button.tsx';
import { lotteryTextsEn } from './lottery-texts-en.ts';
import { lotteryTextsPt, type LotteryTexts } from './lottery-texts-pt.ts';

/**
 * Adds the lottery screens' texts when the first of them loads (as `games-texts.ts` does for
 * the game screens): every module that shows them imports this file.
 */
i18n.addResourceBundle('pt', 'translation', lotteryTextsPt, true, false);
i18n.addResourceBundle('en', 'translation', lotteryTextsEn, true, false);

/** A key of the lottery texts (`lottery.slip.title`). */
export type LotteryKey = TextKey<LotteryTexts>;

/** Interpolation values of a lottery text. */
export type TextValues = Record<string, string | number>;

/** Translates a lottery key in the language on screen. */
export type LotteryT = (key: LotteryKey, values?: TextValues) => string;

/**
 * The lottery texts' translate function, checked against the PT texts (the app's typed keys
 * list the bundles loaded with the first page; these load with the lottery chunk).
 */
export function useLotteryText(): { lt: LotteryT; language: string } {
  const { t, i18n: instance } = useTranslation();
  const lt = useCallback<LotteryT>(
    (key, values) => t(key as never, values as never) as unknown as string,
    [t],
  );
  return { lt, language: instance.language };
}

/** The text at a dynamic key (a play tab, an option) or `fallback` when there is none. */
export function textOr(lt: LotteryT, key: string, fallback: string, values?: TextValues): string {
  return i18n.exists(key) ? lt(key as LotteryKey, values) : fallback;
}

/** The lottery screens' words for the shared `CopyButton`. */
export function copyTexts(lt: LotteryT): CopyButtonTexts {
  return {
    copy: lt('lottery.verify.copy'),
    copied: lt('lottery.verify.copied'),
    failed: lt('lottery.verify.copyFailed'),
  };
}
