/**
 * Portuguese (European) texts of the bonus details and the reward centre. They load with those
 * pages (`rewards-texts.ts`), never with the first page of the portal.
 */
export const rewardsTextsPt = {
  rewards: {
    common: {
      none: '—',
      noTurnover: 'Sem requisito',
    },
    /** What gave a bonus (`bonusSources` of the contract). */
    sources: {
      promotion: 'Promoção',
      raffle: 'Sorteio',
      mission: 'Missão',
      vip: 'VIP',
      referral: 'Convite de amigos',
      rebate: 'Reembolso',
      points: 'Conversão de pontos',
      operator: 'Atribuição do operador',
    },
    /** Where a bonus stands (`bonusStates` of the contract). */
    states: {
      pending: 'Por resgatar',
      issued: 'Creditado',
      claimed: 'Resgatado',
      expired: 'Expirado',
      cancelled: 'Cancelado',
    },
    details: {
      title: 'Os meus bónus',
      caption: 'Os meus bónus',
      sourceFilter: 'Origem',
      allSources: 'Todas as origens',
      stateFilter: 'Estado do bónus',
      allStates: 'Todos os estados',
      empty: 'Não há bónus neste período.',
      time: 'Data e hora',
      source: 'Origem',
      name: 'Descrição',
      amount: 'Valor',
      turnover: 'Volume de apostas exigido',
      state: 'Estado',
      settled: 'Creditado / válido até',
      until: 'Até {{time}}',
      creditedTotal: 'Creditado no período',
      turnoverRemaining: 'Volume de apostas em falta',
      turnoverNote:
        'O volume em falta soma todos os bónus e depósitos com requisito de apostas: enquanto não chegar a zero, o saldo não pode ser levantado.',
    },
    center: {
      claimableTitle: 'Bónus por resgatar',
      claimableEmpty: 'Não tem bónus à espera de ser resgatados.',
      amount: 'Valor',
      turnover: 'Volume de apostas exigido',
      expires: 'Resgatar até',
      claim: 'Resgatar',
      claimLabel: 'Resgatar {{title}}',
      claiming: 'A resgatar…',
      claimed: 'Resgatado',
      done: '«{{title}}» resgatado: {{amount}} creditados na carteira principal. Saldo atual: {{balance}}.',
      failed: 'Não foi possível resgatar «{{title}}». {{reason}}',
      promotionsTitle: 'Promoções abertas para si',
      promotionsEmpty: 'De momento não há promoções à sua espera.',
      kinds: {
        activity: 'Atividade',
        raffle: 'Sorteio',
      },
      ends: 'Termina a {{time}}',
      noEnd: 'Sem data de fim',
      emptyTitle: 'Nada para resgatar de momento',
      emptyText:
        'Quando ganhar um bónus que precise de ser resgatado, ele aparece aqui. Veja as promoções em curso para ganhar o próximo.',
      seePromotions: 'Ver promoções',
    },
  },
};

/** The shape both languages follow. */
export type RewardsTexts = typeof rewardsTextsPt;
