/**
 * Bonuses, the rule both sides read: every reward a member gets (a raffle prize, an approved
 * activity, a mission, a VIP bonus, a referral reward, a rebate, points converted to balance,
 * an operator's grant) is one bonus record with its source and state (reference section 8).
 */

/** What gave the bonus. */
export const bonusSources = [
  'promotion',
  'raffle',
  'mission',
  'vip',
  'referral',
  'rebate',
  'points',
  'operator',
] as const;
export type BonusSource = (typeof bonusSources)[number];

/**
 * `pending`: waits in the reward centre for the member's claim; `issued`: credited when it was
 * given; `claimed`: credited by the member's claim; `expired`: not claimed in time; `cancelled`:
 * withdrawn by an operator before it was claimed.
 */
export const bonusStates = ['pending', 'issued', 'claimed', 'expired', 'cancelled'] as const;
export type BonusState = (typeof bonusStates)[number];

/** States in which the bonus's amount reached the main wallet. */
export const creditedStates: readonly BonusState[] = ['issued', 'claimed'];
