import { lazy, Suspense } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { Link } from 'react-router';
import { useStatus } from '../../../features/system/use-status.ts';
import { AgeBadge } from '../../../shared/ui/age-badge.tsx';
import { Wordmark } from '../../../shared/ui/wordmark.tsx';
import { gameSections } from '../../game-links.ts';
import { FooterSocial } from './footer-social.tsx';
import styles from './footer.module.css';
import { VendorLogos } from './vendor-logos.tsx';

// The help list comes from the server's help centre, in its own chunk.
const FooterHelpLinks = lazy(() =>
  import('./footer-help-links.tsx').then((m) => ({ default: m.FooterHelpLinks })),
);

/**
 * The footer: description and responsible-gaming line with the 18+ badge, the product list, the
 * help list (help centre anchors), social icons and the provider badges.
 */
export function Footer() {
  const { t } = useTranslation();
  const { merchant } = useStatus();
  return (
    <footer className={styles.footer}>
      <div className={styles.columns}>
        <div className={styles.brand}>
          <Wordmark name={merchant.name} height={34} />
          <p>{t('footer.description', { name: merchant.name })}</p>
          <p className={styles.responsible}>
            <AgeBadge />
            <span>{t('footer.responsible')}</span>
          </p>
        </div>
        <nav aria-labelledby="footer-products">
          <h2 id="footer-products" className={styles.title}>
            {t('footer.products')}
          </h2>
          <ul className={styles.list}>
            {gameSections.map((section) => (
              <li key={section.key}>
                <Link to={section.href}>{t(`categories.${section.key}`)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-help">
          <h2 id="footer-help" className={styles.title}>
            {t('footer.help')}
          </h2>
          <Suspense fallback={null}>
            <FooterHelpLinks className={styles.list} />
          </Suspense>
        </nav>
        <FooterSocial titleClassName={styles.title} />
      </div>
      <section className={styles.vendors} aria-labelledby="footer-providers">
        <h2 id="footer-providers" className={styles.title}>
          {t('footer.providers')}
        </h2>
        <VendorLogos />
      </section>
      <p className={styles.bottom}>
        {t('footer.copyright', { year: new Date().getFullYear(), name: merchant.name })}
      </p>
    </footer>
  );
}
