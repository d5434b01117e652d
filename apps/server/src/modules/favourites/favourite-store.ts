import type { Queryable } from '../../db/db.ts';
import { AppError } from '../../http/app-error.ts';
import type { Merchant } from '../../merchant/merchant.ts';
import { visibleGames } from '../games/catalogue.ts';

/** The nodeIds of a member's favourites, latest first. */
export async function favouriteIds(q: Queryable, memberId: string): Promise<string[]> {
  const rows = await q.query<{ id: string }>(
    `select game_id::text as id from favourite_game where member_id = $1
     order by created_at desc, game_id desc`,
    [memberId],
  );
  return rows.map((row) => row.id);
}

/**
 * The game a favourite change names, visible to the merchant and of the given vendor and type;
 * anything else is a 404 `not_found`.
 */
export async function favouriteTarget(
  q: Queryable,
  merchant: Merchant,
  input: { nodeId: string; vendor: string; gameType: string },
): Promise<bigint> {
  if (!/^[0-9]{1,18}$/u.test(input.nodeId)) throw new AppError('not_found');
  const [row] = await q.query<{ id: bigint }>(
    `select g.id from ${visibleGames(1)} and g.id = $2 and g.vendor_code = $3 and g.game_type = $4`,
    [merchant.id, input.nodeId, input.vendor, input.gameType],
  );
  if (!row) throw new AppError('not_found');
  return row.id;
}
