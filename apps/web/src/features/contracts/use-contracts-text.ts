import { useCallback } from 'react';
import type { TextKey } from '../../i18n/text-keys.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import './contracts-texts.ts';
import type { ContractsTexts } from './contracts-texts-pt.ts';

/** A key of the contract screens' texts (`contracts.kinds.dividend`). */
export type ContractsTextKey = TextKey<ContractsTexts>;

/** What a text is filled with. */
export type TextValues = Record<string, string | number>;

/**
 * `t` for the contract screens' texts, checked against their PT resource. The app's typed
 * resources (i18n/i18next.d.ts) list the features that ship texts today; this keeps the same
 * compile-time check for the keys of this feature until its texts join that list.
 */
export function useContractsText(): (key: ContractsTextKey, values?: TextValues) => string {
  const { t } = useTranslation();
  return useCallback(
    (key: ContractsTextKey, values?: TextValues) => t(key as never, { ...values }),
    [t],
  );
}
