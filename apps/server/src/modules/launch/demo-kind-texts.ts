import type { PageLanguage } from './demo-page-texts.ts';
import type { FishTarget } from './fishing-rules.ts';

/** The texts of the sportsbook, roulette and fishing demo tables, PT and EN. */
export interface DemoKindTexts {
  playing: string;
  sportsbook: {
    heading: { football: string; esports: string };
    rules: (marginPercent: number, rtpPercent: string) => string;
    fixtures: string;
    kickoff: string;
    drawName: string;
    labels: { three: string[]; two: string[] };
    add: (selection: string, odds: string) => string;
    slip: string;
    emptySlip: string;
    odds: string;
    potential: string;
    place: string;
    pickFirst: string;
    versus: (home: string, away: string) => string;
    result: (match: string, winner: string) => string;
  };
  roulette: {
    heading: string;
    rules: string;
    bet: string;
    names: { red: string; black: string; odd: string; even: string; straight: string };
    dozen: (n: number) => string;
    number: string;
    spin: string;
    colours: { red: string; black: string; green: string };
    result: (pocket: number, colour: string, bet: string) => string;
  };
  fishing: {
    heading: string;
    rules: string;
    target: string;
    fish: Record<FishTarget, string>;
    chance: (multiplier: string, percent: string) => string;
    shoot: string;
    caught: (fish: string) => string;
    missed: (fish: string) => string;
  };
}

export const demoKindTexts: Record<PageLanguage, DemoKindTexts> = {
  EN: {
    playing: 'Playing…',
    sportsbook: {
      heading: { football: 'Sportsbook', esports: 'E-sports book' },
      rules: (m, rtp) =>
        `Today's demo fixtures with decimal odds (margin ${m}%). Add one selection to the slip for a single bet. This is a demo: the bet settles instantly with a simulated result drawn from the odds. Return to player about ${rtp}%.`,
      fixtures: 'Fixtures',
      kickoff: 'Kick-off',
      drawName: 'Draw',
      labels: { three: ['1', 'X', '2'], two: ['1', '2'] },
      add: (selection, odds) => `Add ${selection} at ${odds} to the slip`,
      slip: 'Bet slip',
      emptySlip: 'No selection yet: choose odds above.',
      odds: 'Odds',
      potential: 'Potential return',
      place: 'Place bet',
      pickFirst: 'Choose a selection first.',
      versus: (home, away) => `${home} v ${away}`,
      result: (match, winner) => `${match}: result ${winner}`,
    },
    roulette: {
      heading: 'European roulette',
      rules:
        'Single zero. Red, black, odd and even pay 2x the stake, a dozen 3x, a single number 36x; zero loses every outside bet. Return to player 36/37 ≈ 97.3%.',
      bet: 'Your bet',
      names: { red: 'Red', black: 'Black', odd: 'Odd', even: 'Even', straight: 'Number' },
      dozen: (n) => `Dozen ${n} (${n * 12 - 11}–${n * 12})`,
      number: 'Number (0–36)',
      spin: 'Spin',
      colours: { red: 'red', black: 'black', green: 'green' },
      result: (pocket, colour, bet) => `Ball on ${pocket} (${colour}), bet ${bet}`,
    },
    fishing: {
      heading: 'Fishing',
      rules:
        'Aim one shot at a fish. Each fish shows its multiplier and its chance to be caught; a catch pays the multiplier times the stake. Return to player 95% on every fish.',
      target: 'Target',
      fish: {
        clownfish: 'Clownfish',
        pufferfish: 'Pufferfish',
        turtle: 'Turtle',
        shark: 'Shark',
        dragon: 'Golden dragon',
      },
      chance: (multiplier, percent) => `${multiplier}x, ${percent}% chance`,
      shoot: 'Shoot',
      caught: (fish) => `Caught the ${fish}`,
      missed: (fish) => `The ${fish} got away`,
    },
  },
  PT: {
    playing: 'A jogar…',
    sportsbook: {
      heading: { football: 'Apostas desportivas', esports: 'Apostas de e-sports' },
      rules: (m, rtp) =>
        `Jogos de demonstração de hoje com odds decimais (margem ${m}%). Adicione uma seleção ao boletim para uma aposta simples. Isto é uma demonstração: a aposta é liquidada de imediato com um resultado simulado a partir das odds. Retorno ao jogador cerca de ${rtp}%.`,
      fixtures: 'Jogos',
      kickoff: 'Início',
      drawName: 'Empate',
      labels: { three: ['1', 'X', '2'], two: ['1', '2'] },
      add: (selection, odds) => `Adicionar ${selection} a ${odds} ao boletim`,
      slip: 'Boletim de apostas',
      emptySlip: 'Ainda sem seleção: escolha uma odd acima.',
      odds: 'Odd',
      potential: 'Retorno potencial',
      place: 'Apostar',
      pickFirst: 'Escolha primeiro uma seleção.',
      versus: (home, away) => `${home} x ${away}`,
      result: (match, winner) => `${match}: resultado ${winner}`,
    },
    roulette: {
      heading: 'Roleta europeia',
      rules:
        'Um só zero. Vermelho, preto, ímpar e par pagam 2x a aposta, uma dúzia 3x, um número 36x; o zero perde todas as apostas exteriores. Retorno ao jogador 36/37 ≈ 97,3%.',
      bet: 'A sua aposta',
      names: { red: 'Vermelho', black: 'Preto', odd: 'Ímpar', even: 'Par', straight: 'Número' },
      dozen: (n) => `Dúzia ${n} (${n * 12 - 11}–${n * 12})`,
      number: 'Número (0–36)',
      spin: 'Girar',
      colours: { red: 'vermelho', black: 'preto', green: 'verde' },
      result: (pocket, colour, bet) => `Bola no ${pocket} (${colour}), aposta ${bet}`,
    },
    fishing: {
      heading: 'Pesca',
      rules:
        'Aponte um disparo a um peixe. Cada peixe mostra o multiplicador e a hipótese de ser apanhado; uma captura paga o multiplicador vezes a aposta. Retorno ao jogador 95% em todos os peixes.',
      target: 'Alvo',
      fish: {
        clownfish: 'Peixe-palhaço',
        pufferfish: 'Baiacu',
        turtle: 'Tartaruga',
        shark: 'Tubarão',
        dragon: 'Dragão dourado',
      },
      chance: (multiplier, percent) => `${multiplier}x, ${percent}% de hipótese`,
      shoot: 'Disparar',
      caught: (fish) => `Apanhou: ${fish}`,
      missed: (fish) => `Escapou: ${fish}`,
    },
  },
};
