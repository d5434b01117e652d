import type { LanguageCode } from '@portal/contract/constants';
import { LanguagesPage } from '../../features/content/languages-page.tsx';
import { useSessionStore } from '../../features/session/session-store.ts';
import { setLanguage } from '../../i18n/set-language.ts';
import { call } from '../../shared/api/api-client.ts';

/**
 * /languages: the language list. The choice applies and is kept locally at once; a member's
 * choice also goes to the server, best effort (as the side menu's selector does).
 */
export function LanguagesRoute() {
  const hasToken = useSessionStore((state) => state.token !== null);
  const choose = (code: LanguageCode) => {
    void setLanguage(code);
    if (!hasToken) return;
    import('@portal/contract/member')
      .then(({ memberEndpoints }) => call(memberEndpoints.language, { language: code }))
      .catch(() => undefined);
  };
  return <LanguagesPage onChoose={choose} />;
}
