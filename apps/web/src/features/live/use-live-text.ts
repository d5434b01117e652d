import { useCallback } from 'react';
import type { TextKey } from '../../i18n/text-keys.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import './live-texts.ts';
import type { LiveTexts } from './live-texts-pt.ts';

/** A key of the live pages' texts (`live.room.send`). */
export type LiveTextKey = TextKey<LiveTexts>;

/** `t` for the live pages' texts, checked against their PT resource. */
export function useLiveText(): (
  key: LiveTextKey,
  values?: Record<string, string | number>,
) => string {
  const { t } = useTranslation();
  return useCallback(
    (key: LiveTextKey, values?: Record<string, string | number>) =>
      t(key as never, { ...values }) as unknown as string,
    [t],
  );
}
