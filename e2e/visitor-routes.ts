/** The portal's screens a visitor can open, one address each: the walks over every screen. */
export const visitorRoutes = [
  '/',
  '/help',
  '/sports',
  '/esports',
  '/lott',
  '/elott',
  '/live',
  '/fish',
  '/rng',
  '/pvp',
  '/inHouse',
  '/promotions',
  '/pointMall',
  '/hosts',
  '/winners',
  '/download',
  '/download/guide',
  '/languages',
];

/** The member's own screens the language walk reads (the CSP walk adds the rest). */
export const walkedMemberRoutes = [
  '/member?mcPage=securityCenter',
  '/member?mcPage=transferFund',
  '/member?mcPage=depositv2',
  '/member?mcPage=withdraw',
  '/member?mcPage=personalHistoryCopy',
  '/member?mcPage=transactionHistory',
  '/member?mcPage=personalProfit',
  '/member?mcPage=bonusDetails',
  '/member?mcPage=rewardCenter',
  '/member?mcPage=vip',
  '/member?mcPage=referral',
  '/member?mcPage=missionLeaderboard',
  '/member?mcPage=manualRebate',
  '/member?mcPage=messageV2',
  '/favorite',
  '/recent',
];

/** The agent centre's pages the language walk reads, as the demo agent (agent01). */
export const walkedAgentRoutes = [
  '/agentHome?acPage=agentAnnouncement',
  '/agentHome?acPage=agentTeamOverview',
  '/agentHome?acPage=registerCenter',
  '/agentHome?acPage=downlineManagmentView',
  '/agentHome?acPage=personalHistoryCopy',
  '/agentHome?acPage=palStatementsAgentCopy',
  '/agentHome?acPage=agentRevenueReport',
  '/agentHome?acPage=agentDownlineTransactionDetailsCopy',
  '/agentHome?acPage=agentDividendRecordCopy2',
  '/agentHome?acPage=agentDailyWages2',
  '/agentHome?acPage=agentHourSalary',
  '/agentHome?acPage=agentRealtimeSalary',
];
