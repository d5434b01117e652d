import type { DrawShapeName, Family } from '@portal/contract/lottery/families';
import { allPlayMethods } from '@portal/contract/lottery/play-methods';
import { add, floor, mul, ratio, type Rational } from '@portal/contract/lottery/rational';
import type { LotteryTerms } from '@portal/contract/lottery/terms';
import type { Tx } from '../../db/db.ts';
import type { Seeder } from '../../seed/seeders.ts';
import { searchText } from '../games/catalogue-seeder.ts';

/**
 * The demo brand's lottery games (issue "Lottery": SSC at 1, 3 and 5 minutes, 11X5 at 1 and 3,
 * PK10 at 1 and 5, a Mark Six style LHC every 15 minutes, LF 3D and P5 every 10) and their
 * terms. Everything here is the demo operator's configuration, written once into
 * `lottery_game`; an operator changes it there.
 */

interface DemoGame {
  code: string;
  family: Family;
  shape: DrawShapeName;
  lane: 'LOTT' | 'ELOTT';
  minutes: number;
  names: { PT: string; EN: string };
}

export const demoLotteryGames: readonly DemoGame[] = [
  {
    code: 'SSC_1M',
    family: 'SSC',
    shape: 'SSC',
    lane: 'LOTT',
    minutes: 1,
    names: { PT: 'SSC · 1 minuto', EN: 'SSC · 1 minute' },
  },
  {
    code: 'SSC_3M',
    family: 'SSC',
    shape: 'SSC',
    lane: 'LOTT',
    minutes: 3,
    names: { PT: 'SSC · 3 minutos', EN: 'SSC · 3 minutes' },
  },
  {
    code: 'SSC_5M',
    family: 'SSC',
    shape: 'SSC',
    lane: 'LOTT',
    minutes: 5,
    names: { PT: 'SSC · 5 minutos', EN: 'SSC · 5 minutes' },
  },
  {
    code: '11X5_1M',
    family: '11X5',
    shape: '11X5',
    lane: 'LOTT',
    minutes: 1,
    names: { PT: '11 de 5 · 1 minuto', EN: '11 pick 5 · 1 minute' },
  },
  {
    code: '11X5_3M',
    family: '11X5',
    shape: '11X5',
    lane: 'LOTT',
    minutes: 3,
    names: { PT: '11 de 5 · 3 minutos', EN: '11 pick 5 · 3 minutes' },
  },
  {
    code: 'PK10_1M',
    family: 'PK10',
    shape: 'PK10',
    lane: 'LOTT',
    minutes: 1,
    names: { PT: 'Corrida PK10 · 1 minuto', EN: 'PK10 race · 1 minute' },
  },
  {
    code: 'PK10_5M',
    family: 'PK10',
    shape: 'PK10',
    lane: 'LOTT',
    minutes: 5,
    names: { PT: 'Corrida PK10 · 5 minutos', EN: 'PK10 race · 5 minutes' },
  },
  {
    code: 'LF_3D',
    family: 'LF',
    shape: 'LF_3D',
    lane: 'LOTT',
    minutes: 10,
    names: { PT: '3D · 10 minutos', EN: '3D · 10 minutes' },
  },
  {
    code: 'LF_P5',
    family: 'LF',
    shape: 'LF_P5',
    lane: 'LOTT',
    minutes: 10,
    names: { PT: 'P5 · 10 minutos', EN: 'P5 · 10 minutes' },
  },
  {
    code: 'LHC_15M',
    family: 'LHC',
    shape: 'LHC',
    lane: 'ELOTT',
    minutes: 15,
    names: { PT: 'Marca Seis · 15 minutos', EN: 'Mark Six · 15 minutes' },
  },
];

/** The demo's return to player on fixed-odds options, from which their odds are set. */
const demoFixedRtp = ratio(98, 100);

/** Odds that return `rtp` on an option: (rtp − P(tie)) / P(win), cut down to two decimals. */
function oddsFor(win: Rational, tie: Rational): string {
  const exact = mul(add(demoFixedRtp, mul(tie, ratio(-1))), ratio(win.den, win.num));
  const hundredths = floor(mul(exact, ratio(100)));
  return (Number(hundredths) / 100).toFixed(2);
}

