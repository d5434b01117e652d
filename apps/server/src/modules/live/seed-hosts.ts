/**
 * The demo brand's hosts: each presents a table of the catalogue (its game code and name as
 * the catalogue card shows them), with tags, a weekly schedule and a biography in PT and EN.
 * Their pictures are generated (`host-art.ts`).
 */
export interface SeedHost {
  code: string;
  name: string;
  status: 'streaming' | 'online' | 'offline';
  gameCode: string;
  gameName: string;
  tags: string[];
  /** The game's name and the tags in each language. */
  i18n: { EN: { gameName: string; tags: string[] } };
  bios: { PT: string; EN: string };
  schedule: Array<{ day: number; from: string; to: string }>;
  /** Drawing choices for the poster and avatar. */
  look: { skin: string; hair: string; outfit: string; table: 'roulette' | 'cards' | 'dice' };
}

const evenings = (days: number[], from: string, to: string) =>
  days.map((day) => ({ day, from, to }));

export const seedHosts: readonly SeedHost[] = [
  {
    code: 'sofia',
    name: 'Sofia',
    status: 'streaming',
    gameCode: 'LOTUS_LIVE_0033',
    gameName: 'Roleta ao Vivo',
    tags: ['roleta', 'PT'],
    i18n: { EN: { gameName: 'Live Roulette', tags: ['roulette', 'PT'] } },
    bios: {
      PT: 'Apresenta a roleta todas as noites, com boa disposição e muita conversa.',
      EN: 'Hosts the roulette table every night, with good humour and plenty of chat.',
    },
    schedule: evenings([1, 2, 3, 4, 5], '20:00', '23:30'),
    look: { skin: '#f1c7a3', hair: '#3b2416', outfit: '#c2185b', table: 'roulette' },
  },
  {
    code: 'lara',
    name: 'Lara',
    status: 'online',
    gameCode: 'LOTUS_LIVE_0001',
    gameName: 'Bacará ao Vivo',
    tags: ['bacará', 'cartas'],
    i18n: { EN: { gameName: 'Live Baccarat', tags: ['baccarat', 'cards'] } },
    bios: {
      PT: 'Bacará sem pressa: explica cada mão e responde a todas as perguntas.',
      EN: 'Unhurried baccarat: explains every hand and answers every question.',
    },
    schedule: evenings([0, 5, 6], '18:00', '22:00'),
    look: { skin: '#e0a87e', hair: '#1b1b1b', outfit: '#1565c0', table: 'cards' },
  },
  {
    code: 'beatriz',
    name: 'Beatriz',
    status: 'online',
    gameCode: 'LOTUS_LIVE_0069',
    gameName: 'Sic Bo ao Vivo',
    tags: ['dados', 'sic bo'],
    i18n: { EN: { gameName: 'Live Sic Bo', tags: ['dice', 'sic bo'] } },
    bios: {
      PT: 'Três dados, muitas apostas e uma sala sempre animada.',
      EN: 'Three dice, plenty of bets and a lively room.',
    },
    schedule: evenings([3, 4, 6], '21:00', '01:00'),
    look: { skin: '#8d5a3b', hair: '#2a160c', outfit: '#2e7d32', table: 'dice' },
  },
  {
    code: 'camila',
    name: 'Camila',
    status: 'offline',
    gameCode: 'LOTUS_LIVE_0053',
    gameName: 'Blackjack ao Vivo',
    tags: ['blackjack', 'cartas'],
    i18n: { EN: { gameName: 'Live Blackjack', tags: ['blackjack', 'cards'] } },
    bios: {
      PT: 'Blackjack aos fins de semana, com dicas de estratégia básica.',
      EN: 'Weekend blackjack, with basic-strategy tips.',
    },
    schedule: evenings([0, 6], '15:00', '19:00'),
    look: { skin: '#f5d0b5', hair: '#b5651d', outfit: '#6a1b9a', table: 'cards' },
  },
];
