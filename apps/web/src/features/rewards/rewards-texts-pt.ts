/**
 * Portuguese (European) texts of the bonus details, the reward centre, the VIP page and the
 * manual rebate. They load with those pages (`rewards-texts.ts`), never with the first page of
 * the portal.
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
    /** Product types of the VIP rebate rates and the rebate lines (`playTypes` of the contract). */
    products: {
      live: 'Casino ao vivo',
      lottery: 'Lotaria',
      pvp: 'Jogos PvP',
      rng: 'Jogos eletrónicos',
      sports: 'Desporto',
    },
    vip: {
      closedTitle: 'O programa VIP não está aberto neste site',
      closedText:
        'Este site não tem programa VIP de momento: não há níveis a subir nem benefícios VIP a receber.',
      levelTitle: 'O meu nível VIP',
      currentLevel: 'Nível atual',
      toNext: 'Para chegar a {{name}}',
      validBet: 'Apostas válidas',
      deposit: 'Depósitos',
      progressOf: '{{done}} de {{target}}',
      progressValue: '{{done}} de {{target}} ({{percent}} %)',
      progressNote:
        'Precisa de cumprir as duas metas. Contam as apostas e depósitos desde a última descida de nível.',
      topTitle: 'Nível máximo atingido',
      topText:
        'Está no nível mais alto deste site. Mantenha-o em cada revisão para continuar com os seus benefícios.',
      reviewTitle: 'Revisão do nível',
      reviewKind: 'Revisão',
      kinds: {
        weekly: 'Semanal',
        monthly: 'Mensal',
      },
      period: 'Período atual',
      periodDates: '{{start}} a {{end}}',
      periodBet: 'Apostas válidas neste período',
      keepMore:
        'Aposte mais {{amount}} até ao fim do dia {{date}} para manter o nível {{name}}. Sem isso, desce um nível na revisão.',
      keepDone:
        'Já apostou o suficiente neste período: o nível {{name}} mantém-se na revisão de fim de período ({{date}}).',
      exempt:
        'Chegou ao nível {{name}} neste período: está garantido, a revisão de fim de período ({{date}}) não lhe toca. A partir do próximo período, aposte {{amount}} por período para o manter.',
      forGood: 'O nível {{name}} é seu para sempre: não precisa de apostar nada para o manter.',
      ladderTitle: 'Níveis e benefícios',
      ladderTakes: 'O que cada nível pede',
      ladderGives: 'O que cada nível dá',
      ladderRates: 'Taxa de reembolso por produto',
      ladderEmpty: 'Este site ainda não definiu níveis VIP.',
      columns: {
        level: 'Nível',
        validBet: 'Apostas válidas',
        deposit: 'Depósitos',
        keep: 'Manter por período',
        upgradeBonus: 'Bónus de subida',
        periodBonus: 'Bónus por período',
        withdrawMax: 'Maior levantamento',
      },
      yours: '(o seu nível)',
      brandLimit: 'Limite do site',
    },
    rebate: {
      closedTitle: 'O reembolso manual não está disponível neste site',
      closedText:
        'Este site não oferece reembolso manual de apostas de momento. Veja as promoções em curso no centro de recompensas.',
      title: 'Reembolso disponível',
      caption: 'Reembolso por tipo de produto',
      product: 'Produto',
      validBet: 'Apostas válidas',
      rate: 'Taxa',
      amount: 'Reembolso',
      total: 'Total',
      counted: 'Contam as apostas liquidadas de {{since}} a {{until}}.',
      rates: 'Taxas do seu nível VIP ({{level}}).',
      claimable: 'A resgatar agora',
      minimum: 'Mínimo por resgate',
      dailyLeft: 'Ainda pode resgatar hoje',
      noDailyCap: 'Sem limite diário',
      claim: 'Resgatar {{amount}}',
      claiming: 'A resgatar…',
      claimed: 'Resgatado',
      nothing: 'Ainda não há reembolso: as apostas contam depois de liquidadas.',
      dailyCap: 'Atingiu o limite diário de reembolso. Volte amanhã para resgatar o resto.',
      belowMinimum:
        'O reembolso a resgatar ({{amount}}) ainda está abaixo do mínimo de {{minimum}}. Continue a jogar.',
      done: 'Reembolso resgatado: {{amount}} creditados na carteira principal. Saldo atual: {{balance}}.',
      failed: 'Não foi possível resgatar o reembolso. {{reason}}',
      historyTitle: 'Os meus últimos reembolsos',
      historyCaption: 'Reembolsos resgatados',
      historyEmpty_one: 'Não resgatou nenhum reembolso no último dia.',
      historyEmpty_other: 'Não resgatou nenhum reembolso nos últimos {{count}} dias.',
    },
  },
};

/** The shape both languages follow. */
export type RewardsTexts = typeof rewardsTextsPt;
