/** The demo table's texts in the page languages (`lang` query parameter). */
export type PageLanguage = 'EN' | 'PT';

export interface DemoPageTexts {
  title: (vendor: string) => string;
  intro: (vendor: string, game: string) => string;
  freeIntro: (vendor: string, game: string) => string;
  rules: string;
  heading: string;
  balance: (vendor: string) => string;
  chips: string;
  empty: (vendor: string) => string;
  transferLink: string;
  stake: string;
  nextCard: string;
  higher: string;
  lower: string;
  draw: string;
  drawChips: string;
  drawing: string;
  won: (amount: string) => string;
  lost: string;
  history: string;
  noHistory: string;
  guessed: { high: string; low: string };
  failed: string;
  /** The decimal separator money is shown with. */
  decimal: string;
}

export const demoPageTexts: Record<PageLanguage, DemoPageTexts> = {
  EN: {
    title: (vendor) => `Demo of ${vendor}`,
    intro: (vendor, game) =>
      `This table stands in for the vendor ${vendor} (game ${game}). It plays with the money in your ${vendor} wallet.`,
    freeIntro: (vendor, game) =>
      `This table stands in for the vendor ${vendor} (game ${game}). It plays with demo chips only; no money moves here.`,
    rules:
      'Guess whether the next card is higher or lower. A win pays 2x the stake; a tie loses. Return to player 12/13 ≈ 92.3%.',
    heading: 'High or low',
    balance: (vendor) => `Your ${vendor} wallet`,
    chips: 'Chips',
    empty: (vendor) =>
      `Your ${vendor} wallet is empty. To play, move money into this vendor's wallet from the member centre:`,
    transferLink: 'Transfer funds',
    stake: 'Stake',
    nextCard: 'The next card is',
    higher: 'Higher',
    lower: 'Lower',
    draw: 'Draw',
    drawChips: 'Draw (10 chips)',
    drawing: 'Drawing…',
    won: (amount) => `you win ${amount}`,
    lost: 'you lose',
    decimal: '.',
    history: 'Last rounds',
    noHistory: 'No rounds yet.',
    guessed: { high: 'higher', low: 'lower' },
    failed: 'The round could not be played. Try again.',
  },
  PT: {
    title: (vendor) => `Demonstração de ${vendor}`,
    intro: (vendor, game) =>
      `Esta mesa substitui o fornecedor ${vendor} (jogo ${game}). Joga com o dinheiro da sua carteira ${vendor}.`,
    freeIntro: (vendor, game) =>
      `Esta mesa substitui o fornecedor ${vendor} (jogo ${game}). Joga apenas com fichas de demonstração; nenhum dinheiro é movimentado.`,
    rules:
      'Adivinhe se a próxima carta é mais alta ou mais baixa. Uma vitória paga 2x a aposta; um empate perde. Retorno ao jogador 12/13 ≈ 92,3%.',
    heading: 'Alta ou baixa',
    balance: (vendor) => `A sua carteira ${vendor}`,
    chips: 'Fichas',
    empty: (vendor) =>
      `A sua carteira ${vendor} está vazia. Para jogar, transfira dinheiro para a carteira deste fornecedor no centro de membro:`,
    transferLink: 'Transferir fundos',
    stake: 'Aposta',
    nextCard: 'A próxima carta é',
    higher: 'Mais alta',
    lower: 'Mais baixa',
    draw: 'Tirar carta',
    drawChips: 'Tirar carta (10 fichas)',
    drawing: 'A tirar carta…',
    won: (amount) => `ganhou ${amount}`,
    lost: 'perdeu',
    decimal: ',',
    history: 'Últimas rondas',
    noHistory: 'Ainda não há rondas.',
    guessed: { high: 'mais alta', low: 'mais baixa' },
    failed: 'Não foi possível jogar a ronda. Tente de novo.',
  },
};
