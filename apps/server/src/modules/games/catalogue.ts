import type { GameCard } from '@portal/contract/game-card';
import type { Queryable } from '../../db/db.ts';
import type { Merchant } from '../../merchant/merchant.ts';

/** A `game` row joined with its vendor, as the card queries select it. */
export interface CardRow {
  id: bigint;
  vendor_code: string;
  vendor_name: string;
  game_type: string;
  classify: string;
  game_code: string;
  name: string;
  name_en: string;
  /** Hot for the merchant: its own override (`merchant_game_hot`), else the global flag. */
  is_hot: boolean;
  free_trial: boolean;
  is_game: 'GAME' | 'VASSALAGE';
  /** The language of `name` (PT or EN): the tile art is drawn in it. */
  lang: string;
}

/**
 * Whether a game is hot for the merchant: its override in `merchant_game_hot` (alias `h`, joined
 * by `visibleGames`), else the catalogue's global flag.
 */
export const hotFlag = 'coalesce(h.hot, g.is_hot)';

/** Card columns (of `visibleGames`); `$lang` is the parameter number of the language code. */
export function cardColumns(lang: number): string {
  return `g.id, g.vendor_code, v.display_name as vendor_name, g.game_type, g.classify, g.game_code,
    coalesce(g.names ->> $${lang}, g.names ->> 'EN') as name, g.names ->> 'EN' as name_en,
    ${hotFlag} as is_hot, g.free_trial, g.is_game, $${lang}::text as lang`;
}

/**
 * The games a merchant sees (alias `g`, vendor `v`, hot override `h`); `$merchant` is the
 * parameter number of the merchant id. Global games plus the merchant's own, minus the vendors
 * and games it turned off. The override is a left join on its primary key: one probe per game
 * read, and PostgreSQL drops the join entirely from queries that never read `h`. Callers that
 * splice more tables in replace the leading `game g join` (or the whole first join), so the
 * override stays after it.
 *
 * The turned-off sets are `not in` lists, not `not exists`: each is read once into a hash
 * that every game row is checked against. As anti-joins, a merchant with nothing turned off
 * (the usual case) made the planner expect one row out of them and loop over the vendors for
 * every game, two to three times slower on the embedded database. Both columns are `not null`,
 * so `not in` means the same.
 */
export function visibleGames(merchant: number): string {
  return `game g join game_vendor v on v.code = g.vendor_code
    left join merchant_game_hot h on h.merchant_id = $${merchant} and h.game_id = g.id
    where g.enabled and (g.merchant_id is null or g.merchant_id = $${merchant})
      and g.vendor_code not in (select o.vendor_code from merchant_vendor_off o
        where o.merchant_id = $${merchant})
      and g.id not in (select o.game_id from merchant_game_off o
        where o.merchant_id = $${merchant})`;
}

/** The language whose names a response carries: PT or EN, else EN. */
export function catalogueLanguage(language: string | undefined, merchant: Merchant): string {
  const code = (language ?? merchant.defaultLanguage).toUpperCase();
  return code === 'PT' || code === 'PT-BR' ? 'PT' : 'EN';
}

/** One image CDN of the merchant, picked at random per response; '' is the same origin. */
export function pickCdn(list: readonly string[]): string {
  if (list.length === 0) return '';
  const cdn = list[Math.floor(Math.random() * list.length)] ?? '';
  return cdn.replace(/\/+$/u, '');
}

/** Where a game's generated artwork is served, its name drawn in `language` (PT or EN). */
export function artPath(gameCode: string, language: string): string {
  const lang = language.toUpperCase() === 'PT' ? 'pt' : 'en';
  return `/play/art/${lang}/${encodeURIComponent(gameCode)}.svg`;
}

/** Maps a row to the wire's card, its artwork behind the given CDN. */
export function toCard(row: CardRow, cdn: string): GameCard {
  const icon = `${cdn}${artPath(row.game_code, row.lang)}`;
  return {
    nodeId: row.id.toString(),
    nodeName: row.name_en,
    gameName: row.name,
    displayName: row.name,
    vassalage: row.vendor_code,
    accountTypeName: row.vendor_name,
    gameClassify: row.classify,
    gameType: row.game_type as GameCard['gameType'],
    isHot: row.is_hot ? 1 : 0,
    supportPlay: row.free_trial ? 0 : 1,
    showIcon: null,
    iconUrl: icon,
    lagerIcon: icon,
    isGame: row.is_game,
    gameCode: row.game_code,
  };
}

/** Cards with the CDN left out: what caches and ETags are computed over. */
export type BaseCard = GameCard;

/** Puts a CDN in front of cards built with `toCard(row, '')`. */
export function withCdn(cards: readonly GameCard[], cdn: string): GameCard[] {
  if (cdn === '') return [...cards];
  return cards.map((card) => ({
    ...card,
    iconUrl: `${cdn}${card.iconUrl}`,
    lagerIcon: card.lagerIcon === null ? null : `${cdn}${card.lagerIcon}`,
  }));
}

/** Reads cards by id for one merchant, in the order of `ids`; unknown or hidden ids are left out. */
export async function cardsByIds(
  q: Queryable,
  merchant: Merchant,
  language: string,
  ids: readonly bigint[],
): Promise<GameCard[]> {
  if (ids.length === 0) return [];
  const rows = await q.query<CardRow>(
    `select ${cardColumns(2)} from ${visibleGames(1)} and g.id = any($3::bigint[])`,
    [merchant.id, language, ids.map(String)],
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toCard(row, '')] : [];
  });
}
