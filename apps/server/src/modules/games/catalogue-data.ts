import { constants, providerLogoSets } from '@portal/contract/constants';
import { prng } from '@portal/contract/prng';

/**
 * The demo catalogue, built in memory: the vendors of the provider logo sets plus the in-house
 * provider, the classifies (game families) and about 10,000 games whose names come from word
 * lists per game type. Everything is deterministic, so two seeded databases hold the same codes.
 */

type Names = { PT: string; EN: string };

export interface VendorSeed {
  code: string;
  displayName: string;
  wallet: 'seamless' | 'transfer';
}

export interface GameSeed {
  vendor: string;
  gameType: string;
  classify: string;
  gameCode: string;
  names: Names;
  isHot: boolean;
  freeTrial: boolean;
  isGame: 'GAME' | 'VASSALAGE';
  sort: number;
}

const vendorNames: Record<string, string> = {
  AE: 'AE Gaming',
  AG: 'Asia Gaming',
  BBIN: 'BBIN',
  BG: 'Big Gaming',
  CQ9: 'CQ9 Gaming',
  DG: 'Dream Gaming',
  EA: 'Entwine Asia',
  GG: 'GG Gaming',
  IBC: 'IBC Sports',
  ISB: 'Isoftbet',
  KX: 'KX Poker',
  KY: 'KY Chess',
  LOTUS: 'Lotus Live',
  MG: 'Micro Gaming',
  MGS: 'MG Slots',
  OG: 'Oriental Game',
  PGE: 'PGE Originals',
  PNG: 'Play N Go',
  PT: 'Playtech',
  RTG: 'Real Time Gaming',
  SBT: 'SBTech',
  TGP: 'TGP Live',
  TH: 'TH Cards',
  TTG: 'Top Trend Gaming',
  UG: 'UG Sports',
  WD: 'WD Slots',
  WS: 'WS Poker',
  XY: 'XY Cards',
};

/** Every vendor code of the catalogue: the in-house providers first, then the logo sets. */
export function catalogueVendors(): VendorSeed[] {
  const codes = new Set<string>(constants.inHouseProviders);
  for (const list of Object.values(providerLogoSets)) for (const code of list) codes.add(code);
  return [...codes].map((code) => ({
    code,
    displayName: vendorNames[code] ?? code,
    wallet: (constants.inHouseProviders as readonly string[]).includes(code)
      ? 'seamless'
      : 'transfer',
  }));
}

/** Game families with their PT and EN names, in tab order. */
export const classifies: ReadonlyArray<{ key: string; names: Names }> = [
  { key: 'SLOT', names: { PT: 'Slots', EN: 'Slots' } },
  { key: 'TABLE', names: { PT: 'Mesa', EN: 'Table' } },
  { key: 'CRASH', names: { PT: 'Crash', EN: 'Crash' } },
  { key: 'DICE', names: { PT: 'Dados', EN: 'Dice' } },
  { key: 'MINES', names: { PT: 'Minas', EN: 'Mines' } },
  { key: 'SCRATCH', names: { PT: 'Raspadinha', EN: 'Scratch' } },
  { key: 'FISHING', names: { PT: 'Pesca', EN: 'Fishing' } },
  { key: 'LOBBY', names: { PT: 'Salão', EN: 'Lobby' } },
  { key: 'BACCARAT', names: { PT: 'Bacará', EN: 'Baccarat' } },
  { key: 'ROULETTE', names: { PT: 'Roleta', EN: 'Roulette' } },
  { key: 'BLACKJACK', names: { PT: 'Blackjack', EN: 'Blackjack' } },
  { key: 'SICBO', names: { PT: 'Sic Bo', EN: 'Sic Bo' } },
  { key: 'POKER', names: { PT: 'Póquer', EN: 'Poker' } },
  { key: 'MAHJONG', names: { PT: 'Mahjong', EN: 'Mahjong' } },
  { key: 'RUMMY', names: { PT: 'Rummy', EN: 'Rummy' } },
  { key: 'SPORTSBOOK', names: { PT: 'Apostas desportivas', EN: 'Sportsbook' } },
];

/** The grammatical gender of a PT noun, which its adjective must agree with. */
type Gender = 'm' | 'f';

/**
 * Adjectives as [EN, PT masculine, PT feminine]; a name is adjective + noun in EN and noun +
 * adjective in PT, the adjective agreeing with the noun ("Dragão Dourado", "Mesa Dourada").
 */
