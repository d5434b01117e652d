/**
 * Portuguese (European) texts of the missions and the leaderboard, under `rewards`. They load
 * with the rewards pages' other texts (`rewards-texts.ts`), never with the first page.
 */
export const missionsTextsPt = {
  rewards: {
    missions: {
      title: 'Missões',
      empty:
        'De momento não há missões. Quando começarem novas missões do dia ou da semana, aparecem aqui.',
      /** The groups, by the mission's period (`missionPeriods` of the contract). */
      groups: {
        daily: 'Hoje',
        weekly: 'Esta semana',
      },
      /** What a mission counts (`missionMetrics` of the contract). */
      metrics: {
        validBet: 'Apostas válidas',
        winnings: 'Ganhos',
        rounds: 'Rondas',
        deposit: 'Depósitos',
      },
      /** Where the play must be, after the metric: "Rondas ao vivo". */
      where: {
        live: 'ao vivo',
        lottery: 'na lotaria',
        pvp: 'em jogos PvP',
        rng: 'em jogos eletrónicos',
        sports: 'no desporto',
      },
      counted: '{{what}} {{where}}',
      roundsOf: '{{done}} de {{target}} rondas',
      roundsValue: '{{done}} de {{target}} rondas ({{percent}} %)',
      reward: 'Recompensa',
      endsAt: 'Termina a {{time}} ({{left}}).',
      ended: 'O período desta missão terminou.',
      inProgress: 'Em curso',
      claim: 'Resgatar {{amount}}',
      claimLabel: 'Resgatar {{amount}} da missão «{{title}}»',
      claiming: 'A resgatar…',
      claimed: 'Resgatada',
      done: 'Missão «{{title}}» resgatada: {{amount}} creditados na carteira principal. Saldo atual: {{balance}}.',
      failed: 'Não foi possível resgatar a missão «{{title}}». {{reason}}',
    },
    leaderboard: {
      title: 'Classificação',
      periods: 'Período da classificação',
      tabs: {
        weekly: 'Esta semana',
        daily: 'Hoje',
      },
      captions: {
        weekly: 'Classificação desta semana',
        daily: 'Classificação de hoje',
      },
      counted: {
        weekly: 'Contam as apostas válidas de {{start}} a {{end}}.',
        daily: 'Contam as apostas válidas de hoje, {{start}}.',
      },
      rank: 'Posição',
      player: 'Jogador',
      validBet: 'Apostas válidas',
      you: '(a sua posição)',
      mine: 'A sua posição: n.º {{rank}}, com {{amount}} em apostas válidas.',
      noBets: 'Ainda não tem apostas válidas neste período.',
      empty: 'Ainda ninguém tem apostas válidas neste período.',
    },
  },
};

/** The shape both languages follow. */
export type MissionsTexts = typeof missionsTextsPt;
