import { useTranslation } from 'react-i18next';
import { useSessionStore } from '../../../features/session/session-store.ts';
import { useLogout } from '../../../features/session/use-logout.ts';
import { useSafeNavigate } from '../../../shared/hooks/use-safe-navigate.ts';
import { openModal } from '../../../shared/modals/modal-store.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { ButtonLink } from '../../../shared/ui/button-link.tsx';
import { Icon } from '../../../shared/ui/icon.tsx';
import { paths } from '../../paths.ts';

/**
 * The logged-in end of the header: the agent centre for agents, the account centre and sign out
 * (with confirmation, then home). Balance, avatar and the account menu arrive with the accounts
 * work.
 */
export function HeaderAccount() {
  const { t } = useTranslation();
  const logout = useLogout();
  const isAgent = useSessionStore((state) => state.isAgent);
  const navigate = useSafeNavigate();
  const confirmLogout = () =>
    openModal('confirm', {
      title: t('header.logoutTitle'),
      message: t('header.logoutText'),
      confirmLabel: t('header.logout'),
      onConfirm: () => {
        void logout().then(() => navigate(paths.home.build()));
      },
    });
  return (
    <>
      {isAgent ? (
        <ButtonLink to={paths.agent.build()} variant="ghost">
          <Icon name="chart" size={18} />
          {t('sections.agentCenter')}
        </ButtonLink>
      ) : null}
      <ButtonLink to={paths.member.build('securityCenter')} variant="secondary">
        <Icon name="user" size={18} />
        {t('header.myAccount')}
      </ButtonLink>
      <Button variant="ghost" onClick={confirmLogout}>
        <Icon name="logout" size={18} />
        {t('header.logout')}
      </Button>
    </>
  );
}
