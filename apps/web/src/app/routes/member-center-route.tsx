import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, useCallback, type ComponentType, type LazyExoticComponent } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useSearchParams } from 'react-router';
import { MemberCenter } from '../../features/member/member-center.tsx';
import { toMemberPage, type MemberPage } from '../../features/member/member-pages.ts';
import { useUnreadCount } from '../../features/content/messages/use-unread-count.ts';
import { memberInfoQueryOptions } from '../../features/session/member-info-query.ts';
import { onMemberEvent } from '../../features/session/member-socket.ts';
import type { RewardCenterPageProps } from '../../features/rewards/reward-center-page.tsx';
import { missionSummaryQuery } from '../../features/rewards/rewards-queries.ts';
import { useSessionStore } from '../../features/session/session-store.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { paths } from '../paths.ts';
import type { WalletPageProps } from '../../shared/money/wallet-page-props.ts';
import { TrialBlocked } from './trial-blocked.tsx';

type PageComponent = LazyExoticComponent<ComponentType<WalletPageProps>>;

/** One lazy chunk per page: a visit loads only the page it opens. */
function page<K extends string>(
  load: () => Promise<Record<K, ComponentType<WalletPageProps>>>,
  name: K,
): PageComponent {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}

/** The reward centre links to promotions: the route hands it the app's promotion paths. */
function withPromotionLinks(
  Page: ComponentType<RewardCenterPageProps>,
): ComponentType<WalletPageProps> {
  return function RewardCenterWithLinks(props: WalletPageProps) {
    return <Page {...props} promotionHref={paths.promotions.build} />;
  };
}

/**
 * The member centre's pages by `mcPage` key, each its own lazy chunk.
 */
const memberCenterPages: Record<MemberPage, PageComponent> = {
  messageV2: page(() => import('../../features/content/messages/message-page.tsx'), 'MessagePage'),
  securityCenter: page(
    () => import('../../features/member/security/security-center.tsx'),
    'SecurityCenter',
  ),
  transferFund: page(() => import('../../features/wallet/transfer-fund.tsx'), 'TransferFund'),
  depositv2: page(() => import('../../features/deposits/deposit-page.tsx'), 'DepositPage'),
  withdraw: page(() => import('../../features/withdrawals/withdraw-page.tsx'), 'WithdrawPage'),
  transferUpline: page(() => import('../../features/upline/transfer-upline.tsx'), 'TransferUpline'),
  personalHistoryCopy: page(() => import('../../features/histories/bet-history.tsx'), 'BetHistory'),
  transactionHistory: page(
    () => import('../../features/histories/transaction-history.tsx'),
    'TransactionHistory',
  ),
  personalProfit: page(() => import('../../features/histories/profit-page.tsx'), 'ProfitPage'),
  bonusDetails: page(
    () => import('../../features/rewards/bonus-details-page.tsx'),
    'BonusDetailsPage',
  ),
  rewardCenter: page(
    () =>
      import('../../features/rewards/reward-center-page.tsx').then((module) => ({
        RewardCenterPage: withPromotionLinks(module.RewardCenterPage),
      })),
    'RewardCenterPage',
  ),
  vip: page(() => import('../../features/rewards/vip-page.tsx'), 'VipPage'),
  manualRebate: page(
    () => import('../../features/rewards/manual-rebate-page.tsx'),
    'ManualRebatePage',
  ),
  missionLeaderboard: page(
    () => import('../../features/rewards/mission-leaderboard-page.tsx'),
    'MissionLeaderboardPage',
  ),
  referral: page(() => import('../../features/rewards/referral-page.tsx'), 'ReferralPage'),
  responsibleGaming: page(
    () => import('../../features/responsible-gaming/responsible-gaming-page.tsx'),
    'ResponsibleGamingPage',
  ),
};

/**
 * /member: the member centre on the page named by `mcPage` (default securityCenter). A trial
 * account gets the "register a real account" dialog instead of the centre. Each page is its own
 * lazy chunk (`memberCenterPages`); the messages badge follows the unread count, the reward
 * centre's what member info says the member can claim or join, the missions' their missions
 * waiting for a claim.
 */
export function MemberCenterRoute() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const language = useLanguage();
  const queryClient = useQueryClient();
  const { token, isTrial } = useSessionStore();
  const stored = useSessionStore((state) => state.member);
  const info = useQuery(memberInfoQueryOptions(token, language));
  const member = info.data ?? stored;
  // Money moved: the header balance (member info) reads the new value; the socket's `balance`
  // event usually arrives first, this covers a tab whose socket is reconnecting.
  const onMoneyMoved = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: ['member', 'info'] }),
    [queryClient],
  );
  // The messages badge follows the socket live, as the header's does (trial accounts have none).
  const unread = useUnreadCount({ token, enabled: !isTrial, subscribe: onMemberEvent });
  // The missions badge: completed missions not yet claimed. The missions page reads the same
  // query, so a claim there (which refetches it) moves the badge too. Trial accounts have none.
  const missions = useQuery({ ...missionSummaryQuery(language), enabled: !isTrial });
  if (isTrial) return <TrialBlocked title={t('sections.memberCenter')} />;
  const page = toMemberPage(params.get('mcPage'));
  const Page = memberCenterPages[page];
  return (
    <MemberCenter
      page={page}
      pageHref={paths.member.build}
      badges={
        member === null
          ? undefined
          : {
              messageV2: unread,
              rewardCenter: member.availablePromoCount,
              missionLeaderboard: missions.data?.claimable,
            }
      }
    >
      {member === null ? undefined : (
        <Page member={member} pageHref={paths.member.build} onMoneyMoved={onMoneyMoved} />
      )}
    </MemberCenter>
  );
}
