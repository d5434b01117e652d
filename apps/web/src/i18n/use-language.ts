import type { LanguageCode } from '@portal/contract/constants';
import { useTranslation } from './use-translation.ts';
import { fromBcp47 } from './language-codes.ts';

/**
 * The current language as a contract code. Components that put the language in a query key use
 * this hook, so a language change re-renders them and their queries refetch.
 */
export function useLanguage(): LanguageCode {
  const { i18n } = useTranslation();
  return fromBcp47(i18n.language);
}
