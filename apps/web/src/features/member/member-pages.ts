/** Member centre pages of spec section 2, in menu order; `securityCenter` opens by default. */
export const memberPages = [
  'securityCenter',
  'transferFund',
  'depositv2',
  'withdraw',
  'transferUpline',
  'personalHistoryCopy',
  'transactionHistory',
  'personalProfit',
  'bonusDetails',
  'rewardCenter',
  'vip',
  'referral',
  'missionLeaderboard',
  'messageV2',
  'manualRebate',
  'responsibleGaming',
] as const;

export type MemberPage = (typeof memberPages)[number];

export const defaultMemberPage: MemberPage = 'securityCenter';

/** Pages whose menu entry carries a badge count (spec section 2). */
export const badgedMemberPages: readonly MemberPage[] = [
  'missionLeaderboard',
  'messageV2',
  'rewardCenter',
];

/** The page named by the `mcPage` query value, or the default for anything unknown. */
export function toMemberPage(value: string | null): MemberPage {
  return (memberPages as readonly string[]).includes(value ?? '')
    ? (value as MemberPage)
    : defaultMemberPage;
}
