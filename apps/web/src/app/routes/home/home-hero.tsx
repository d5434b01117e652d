import { lazy, Suspense } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useSessionStore } from '../../../features/session/session-store.ts';
import { openModal } from '../../../shared/modals/modal-store.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { ButtonLink } from '../../../shared/ui/button-link.tsx';
import { Icon } from '../../../shared/ui/icon.tsx';
import { paths } from '../../paths.ts';
import styles from './home-hero.module.css';

// The artwork is decorative and only shows until the banners arrive: it loads after the first
// paint (through the content entry chunk, which the page loads anyway), in a box of fixed size.
const HeroArt = lazy(() =>
  import('../content/content-slots.tsx').then((m) => ({ default: m.HeroArt })),
);

/** Props of `HomeHero`. */
export interface HomeHeroProps {
  merchantName: string;
}

/**
 * The top of the home page, where the banner carousel goes once banners exist: a welcome with
 * the merchant's name and the account actions.
 */
export function HomeHero({ merchantName }: HomeHeroProps) {
  const { t } = useTranslation();
  const isLogin = useSessionStore((state) => state.isLogin);
  return (
    <section className={styles.hero} aria-labelledby="home-hero-title">
      <div className={styles.copy}>
        <span className={styles.kicker}>
          <Icon name="shield" size={14} />
          {t('common.ageBadge')}
        </span>
        <h1 id="home-hero-title" className={styles.title}>
          {t('home.heroTitle', { name: merchantName })}
        </h1>
        <p className={styles.text}>{t('home.heroText')}</p>
        <div className={styles.actions}>
          {isLogin ? (
            <ButtonLink to={paths.promotions.build()} variant="primary" size="lg">
              <Icon name="gift" />
              {t('header.promotions')}
            </ButtonLink>
          ) : (
            <>
              <Button variant="primary" size="lg" onClick={() => openModal('register')}>
                {t('header.register')}
              </Button>
              <Button variant="secondary" size="lg" onClick={() => openModal('login')}>
                {t('header.login')}
              </Button>
            </>
          )}
        </div>
      </div>
      <Suspense fallback={<div className={styles.art} aria-hidden="true" />}>
        <HeroArt className={styles.art} />
      </Suspense>
    </section>
  );
}
