import { opsEndpoints, type OpsMeOutput } from '@portal/contract/ops';
import type { OpsPermission } from '@portal/contract/ops/roles';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/use-translation.ts';
import { NavLink, Outlet } from 'react-router';
import { useLanguage } from '../../i18n/use-language.ts';
import { setLanguage } from '../../i18n/set-language.ts';
import { Button } from '../../shared/ui/button.tsx';
import { clearOperatorToken, opsCall } from './operator-session.ts';
import { can, opsKeys } from './ops-queries.ts';
import styles from './console.module.css';

/** The console's sections and the permission each needs (none: every operator). */
export const consolePages: ReadonlyArray<{
  path: string;
  name:
    | 'home'
    | 'approvals'
    | 'withdrawals'
    | 'deposits'
    | 'content'
    | 'catalogue'
    | 'lotteryResults'
    | 'members'
    | 'responsibleGaming'
    | 'applications'
    | 'feedback'
    | 'live'
    | 'system'
    | 'brands'
    | 'operators'
    | 'audit';
  needs: readonly OpsPermission[];
}> = [
  { path: '/', name: 'home', needs: [] },
  { path: '/approvals', name: 'approvals', needs: ['approvals.decide', 'money.adjust'] },
  { path: '/withdrawals', name: 'withdrawals', needs: ['withdrawals.read'] },
  { path: '/deposits', name: 'deposits', needs: ['deposits.read'] },
  { path: '/content', name: 'content', needs: ['content.write'] },
  { path: '/catalogue', name: 'catalogue', needs: ['catalogue.write'] },
  { path: '/lottery-results', name: 'lotteryResults', needs: ['lottery.write'] },
  { path: '/members', name: 'members', needs: ['members.read'] },
  { path: '/responsible-gaming', name: 'responsibleGaming', needs: ['members.read'] },
  { path: '/applications', name: 'applications', needs: ['rewards.write'] },
  { path: '/feedback', name: 'feedback', needs: ['feedback.read'] },
  // Answering customers and moderating rooms both need members.write (owner, risk, support);
  // a host opens it for their own room.
  { path: '/live', name: 'live', needs: ['members.write', 'live.host'] },
  { path: '/system', name: 'system', needs: ['system.write'] },
  { path: '/brands', name: 'brands', needs: ['brands.manage'] },
  { path: '/operators', name: 'operators', needs: ['operators.manage'] },
  { path: '/audit', name: 'audit', needs: ['audit.read'] },
];

/** Whether the operator may open a section: it holds one of the permissions it needs. */
export function opens(me: OpsMeOutput, needs: readonly OpsPermission[]): boolean {
  return needs.length === 0 || needs.some((permission) => can(me, permission));
}

/** The console's frame: the sections the operator may open, the language, and logout. */
export function ConsoleShell({ me }: { me: OpsMeOutput }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const queryClient = useQueryClient();
  const logout = async () => {
    await opsCall(opsEndpoints.logout, {}).catch(() => undefined);
    clearOperatorToken();
    queryClient.removeQueries({ queryKey: opsKeys.all });
  };
  return (
    <div className={styles.shell}>
      <header className={styles.header}>
        <span className={styles.brand}>{t('ops.title')}</span>
        <span className={styles.who}>
          {t('ops.shell.signedInAs', { name: me.operator.username })} ·{' '}
          {me.operator.merchant ?? t('ops.shell.platform')}
        </span>
        <label className={styles.language}>
          <span>{t('ops.language')}</span>
          <select
            className={styles.select}
            aria-label={t('ops.language')}
            value={language === 'EN' ? 'EN' : 'PT'}
            onChange={(event) => void setLanguage(event.target.value === 'EN' ? 'EN' : 'PT')}
          >
            <option value="PT">Português</option>
            <option value="EN">English</option>
          </select>
        </label>
        <Button size="sm" variant="secondary" onClick={() => void logout()}>
          {t('ops.shell.logout')}
        </Button>
      </header>
      <nav className={styles.nav} aria-label={t('ops.shell.navigation')}>
        <ul>
          {consolePages
            .filter((page) => opens(me, page.needs))
            .map((page) => (
              <li key={page.name}>
                <NavLink
                  to={page.path}
                  end
                  className={({ isActive }) => (isActive ? styles.navActive : styles.navLink)}
                >
                  {t(`ops.pages.${page.name}`)}
                </NavLink>
              </li>
            ))}
        </ul>
      </nav>
      <main className={styles.main}>
        <Outlet />
      </main>
    </div>
  );
}