export const adjectives: ReadonlyArray<[en: string, m: string, f: string]> = [
  ['Golden', 'Dourado', 'Dourada'],
  ['Lucky', 'da Sorte', 'da Sorte'],
  ['Wild', 'Selvagem', 'Selvagem'],
  ['Royal', 'Real', 'Real'],
  ['Mystic', 'Místico', 'Mística'],
  ['Blazing', 'Ardente', 'Ardente'],
  ['Frozen', 'Gelado', 'Gelada'],
  ['Ancient', 'Antigo', 'Antiga'],
  ['Crystal', 'de Cristal', 'de Cristal'],
  ['Electric', 'Elétrico', 'Elétrica'],
  ['Hidden', 'Escondido', 'Escondida'],
  ['Jade', 'de Jade', 'de Jade'],
  ['Midnight', 'da Meia-Noite', 'da Meia-Noite'],
  ['Neon', 'Néon', 'Néon'],
  ['Silver', 'Prateado', 'Prateada'],
  ['Thunder', 'do Trovão', 'do Trovão'],
  ['Cosmic', 'Cósmico', 'Cósmica'],
  ['Savage', 'Feroz', 'Feroz'],
  ['Sacred', 'Sagrado', 'Sagrada'],
  ['Tropical', 'Tropical', 'Tropical'],
];

/** Nouns per game type as [EN, PT, gender of the PT noun]. */
export const nounsByType: Record<
  string,
  ReadonlyArray<[en: string, pt: string, gender: Gender]>
> = {
  RNG: [
    ['Dragon', 'Dragão', 'm'],
    ['Fortune', 'Fortuna', 'f'],
    ['Pharaoh', 'Faraó', 'm'],
    ['Panda', 'Panda', 'm'],
    ['Tiger', 'Tigre', 'm'],
    ['Phoenix', 'Fénix', 'f'],
    ['Pirate', 'Pirata', 'm'],
    ['Jungle', 'Floresta', 'f'],
    ['Temple', 'Templo', 'm'],
    ['Wolf', 'Lobo', 'm'],
    ['Samurai', 'Samurai', 'm'],
    ['Viking', 'Viking', 'm'],
    ['Gem', 'Joia', 'f'],
    ['Fruit', 'Fruta', 'f'],
    ['Carnival', 'Carnaval', 'm'],
    ['Lion', 'Leão', 'm'],
    ['Genie', 'Génio', 'm'],
    ['Rocket', 'Foguetão', 'm'],
    ['Buffalo', 'Búfalo', 'm'],
    ['Koi', 'Carpa Koi', 'f'],
  ],
  FISH: [
    ['Ocean', 'Oceano', 'm'],
    ['Shark', 'Tubarão', 'm'],
    ['Kraken', 'Kraken', 'm'],
    ['Reef', 'Recife', 'm'],
    ['Whale', 'Baleia', 'f'],
    ['Harbor', 'Porto', 'm'],
  ],
  LIVE: [
    ['Salon', 'Salão', 'm'],
    ['Lounge', 'Lounge', 'm'],
    ['Palace', 'Palácio', 'm'],
    ['Studio', 'Estúdio', 'm'],
  ],
  PVP: [
    ['Table', 'Mesa', 'f'],
    ['Arena', 'Arena', 'f'],
    ['Duel', 'Duelo', 'm'],
    ['Club', 'Clube', 'm'],
    ['Room', 'Sala', 'f'],
  ],
};

const suffixes: ReadonlyArray<[string, string]> = [
  ['', ''],
  [' Deluxe', ' Deluxe'],
  [' II', ' II'],
  [' Megaways', ' Megaways'],
  [' Hold & Win', ' Hold & Win'],
  [' Gold Edition', ' Edição Ouro'],
  [' Rising', ' em Ascensão'],
  [' Xmas', ' de Natal'],
];

/** classify families per game type, with the share of games in each (per 100). */
const familiesByType: Record<string, ReadonlyArray<[string, number]>> = {
  RNG: [
    ['SLOT', 78],
    ['TABLE', 8],
    ['CRASH', 6],
    ['SCRATCH', 8],
  ],
  FISH: [['FISHING', 100]],
  LIVE: [
    ['BACCARAT', 40],
    ['ROULETTE', 25],
    ['BLACKJACK', 20],
    ['SICBO', 15],
  ],
  PVP: [
    ['POKER', 50],
    ['MAHJONG', 25],
    ['RUMMY', 25],
  ],
};

