/**
 * The rewards feature's public face: the member centre's bonus details, reward centre, VIP,
 * manual rebate, missions and leaderboard, and referral pages. The member centre's route loads
 * each page's file itself, so each page stays its own lazy chunk.
 */
export { BonusDetailsPage } from './bonus-details-page.tsx';
export { ManualRebatePage } from './manual-rebate-page.tsx';
export { MissionLeaderboardPage } from './mission-leaderboard-page.tsx';
export { ReferralPage } from './referral-page.tsx';
export { RewardCenterPage, type RewardCenterPageProps } from './reward-center-page.tsx';
export { VipPage } from './vip-page.tsx';
