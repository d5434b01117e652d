/**
 * The rewards feature's public face: the member centre's bonus details and reward centre pages.
 * The member centre's route loads `bonus-details-page.tsx` and `reward-center-page.tsx` itself,
 * so each page stays its own lazy chunk.
 */
export { BonusDetailsPage } from './bonus-details-page.tsx';
export { RewardCenterPage, type RewardCenterPageProps } from './reward-center-page.tsx';
