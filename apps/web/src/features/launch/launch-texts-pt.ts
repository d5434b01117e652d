/**
 * Portuguese texts of the page that frames a seamless vendor's game. They load with that page;
 * `launch-texts.ts` adds them.
 */
export const launchTextsPt = {
  games: {
    seamless: {
      back: 'Voltar',
      balance: 'Saldo',
      demo: 'Demonstração',
      frameTitle: 'Jogo: {{vendor}}',
      noGame: 'Nenhum jogo aberto. Escolha um jogo no lobby.',
      toLobby: 'Ir para o lobby',
    },
  },
};

export type LaunchTexts = typeof launchTextsPt;
