import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Link, Outlet } from 'react-router';
import { useStatus } from '../../features/system/use-status.ts';
import { ButtonLink } from '../../shared/ui/button-link.tsx';
import { Icon } from '../../shared/ui/icon.tsx';
import { Wordmark } from '../../shared/ui/wordmark.tsx';
import { paths } from '../paths.ts';
import styles from './agent-layout.module.css';

// Loaded by the layout itself, not listed with it: the first page's script names every file
// each of its lazy routes needs, and this one is not needed to draw the agent centre.
const ContractOffersEntry = lazy(() =>
  import('../modals/contract-offers-entry.tsx').then((m) => ({ default: m.ContractOffersEntry })),
);

/**
 * The agent layout (/agent, /agentHome): none of the portal's header, side menu or footer, only
 * a slim agent bar with the way back to the portal, and the popup of pending contract offers.
 */
export function AgentLayout() {
  const { t } = useTranslation();
  const merchantName = useStatus().merchant.name;

  useEffect(() => {
    document.title = `${t('sections.agentCenter')} · ${merchantName}`;
  }, [merchantName, t]);

  return (
    <div className={styles.shell}>
      <div className={styles.bar} role="banner">
        <Link
          to={paths.home.build()}
          className={styles.logo}
          aria-label={t('header.logoLabel', { name: merchantName })}
        >
          <Wordmark name={merchantName} height={32} />
        </Link>
        <span className={styles.title}>{t('sections.agentCenter')}</span>
        <ButtonLink to={paths.home.build()} variant="secondary" size="sm" className={styles.back}>
          <Icon name="chevronLeft" size={16} />
          {t('sections.backToPortal')}
        </ButtonLink>
      </div>
      <main id="main-content" tabIndex={-1} className={styles.main}>
        <Outlet />
      </main>
      <Suspense fallback={null}>
        <ContractOffersEntry />
      </Suspense>
    </div>
  );
}
