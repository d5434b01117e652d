import * as z from 'zod/mini';
import { endpoint } from './endpoint.ts';
import { requiredText } from './text.ts';

export const claimRaffleInput = z.object({ promoId: requiredText(64) });

export const claimRaffleOutput = z.object({
  promoId: z.string(),
  /** The prize credited to the main wallet. */
  amount: z.string(),
  status: z.literal('CLAIMED'),
});

export const rewardsEndpoints = {
  missionSummary: endpoint('rewards', 'missionSummary', {
    method: 'GET',
    path: '/wps/relay/MCSFE_getMissionSummaryDetails',
    auth: 'required',
    summary: 'The member’s missions with progress.',
  }),
  missionLeaderboard: endpoint('rewards', 'missionLeaderboard', {
    method: 'GET',
    path: '/wps/relay/MCSFE_getMissionLeaderboard',
    auth: 'required',
    summary: 'The mission leaderboard.',
  }),
  claimRaffle: endpoint('rewards', 'claimRaffle', {
    method: 'POST',
    path: '/wps/relay/MCS2_claimRafflePromotion',
    auth: 'required',
    summary: 'Claim a raffle promotion, once per member; the prize goes to the main wallet.',
    input: claimRaffleInput,
    output: claimRaffleOutput,
  }),
};
