import type { OpsMeOutput } from '@portal/contract/ops';
import { useTranslation } from '../../i18n/use-translation.ts';
import { DashboardPanel } from './dashboard-panel.tsx';
import { can } from './ops-queries.ts';
import { OpsPage } from './ops-page.tsx';
import styles from './console.module.css';

/**
 * The console's first page: who is signed in, the brand's dashboard (today, the work waiting, the
 * last two weeks) and what the operator may do.
 */
export function ConsoleHome({ me }: { me: OpsMeOutput }) {
  const { t } = useTranslation();
  return (
    <OpsPage title={t('ops.home.welcome', { name: me.operator.username })}>
      <p>
        {t('ops.home.role', { role: t(`ops.roles.${me.operator.role}`) })} ·{' '}
        {t('ops.home.scope', { scope: me.operator.merchant ?? t('ops.shell.platform') })}
      </p>
      {can(me, 'dashboard.read') ? <DashboardPanel me={me} /> : null}
      <h2 className={styles.sectionTitle}>{t('ops.home.allowed')}</h2>
      <ul className={styles.permissions}>
        {me.permissions.map((permission) => (
          <li key={permission}>{t(`ops.permissions.${permission}`)}</li>
        ))}
      </ul>
    </OpsPage>
  );
}
