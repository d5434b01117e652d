import type { MissionsTexts } from './missions-texts-pt.ts';

/** English texts of the missions and the leaderboard (see the PT file). */
export const missionsTextsEn: MissionsTexts = {
  rewards: {
    missions: {
      title: 'Missions',
      empty: 'No missions right now. When new daily or weekly missions start, they show up here.',
      groups: {
        daily: 'Today',
        weekly: 'This week',
      },
      metrics: {
        validBet: 'Valid bets',
        winnings: 'Winnings',
        rounds: 'Rounds',
        deposit: 'Deposits',
      },
      where: {
        live: 'in the live casino',
        lottery: 'on the lottery',
        pvp: 'in PvP games',
        rng: 'on electronic games',
        sports: 'on sports',
      },
      counted: '{{what}} {{where}}',
      roundsOf: '{{done}} of {{target}} rounds',
      roundsValue: '{{done}} of {{target}} rounds ({{percent}} %)',
      reward: 'Reward',
      endsAt: 'Ends {{time}} ({{left}}).',
      ended: 'This mission’s period is over.',
      inProgress: 'In progress',
      claim: 'Claim {{amount}}',
      claimLabel: 'Claim {{amount}} for the mission “{{title}}”',
      claiming: 'Claiming…',
      claimed: 'Claimed',
      done: 'Mission “{{title}}” claimed: {{amount}} credited to your main wallet. Balance now: {{balance}}.',
      failed: 'Could not claim the mission “{{title}}”. {{reason}}',
    },
    leaderboard: {
      title: 'Leaderboard',
      periods: 'Leaderboard period',
      tabs: {
        weekly: 'This week',
        daily: 'Today',
      },
      captions: {
        weekly: 'This week’s leaderboard',
        daily: 'Today’s leaderboard',
      },
      counted: {
        weekly: 'Valid bets from {{start}} to {{end}} count.',
        daily: 'Today’s valid bets count, {{start}}.',
      },
      rank: 'Place',
      player: 'Player',
      validBet: 'Valid bets',
      you: '(your place)',
      mine: 'Your place: No. {{rank}}, with {{amount}} in valid bets.',
      noBets: 'You have no valid bets in this period yet.',
      empty: 'Nobody has valid bets in this period yet.',
    },
  },
};
