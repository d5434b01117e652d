import { defaultOdds } from '@portal/contract/lottery/default-odds';
import type { DrawShapeName } from '@portal/contract/lottery/families';
import type { LotteryTerms } from '@portal/contract/lottery/terms';
import type { Tx } from '../../db/db.ts';
import type { Seeder } from '../../seed/seeders.ts';
import { searchText } from '../games/catalogue-seeder.ts';
import { demoTerms } from './lottery-seeder.ts';
import { regionalGames } from './regional-stations.ts';

/** MANUAL stations wait this long after their draw for an approved result, then refund. */
const resultDeadlineSeconds = 6 * 3600;

/**
 * A regional game's first terms: the demo lane terms (units, limits...) with every play of its
 * shape at the default per-hit odds.
 */
export function regionalTerms(shape: DrawShapeName): LotteryTerms {
  const terms = demoTerms(shape);
  return {
    ...terms,
    odds: Object.fromEntries(terms.plays.map((code) => [code, defaultOdds[code] ?? {}])),
  };
}

/** Writes a merchant's regional lottery games (the demo set) with their rota and terms. */
export async function seedRegionalGames(tx: Tx, merchantId: number): Promise<void> {
  for (const [sort, game] of regionalGames.entries()) {
    await tx.query(
      `insert into lottery_game (merchant_id, game_code, family, shape, lane, draw_source, names,
         period_seconds, close_seconds, region, draw_schedule, result_deadline_seconds, terms,
         sort)
       values ($1, $2, $3, $4, 'LOTT', $5, $6, 86400, $7, $8, $9, $10, $11, $12)
       on conflict do nothing`,
      [
        merchantId,
        game.code,
        game.family,
        game.shape,
        game.source,
        JSON.stringify(game.names),
        game.closeMinutes * 60,
        game.region,
        JSON.stringify(game.schedule),
        game.source === 'MANUAL' ? resultDeadlineSeconds : null,
        JSON.stringify(regionalTerms(game.shape)),
        1000 + sort,
      ],
    );
  }
}

/**
 * The regional lotteries in the global catalogue: vendors TCG_LOTTO_VN and TCG_SEA (the main
 * wallet, like the lottery lanes) and one card each in the LOTT lobby, whose launch opens
 * /vnLottery or /seaLottery (spec section 2) on a game that draws every day or often (North,
 * Malaysia 4D); the page's region tabs lead to the rest.
 */
export async function seedRegionalCards(tx: Tx): Promise<void> {
  const cards = [
    {
      vendor: 'TCG_LOTTO_VN',
      vendorName: 'Loto VN',
      classify: { key: 'VN', names: { PT: 'Loto Vietname', EN: 'Vietnam lotto' } },
      gameCode: 'VN_MB',
      names: {
        PT: 'Loto Vietname: Sul, Centro e Norte',
        EN: 'Vietnam lotto: South, Central, North',
      },
    },
    {
      vendor: 'TCG_SEA',
      vendorName: 'SEA Lotto',
      classify: { key: 'SEA', names: { PT: 'Sudeste Asiático', EN: 'Southeast Asia' } },
      gameCode: 'SEA_4D_MY',
      names: { PT: '4D e loteria tailandesa', EN: '4D and Thai lottery' },
    },
  ];
  for (const [sort, card] of cards.entries()) {
    await tx.query(
      `insert into game_vendor (code, display_name, wallet, sort) values ($1, $2, 'seamless', $3)
       on conflict (code) do nothing`,
      [card.vendor, card.vendorName, 110 + sort],
    );
    await tx.query(
      `insert into game_classify (key, names, sort) values ($1, $2::jsonb, $3)
       on conflict (key) do nothing`,
      [card.classify.key, JSON.stringify(card.classify.names), 110 + sort],
    );
    await tx.query(
      `insert into game (vendor_code, game_type, classify, game_code, names, search_text, is_hot,
         free_trial, is_game, sort)
       values ($1, 'LOTT', $2, $3, $4::jsonb, $5, false, false, 'GAME', $6)
       on conflict (game_code) do nothing`,
      [
        card.vendor,
        card.classify.key,
        card.gameCode,
        JSON.stringify(card.names),
        searchText(card.names),
        50 + sort,
      ],
    );
  }
}

/** The demo brand's regional lotteries: the VN stations and SEA draws, and their two cards. */
export const regionalLotterySeeder: Seeder = {
  name: 'regional-lottery',
  async run(tx, context) {
    await seedRegionalCards(tx);
    for (const merchantId of context.merchants.values()) await seedRegionalGames(tx, merchantId);
  },
};
