import type { Translation } from '../../i18n/en.ts';
import type { DashboardTexts } from './dashboard-texts-pt.ts';

/** English texts of the console's dashboard. */
export const dashboardTextsEn: Translation<DashboardTexts> = {
  opsDashboard: {
    today: 'Today',
    todayLabel: 'Today, {{day}}',
    figures: {
      deposits: 'Deposits',
      withdrawals: 'Withdrawals',
      validBets: 'Valid bets',
      ggr: 'GGR',
      bonuses: 'Bonuses',
      activeMembers: 'Active members',
      newMembers: 'New members',
    },
    waiting: 'Work waiting',
    waits: {
      approvals: 'Pending approvals',
      withdrawalsInReview: 'Withdrawals in review',
      applications: 'Applications to decide',
      redemptions: 'Redemptions to decide',
      lotteryResults: 'Results to enter or approve',
    },
    date: 'Day',
    moneyChart: 'Money per day',
    moneySummary_one:
      'On the last day ({{start}}): deposits {{deposits}}, withdrawals {{withdrawals}}, GGR {{ggr}}.',
    moneySummary_other:
      'Over the last {{count}} days ({{start}} to {{end}}): deposits {{deposits}}, withdrawals {{withdrawals}}, GGR {{ggr}}.',
    membersChart: 'Members per day',
    membersSummary_one:
      'On the last day ({{start}}): {{newMembers}} new members; {{activeMax}} active.',
    membersSummary_other:
      'Over the last {{count}} days ({{start}} to {{end}}): {{newMembers}} new members; at most {{activeMax}} active on one day.',
  },
};
