import { parseMinor } from '@portal/contract/money';
import type { Tx } from '../../db/db.ts';
import type { Seeder } from '../../seed/seeders.ts';
import { catalogueGames, catalogueVendors, classifies } from './catalogue-data.ts';

const batchSize = 2500;

/** Lower-cased names of every language, newline separated, as `game.search_text` holds them. */
export function searchText(names: Record<string, string>): string {
  return Object.values(names)
    .map((name) => name.toLowerCase())
    .join('\n');
}

/**
 * Seeds the catalogue: vendors, classifies and about 10,000 games, built in memory and inserted
 * with one `unnest` statement per batch (well under a second on PGlite), then the demo PVP rooms.
 */
export const catalogueSeeder: Seeder = {
  name: 'catalogue',
  async run(tx: Tx, context) {
    for (const [sort, vendor] of catalogueVendors().entries()) {
      await tx.query(
        `insert into game_vendor (code, display_name, wallet, sort) values ($1, $2, $3, $4)
         on conflict (code) do nothing`,
        [vendor.code, vendor.displayName, vendor.wallet, sort],
      );
    }
    for (const [sort, classify] of classifies.entries()) {
      await tx.query(
        `insert into game_classify (key, names, sort) values ($1, $2::jsonb, $3)
         on conflict (key) do nothing`,
        [classify.key, JSON.stringify(classify.names), sort],
      );
    }
    const games = catalogueGames();
    for (let start = 0; start < games.length; start += batchSize) {
      const batch = games.slice(start, start + batchSize);
      await tx.query(
        `insert into game (vendor_code, game_type, classify, game_code, names, search_text, is_hot,
           free_trial, is_game, sort)
         select v, t, c, g, n::jsonb, s, h, f, i, o
         from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[],
           $7::boolean[], $8::boolean[], $9::text[], $10::int[]) as x(v, t, c, g, n, s, h, f, i, o)
         on conflict (game_code) do nothing`,
        [
          batch.map((g) => g.vendor),
          batch.map((g) => g.gameType),
          batch.map((g) => g.classify),
          batch.map((g) => g.gameCode),
          batch.map((g) => JSON.stringify(g.names)),
          batch.map((g) => searchText(g.names)),
          batch.map((g) => g.isHot),
          batch.map((g) => g.freeTrial),
          batch.map((g) => g.isGame),
          batch.map((g) => g.sort),
        ],
      );
    }
    const merchantId = context.merchants.get('demo');
    if (merchantId === undefined) return;
    const [merchant] = await tx.query<{ currency_scale: number }>(
      'select currency_scale from merchant where id = $1',
      [merchantId],
    );
    const scale = Number(merchant!.currency_scale);
    const pvp = await tx.query<{ id: bigint; game_code: string }>(
      `select id, game_code from game where game_type = 'PVP' order by sort limit 12`,
    );
    for (const [index, game] of pvp.entries()) {
      for (let room = 1; room <= 3; room += 1) {
        await tx.query(
          `insert into pvp_room (merchant_id, game_id, name, min_bet, players, max_players)
           values ($1, $2, $3, $4, $5, $6)`,
          [
            merchantId,
            game.id.toString(),
            `${game.game_code} #${room}`,
            parseMinor(['1.00', '5.00', '20.00'][room - 1]!, scale).toString(),
            (index * 3 + room) % 6,
            6,
          ],
        );
      }
    }
  },
};
