import type {
  CatalogueState,
  OpsCatalogueGame,
  OpsCatalogueVendor,
} from '@portal/contract/games/ops';
import type { Queryable } from '../../db/db.ts';

/**
 * What the console's Catalogue page reads: every vendor and every game of a brand's catalogue
 * with the brand's switches, the switched-off ones included. The player-side name index
 * (`name-search.ts`) holds only the games players see, so the operator's name search is the
 * plain `strpos` over `search_text` that migration 0003 measured at a few milliseconds over the
 * whole catalogue: fine for a console page, and always current.
 */

interface VendorRow {
  code: string;
  display_name: string;
  wallet: 'seamless' | 'transfer';
  enabled: boolean;
  games: number;
  games_off: number;
}

/** The brand's vendors (or the one named), in display order; `$1` is the merchant id. */
export async function catalogueVendors(
  q: Queryable,
  merchantId: number,
  vendorCode: string | null = null,
): Promise<OpsCatalogueVendor[]> {
  const rows = await q.query<VendorRow>(
    `select v.code, v.display_name, v.wallet, vf.vendor_code is null as enabled,
       count(g.id)::int as games, count(gf.game_id)::int as games_off
     from game_vendor v
     left join merchant_vendor_off vf on vf.merchant_id = $1 and vf.vendor_code = v.code
     left join game g on g.vendor_code = v.code and g.enabled
       and (g.merchant_id is null or g.merchant_id = $1)
     left join merchant_game_off gf on gf.merchant_id = $1 and gf.game_id = g.id
     where $2::text is null or v.code = $2
     group by v.code, v.display_name, v.wallet, v.sort, vf.vendor_code
     order by v.sort, v.code`,
    [merchantId, vendorCode],
  );
  return rows.map((row) => ({
    vendorCode: row.code,
    displayName: row.display_name,
    wallet: row.wallet,
    enabled: row.enabled,
    games: row.games,
    gamesOff: row.games_off,
  }));
}

interface GameRow {
  id: bigint;
  game_code: string;
  name: string;
  vendor_code: string;
  vendor_name: string;
  game_type: string;
  classify: string;
  vendor_enabled: boolean;
  game_enabled: boolean;
  hot: boolean;
  hot_default: boolean;
  own: boolean;
}

/**
 * The games of the brand's catalogue (global ones and its own, switched off or not) with its
 * switches: `$1` is the merchant id, `$2` the language of the names.
 */
const brandGames = `game g join game_vendor v on v.code = g.vendor_code
  left join merchant_vendor_off vf on vf.merchant_id = $1 and vf.vendor_code = g.vendor_code
  left join merchant_game_off gf on gf.merchant_id = $1 and gf.game_id = g.id
  left join merchant_game_hot h on h.merchant_id = $1 and h.game_id = g.id
  where g.enabled and (g.merchant_id is null or g.merchant_id = $1)`;

const gameColumns = `g.id, g.game_code, coalesce(g.names ->> $2, g.names ->> 'EN') as name,
  g.vendor_code, v.display_name as vendor_name, g.game_type, g.classify,
  vf.vendor_code is null as vendor_enabled, gf.game_id is null as game_enabled,
  coalesce(h.hot, g.is_hot) as hot, g.is_hot as hot_default, g.merchant_id is not null as own`;

function toGame(row: GameRow): OpsCatalogueGame {
  return {
    id: row.id.toString(),
    gameCode: row.game_code,
    name: row.name,
    vendorCode: row.vendor_code,
    vendorName: row.vendor_name,
    gameType: row.game_type,
    classify: row.classify,
    enabled: row.vendor_enabled && row.game_enabled,
    vendorEnabled: row.vendor_enabled,
    gameEnabled: row.game_enabled,
    hot: row.hot,
    hotDefault: row.hot_default,
    own: row.own,
  };
}

/** One game of the brand's catalogue, or null when the brand has no such game. */
export async function catalogueGame(
  q: Queryable,
  merchantId: number,
  language: string,
  gameId: string,
): Promise<OpsCatalogueGame | null> {
  const [row] = await q.query<GameRow>(`select ${gameColumns} from ${brandGames} and g.id = $3`, [
    merchantId,
    language,
    gameId,
  ]);
  return row ? toGame(row) : null;
}

const stateFilters: Record<CatalogueState, string> = {
  on: 'vf.vendor_code is null and gf.game_id is null',
  off: '(vf.vendor_code is not null or gf.game_id is not null)',
  hot: 'coalesce(h.hot, g.is_hot)',
  notHot: 'not coalesce(h.hot, g.is_hot)',
};

export interface CatalogueGameQuery {
  pageNo: number;
  pageSize: number;
  vendor?: string | undefined;
  gameType?: string | undefined;
  q?: string | undefined;
  state?: CatalogueState | undefined;
}

/**
 * A page of the brand's catalogue in the players' display order; with a name search, names that
 * start with the term come first, as on the player side. A page beyond the last answers no
 * games and the real totals.
 */
export async function catalogueGames(
  q: Queryable,
  merchantId: number,
  language: string,
  query: CatalogueGameQuery,
): Promise<{ items: OpsCatalogueGame[]; total: number; totalPages: number }> {
  const params: unknown[] = [merchantId, language];
  let where = '';
  const add = (sql: string, value: unknown) => {
    params.push(value);
    where += ` and ${sql.replaceAll('?', `$${params.length}`)}`;
  };
  if (query.vendor) add('g.vendor_code = ?', query.vendor);
  if (query.gameType) add('g.game_type = ?', query.gameType);
  // search_text holds the names lower-cased, so the term is lower-cased the same way in JS.
  const term = query.q ? query.q.toLowerCase() : '';
  let prefixFirst = '';
  if (term) {
    add('strpos(g.search_text, ?) > 0', term);
    prefixFirst = `strpos(g.search_text, $${params.length}) <> 1, `;
  }
  if (query.state) where += ` and ${stateFilters[query.state]}`;
  const countParams = [...params];
  params.push(query.pageSize, (query.pageNo - 1) * query.pageSize);
  const [rows, counted] = await Promise.all([
    q.query<GameRow>(
      `select ${gameColumns} from ${brandGames}${where}
       order by ${prefixFirst}g.sort, g.id
       limit $${params.length - 1} offset $${params.length}`,
      params,
    ),
    q.query<{ n: number }>(
      // $2 (the language) is unused here but keeps the numbering of the filters.
      `select count(*)::int as n, $2::text as l from ${brandGames}${where}`,
      countParams,
    ),
  ]);
  const total = counted[0]?.n ?? 0;
  return {
    items: rows.map(toGame),
    total,
    totalPages: Math.ceil(total / query.pageSize),
  };
}