/** Games per vendor and type: ~10,000 in all. */
const perVendor: Record<string, number> = { RNG: 700, FISH: 60, LIVE: 79, PVP: 100 };

/**
 * The in-house games of PGE, served under `/play/pge/<game>`. These names are the games' only
 * names: the game screens' titles (apps/pge) and the demo notices use the same ones.
 */
export const pgeGames: ReadonlyArray<{ code: string; classify: string; names: Names }> = [
  { code: 'PGE_SLOT', classify: 'SLOT', names: { PT: 'Aurora 5 Rolos', EN: 'Aurora Five Reels' } },
  { code: 'PGE_DICE', classify: 'DICE', names: { PT: 'Dados Aurora', EN: 'Aurora Dice' } },
  { code: 'PGE_CRASH', classify: 'CRASH', names: { PT: 'Foguetão Aurora', EN: 'Aurora Rocket' } },
];

function familyOf(type: string, index: number, count: number): string {
  const families = familiesByType[type]!;
  const position = (index * 100) / count;
  let edge = 0;
  for (const [key, share] of families) {
    edge += share;
    if (position < edge) return key;
  }
  return families[families.length - 1]![0];
}

function nameOf(type: string, index: number, offset: number): Names {
  const nouns = nounsByType[type]!;
  const combos = adjectives.length * nouns.length;
  // Walk the combinations with a stride coprime to their count: distinct names per vendor.
  const k = (index * 7 + offset) % (combos * suffixes.length);
  const [adjEn, adjM, adjF] = adjectives[k % adjectives.length]!;
  const [nounEn, nounPt, gender] = nouns[Math.floor(k / adjectives.length) % nouns.length]!;
  const [sufEn, sufPt] = suffixes[Math.floor(k / combos) % suffixes.length]!;
  const adjPt = gender === 'f' ? adjF : adjM;
  return { EN: `${adjEn} ${nounEn}${sufEn}`, PT: `${nounPt} ${adjPt}${sufPt}` };
}

/** The whole demo catalogue, deterministic. */
export function catalogueGames(): GameSeed[] {
  const random = prng(20240601);
  const games: GameSeed[] = [];
  let sort = 0;
  for (const game of pgeGames) {
    games.push({
      vendor: 'PGE',
      gameType: 'RNG',
      classify: game.classify,
      gameCode: game.code,
      names: game.names,
      isHot: true,
      freeTrial: true,
      isGame: 'GAME',
      sort: (sort += 1),
    });
  }
  for (const [type, vendors] of Object.entries(providerLogoSets)) {
    for (const [v, vendor] of vendors.entries()) {
      if (type === 'SPORTS') {
        games.push({
          vendor,
          gameType: type,
          classify: 'SPORTSBOOK',
          gameCode: `${vendor}_SPORTS_LOBBY`,
          names: { EN: `${vendorNames[vendor] ?? vendor}`, PT: `${vendorNames[vendor] ?? vendor}` },
          isHot: v === 0,
          freeTrial: false,
          isGame: 'GAME',
          sort: (sort += 1),
        });
        continue;
      }
      if (type === 'LIVE') {
        // A live vendor's lobby card opens its own table list.
        games.push({
          vendor,
          gameType: type,
          classify: 'LOBBY',
          gameCode: `${vendor}_LIVE_LOBBY`,
          names: {
            EN: `${vendorNames[vendor] ?? vendor} Lobby`,
            PT: `Salão ${vendorNames[vendor] ?? vendor}`,
          },
          isHot: false,
          freeTrial: false,
          isGame: 'VASSALAGE',
          sort: (sort += 1),
        });
      }
      const count = perVendor[type]!;
      for (let i = 0; i < count; i += 1) {
        games.push({
          vendor,
          gameType: type,
          classify: familyOf(type, i, count),
          gameCode: `${vendor}_${type}_${String(i + 1).padStart(4, '0')}`,
          names: nameOf(type, i, v * 13),
          isHot: random() < 0.04,
          freeTrial: (type === 'RNG' || type === 'FISH') && random() < 0.6,
          isGame: 'GAME',
          sort: (sort += 1),
        });
      }
    }
  }
  return games;
}
