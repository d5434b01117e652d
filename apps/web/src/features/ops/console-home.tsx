import { opsEndpoints, type OpsMeOutput } from '@portal/contract/ops';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { opsCall } from './operator-session.ts';
import { can, opsKeys } from './ops-queries.ts';
import { OpsPage } from './ops-page.tsx';
import styles from './console.module.css';

/** The console's first page: who is signed in, what it may do, and the work waiting for it. */
export function ConsoleHome({ me }: { me: OpsMeOutput }) {
  const { t } = useTranslation();
  const decides = can(me, 'approvals.decide');
  const pending = useQuery({
    queryKey: opsKeys.approvals('pending', 1),
    queryFn: ({ signal }) =>
      opsCall(opsEndpoints.approvals, { pageNo: 1, pageSize: 20, state: 'pending' }, { signal }),
    enabled: decides,
  });
  return (
    <OpsPage title={t('ops.home.welcome', { name: me.operator.username })}>
      <p>
        {t('ops.home.role', { role: t(`ops.roles.${me.operator.role}`) })} ·{' '}
        {t('ops.home.scope', { scope: me.operator.merchant ?? t('ops.shell.platform') })}
      </p>
      {!decides ? null : (
        <div className={styles.tiles}>
          <Link to="/approvals" className={styles.tile}>
            <span className={styles.tileLabel}>{t('ops.home.pendingApprovals')}</span>
            <strong className={styles.tileValue}>
              {pending.data === undefined ? '…' : pending.data.total}
            </strong>
          </Link>
        </div>
      )}
      <h2 className={styles.sectionTitle}>{t('ops.home.allowed')}</h2>
      <ul className={styles.permissions}>
        {me.permissions.map((permission) => (
          <li key={permission}>{t(`ops.permissions.${permission}`)}</li>
        ))}
      </ul>
    </OpsPage>
  );
}
