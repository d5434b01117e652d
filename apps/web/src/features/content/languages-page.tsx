import { languageCodes, languageNames, type LanguageCode } from '@portal/contract/constants';
import { useTranslation } from '../../i18n/use-translation.ts';
import { toBcp47 } from '../../i18n/language-codes.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { Icon } from '../../shared/ui/icon.tsx';
import { SectionFrame } from '../../shared/ui/section-frame.tsx';
import './content-texts.ts';
import styles from './languages-page.module.css';

/** Props of `LanguagesPage`. */
export interface LanguagesPageProps {
  /** Applies a language (kept locally, and sent to the server for a member). */
  onChoose: (code: LanguageCode) => void;
}

/** The language list screen: every language by its native name, the current one marked. */
export function LanguagesPage({ onChoose }: LanguagesPageProps) {
  const { t } = useTranslation();
  const current = useLanguage();
  return (
    <SectionFrame title={t('content.languages.title')} icon="globe">
      <p className={styles.intro}>{t('content.languages.intro')}</p>
      <ul className={styles.list}>
        {languageCodes.map((code) => (
          <li key={code}>
            <button
              type="button"
              lang={toBcp47(code)}
              className={styles.item}
              aria-pressed={code === current}
              onClick={() => onChoose(code)}
            >
              <span className={styles.code} aria-hidden="true">
                {code}
              </span>
              <span>{languageNames[code]}</span>
              {code === current ? (
                <span className={styles.current}>
                  <Icon name="star" size={14} />
                  <span lang={toBcp47(current)}>{t('content.languages.current')}</span>
                </span>
              ) : null}
            </button>
          </li>
        ))}
      </ul>
    </SectionFrame>
  );
}
