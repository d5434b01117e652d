import { endpoint } from './endpoint.ts';

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
    summary: 'Claim a raffle promotion, once per member.',
  }),
};
