import { constants } from '@portal/contract/constants';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Link } from 'react-router';
import { Icon } from '../../shared/ui/icon.tsx';
import { QrCode } from '../../shared/ui/qr-code.tsx';
import { SectionFrame } from '../../shared/ui/section-frame.tsx';
import './content-texts.ts';
import styles from './download-page.module.css';

/** One app to download: its platform and the address its code opens. */
export interface DownloadCode {
  platform: 'ios' | 'android';
  url: string;
}

/** Props of `DownloadPage`. */
export interface DownloadPageProps {
  /** The iOS code always; Android only when the merchant publishes its app. */
  codes: readonly DownloadCode[];
  /** The install guide instead of the codes page. */
  guide: boolean;
  guideHref: string;
  codesHref: string;
}

/**
 * The app download page and its install guide (spec section 2, "Other screens"): the iOS and
 * Android QR codes (twice the side menu's 120 px, so they scan from a distance) and, on the
 * guide, the install steps of each platform beside its code.
 */
export function DownloadPage({ codes, guide, guideHref, codesHref }: DownloadPageProps) {
  const { t } = useTranslation();
  const size = constants.qrCodeSize * 1.5;
  const hasAndroid = codes.some((code) => code.platform === 'android');
  return (
    <SectionFrame
      title={guide ? t('content.download.guideTitle') : t('content.download.title')}
      icon="phone"
    >
      <p className={styles.intro}>{t('content.download.intro')}</p>
      <div className={styles.grid}>
        {codes.map((code) => {
          const name = t(`content.download.${code.platform}`);
          return (
            <section
              key={code.platform}
              className={styles.card}
              aria-labelledby={`dl-${code.platform}`}
            >
              <h2 id={`dl-${code.platform}`} className={styles.name}>
                <Icon name="phone" size={18} />
                {name}
              </h2>
              <QrCode
                value={code.url}
                size={size}
                label={t('content.download.scanToOpen', { platform: name })}
              />
              {guide ? (
                <ol className={styles.steps}>
                  {t(`content.download.${code.platform}Steps`, { returnObjects: true }).map(
                    (step) => (
                      <li key={step}>{step}</li>
                    ),
                  )}
                </ol>
              ) : null}
            </section>
          );
        })}
        {hasAndroid ? null : <p className={styles.note}>{t('content.download.noAndroid')}</p>}
      </div>
      <p className={styles.switch}>
        {guide ? (
          <Link to={codesHref}>{t('content.download.backToCodes')}</Link>
        ) : (
          <Link to={guideHref}>
            <Icon name="help" size={16} />
            {t('content.download.guide')}
          </Link>
        )}
      </p>
    </SectionFrame>
  );
}
