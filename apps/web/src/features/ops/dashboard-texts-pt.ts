/**
 * Portuguese texts of the console's dashboard (on the home page); `ops-texts.ts` adds them with
 * the console's other texts. `dashboard-texts-en.ts` is typed against this.
 */
export const dashboardTextsPt = {
  opsDashboard: {
    today: 'Hoje',
    todayLabel: 'Hoje, {{day}}',
    figures: {
      deposits: 'Depósitos',
      withdrawals: 'Levantamentos',
      validBets: 'Apostas válidas',
      ggr: 'GGR',
      bonuses: 'Bónus',
      activeMembers: 'Membros ativos',
      newMembers: 'Novos membros',
    },
    waiting: 'Trabalho pendente',
    waits: {
      approvals: 'Aprovações pendentes',
      withdrawalsInReview: 'Levantamentos em revisão',
      applications: 'Candidaturas por decidir',
      redemptions: 'Resgates por decidir',
      lotteryResults: 'Resultados por introduzir ou aprovar',
    },
    date: 'Dia',
    moneyChart: 'Dinheiro por dia',
    moneySummary_one:
      'No último dia ({{start}}): depósitos {{deposits}}, levantamentos {{withdrawals}}, GGR {{ggr}}.',
    moneySummary_other:
      'Nos últimos {{count}} dias ({{start}} a {{end}}): depósitos {{deposits}}, levantamentos {{withdrawals}}, GGR {{ggr}}.',
    membersChart: 'Membros por dia',
    membersSummary_one:
      'No último dia ({{start}}): {{newMembers}} novos membros; {{activeMax}} ativos.',
    membersSummary_other:
      'Nos últimos {{count}} dias ({{start}} a {{end}}): {{newMembers}} novos membros; no máximo {{activeMax}} ativos num dia.',
  },
};

export type DashboardTexts = typeof dashboardTextsPt;
