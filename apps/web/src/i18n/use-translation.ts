import { useSyncExternalStore } from 'react';
import { i18n } from './i18n.ts';

/**
 * The current language's `t` (typed keys) and the translator, in the shape of react-i18next's
 * hook: the component renders again when the language switches or texts arrive.
 */
export function useTranslation() {
  useSyncExternalStore(i18n.subscribe, i18n.snapshot, i18n.snapshot);
  return { t: i18n.t, i18n };
}