/** The demo terms of a game: every play of its draw shape, odds at 98 %, modest limits. */
export function demoTerms(shape: DrawShapeName): LotteryTerms {
  const plays = allPlayMethods.filter((method) => method.shape === shape);
  const odds: LotteryTerms['odds'] = {};
  for (const method of plays) {
    if (method.pricing.kind !== 'fixed') continue;
    odds[method.code] = Object.fromEntries(
      Object.entries(method.pricing.options).map(([key, chances]) => [
        key,
        oddsFor(chances.win, chances.tie),
      ]),
    );
  }
  return {
    prizeGroup: { min: 1700, max: 1960, default: 1900 },
    units: ['YUAN', 'JIAO', 'FEN'],
    maxMultiple: 1000,
    plays: plays.map((method) => method.code),
    odds,
    // Minor units of a two-decimal currency: 20,000.00 a bet, 2,000,000.00 of prize per bet,
    // 50,000.00 per member and period, 5,000,000.00 paid on any one number of a period.
    limits: {
      maxTicketStake: '2000000',
      maxBetPrize: '200000000',
      maxMemberPeriodStake: '5000000',
      maxNumberLiability: '500000000',
    },
    cancellable: true,
  };
}

/** The lottery families as catalogue classifies (the lobby's tabs within a lane). */
export const lotteryClassifies = [
  { key: 'SSC', names: { PT: 'SSC', EN: 'SSC' } },
  { key: '11X5', names: { PT: '11 de 5', EN: '11 pick 5' } },
  { key: 'PK10', names: { PT: 'Corridas PK10', EN: 'PK10 racing' } },
  { key: 'LHC', names: { PT: 'Marca Seis', EN: 'Mark Six' } },
  { key: 'LF', names: { PT: 'Baixa frequência', EN: 'Low frequency' } },
] as const;

/**
 * The lottery lanes in the global catalogue: vendors LOTT and ELOTT (money stays in the main
 * wallet, as with a seamless vendor), the families as classifies, and a card per demo game
 * whose game code is the lottery's, so the /lott and /elott lobbies list them and a launch
 * opens `/lottery?gameCode=`.
 */
export async function seedLotteryCards(tx: Tx): Promise<void> {
  for (const [sort, [code, name]] of [
    ['LOTT', 'Lotto'],
    ['ELOTT', 'E-Lotto'],
  ].entries()) {
    await tx.query(
      `insert into game_vendor (code, display_name, wallet, sort) values ($1, $2, 'seamless', $3)
       on conflict (code) do nothing`,
      [code, name, 100 + sort],
    );
  }
  for (const [sort, classify] of lotteryClassifies.entries()) {
    await tx.query(
      `insert into game_classify (key, names, sort) values ($1, $2::jsonb, $3)
       on conflict (key) do nothing`,
      [classify.key, JSON.stringify(classify.names), 100 + sort],
    );
  }
  for (const [sort, game] of demoLotteryGames.entries()) {
    await tx.query(
      `insert into game (vendor_code, game_type, classify, game_code, names, search_text, is_hot,
         free_trial, is_game, sort)
       values ($1, $1, $2, $3, $4::jsonb, $5, $6, false, 'GAME', $7)
       on conflict (game_code) do nothing`,
      [
        game.lane,
        game.family,
        game.code,
        JSON.stringify(game.names),
        searchText(game.names),
        game.minutes === 1,
        sort,
      ],
    );
  }
}

/** Writes a merchant's lottery games (the demo set) with their terms. */
export async function seedLotteryGames(tx: Tx, merchantId: number): Promise<void> {
  for (const [sort, game] of demoLotteryGames.entries()) {
    const seconds = game.minutes * 60;
    await tx.query(
      `insert into lottery_game (merchant_id, game_code, family, shape, lane, names, period_seconds,
         close_seconds, terms, sort)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) on conflict do nothing`,
      [
        merchantId,
        game.code,
        game.family,
        game.shape,
        game.lane,
        JSON.stringify(game.names),
        seconds,
        // Sales close 10 s before a 1-minute draw, 30 s before longer ones.
        seconds <= 60 ? 10 : 30,
        JSON.stringify(demoTerms(game.shape)),
        sort,
      ],
    );
  }
}

/** The demo brand's lottery games (the regional ones: `regional-seeder.ts`). */
export const lotterySeeder: Seeder = {
  name: 'lottery',
  async run(tx, context) {
    await seedLotteryCards(tx);
    for (const merchantId of context.merchants.values()) await seedLotteryGames(tx, merchantId);
  },
};
