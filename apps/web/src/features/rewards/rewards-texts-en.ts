import type { RewardsTexts } from './rewards-texts-pt.ts';

/** English texts of the bonus details and the reward centre (see the PT file). */
export const rewardsTextsEn: RewardsTexts = {
  rewards: {
    common: {
      none: '—',
      noTurnover: 'None',
    },
    sources: {
      promotion: 'Promotion',
      raffle: 'Raffle',
      mission: 'Mission',
      vip: 'VIP',
      referral: 'Referral',
      rebate: 'Rebate',
      points: 'Points conversion',
      operator: 'Operator grant',
    },
    states: {
      pending: 'To claim',
      issued: 'Credited',
      claimed: 'Claimed',
      expired: 'Expired',
      cancelled: 'Cancelled',
    },
    details: {
      title: 'My bonuses',
      caption: 'My bonuses',
      sourceFilter: 'Source',
      allSources: 'All sources',
      stateFilter: 'Bonus state',
      allStates: 'All states',
      empty: 'No bonuses in this period.',
      time: 'Date and time',
      source: 'Source',
      name: 'Description',
      amount: 'Amount',
      turnover: 'Turnover required',
      state: 'State',
      settled: 'Credited / valid until',
      until: 'Until {{time}}',
      creditedTotal: 'Credited in this period',
      turnoverRemaining: 'Turnover still to bet',
      turnoverNote:
        'The turnover still to bet adds up every bonus and deposit with a wagering requirement: until it reaches zero, the balance cannot be withdrawn.',
    },
    center: {
      claimableTitle: 'Bonuses to claim',
      claimableEmpty: 'You have no bonuses waiting to be claimed.',
      amount: 'Amount',
      turnover: 'Turnover required',
      expires: 'Claim by',
      claim: 'Claim',
      claimLabel: 'Claim {{title}}',
      claiming: 'Claiming…',
      claimed: 'Claimed',
      done: '“{{title}}” claimed: {{amount}} credited to your main wallet. Balance now: {{balance}}.',
      failed: 'Could not claim “{{title}}”. {{reason}}',
      promotionsTitle: 'Promotions open to you',
      promotionsEmpty: 'No promotions are waiting for you right now.',
      kinds: {
        activity: 'Activity',
        raffle: 'Raffle',
      },
      ends: 'Ends {{time}}',
      noEnd: 'No end date',
      emptyTitle: 'Nothing to claim right now',
      emptyText:
        'When you win a bonus that needs claiming, it shows up here. Have a look at the current promotions to win the next one.',
      seePromotions: 'See promotions',
    },
  },
};
