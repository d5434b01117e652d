import { languageCodes, languageNames, type LanguageCode } from '@portal/contract/constants';
import { useId } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useSessionStore } from '../../../features/session/session-store.ts';
import { toBcp47 } from '../../../i18n/language-codes.ts';
import { setLanguage } from '../../../i18n/set-language.ts';
import { useLanguage } from '../../../i18n/use-language.ts';
import { call } from '../../../shared/api/api-client.ts';
import { Icon } from '../../../shared/ui/icon.tsx';
import styles from './language-select.module.css';

/**
 * The language selector: every language of the contract by its native name. A change is kept
 * locally at once; a logged-in member's choice is also sent to the server, best effort, since
 * the local choice already applies.
 */
export function LanguageSelect() {
  const { t } = useTranslation();
  const language = useLanguage();
  const hasToken = useSessionStore((state) => state.token !== null);
  const id = useId();

  const change = (code: LanguageCode) => {
    void setLanguage(code);
    if (hasToken) {
      import('@portal/contract/member')
        .then(({ memberEndpoints }) => call(memberEndpoints.language, { language: code }))
        .catch(() => undefined);
    }
  };

  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        <Icon name="globe" size={14} />
        {t('language.label')}
      </label>
      <select
        id={id}
        className={styles.select}
        value={language}
        onChange={(event) => change(event.target.value as LanguageCode)}
      >
        {languageCodes.map((code) => (
          <option key={code} value={code} lang={toBcp47(code)}>
            {languageNames[code]}
          </option>
        ))}
      </select>
    </div>
  );
}
