import { lazy, Suspense } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { memberIconQueryOptions } from '../../../features/member/member-icon-query.ts';
import { useUnreadCount } from '../../../features/content/messages/use-unread-count.ts';
import { memberInfoQueryOptions } from '../../../features/session/member-info-query.ts';
import { onMemberEvent } from '../../../features/session/member-socket.ts';
import { useSessionStore } from '../../../features/session/session-store.ts';
import { openTrialDialog } from '../../../features/session/trial-dialog.ts';
import { useLogout } from '../../../features/session/use-logout.ts';
import { useMemberSocket } from '../../../features/session/use-member-socket.ts';
import '../../../i18n/account-texts.ts';
import { useLanguage } from '../../../i18n/use-language.ts';
import { useSafeNavigate } from '../../../shared/hooks/use-safe-navigate.ts';
import { openModal } from '../../../shared/modals/modal-store.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { ButtonLink } from '../../../shared/ui/button-link.tsx';
import { Icon } from '../../../shared/ui/icon.tsx';
import { paths } from '../../paths.ts';
import styles from './header-account.module.css';
import { HeaderAccountMenu } from './header-account-menu.tsx';
import { HeaderBalance } from './header-balance.tsx';

// The session clock comes in its own chunk with the responsible-gaming endpoints it reads.
const SessionClock = lazy(() =>
  import('../../../features/responsible-gaming/index.ts').then((m) => ({
    default: m.SessionClock,
  })),
);

// The customer-service badge comes in its own chunk with the live chat's endpoints it reads.
const SupportUnreadLink = lazy(() =>
  import('../../../features/live/support-unread-link.tsx').then((m) => ({
    default: m.SupportUnreadLink,
  })),
);

/**
 * The logged-in end of the header (loaded only once a member is logged in): balance, deposit,
 * the agent centre for agents and the account menu. Member data is read from the member-info
 * query, so a refresh updates it everywhere. Trial accounts get the "register a real account"
 * dialog instead of the account pages. It also holds the tab's member socket, which pushes the
 * balance live (and is loaded, like the rest of this part, only after a login).
 */
export function HeaderAccount() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { token, isAgent, isTrial } = useSessionStore();
  const stored = useSessionStore((state) => state.member);
  const info = useQuery(memberInfoQueryOptions(token, language));
  const icon = useQuery(memberIconQueryOptions(token));
  const logout = useLogout();
  const navigate = useSafeNavigate();
  useMemberSocket();
  // Platform messages are for real members (spec section 6: trial accounts skip the count).
  const unreadCount = useUnreadCount({ token, enabled: !isTrial, subscribe: onMemberEvent });
  const member = info.data ?? stored;
  if (member === null) return null;

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
    <div className={styles.account}>
      {isTrial ? null : (
        <Suspense fallback={null}>
          <SessionClock />
        </Suspense>
      )}
      <Suspense fallback={null}>
        <SupportUnreadLink />
      </Suspense>
      <HeaderBalance
        balance={member.balance}
        currencySymbol={member.currencySymbol}
        refreshing={info.isFetching}
        onRefresh={() => void info.refetch()}
      />
      {isTrial ? (
        <Button variant="primary" size="sm" onClick={openTrialDialog}>
          {t('account.header.deposit')}
        </Button>
      ) : (
        <ButtonLink to={paths.member.build('depositv2')} variant="primary" size="sm">
          {t('account.header.deposit')}
        </ButtonLink>
      )}
      {isAgent ? (
        <ButtonLink
          to={paths.agent.build()}
          variant="ghost"
          size="sm"
          iconOnly
          aria-label={t('sections.agentCenter')}
          title={t('sections.agentCenter')}
        >
          <Icon name="chart" size={18} />
        </ButtonLink>
      ) : null}
      <HeaderAccountMenu
        member={member}
        iconUrl={icon.data?.iconUrl}
        isAgent={isAgent}
        unreadCount={unreadCount}
        onTrialBlocked={isTrial ? openTrialDialog : null}
        onLogout={confirmLogout}
      />
    </div>
  );
}
