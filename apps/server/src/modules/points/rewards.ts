import type { pointReward } from '@portal/contract/points';
import type { MessageLanguage } from '@portal/contract/messages';
import type * as z from 'zod/mini';
import type { Queryable } from '../../db/db.ts';
import type { Merchant } from '../../merchant/merchant.ts';

type PointReward = z.infer<typeof pointReward>;

interface ShelfRow {
  id: string;
  name: string;
  description: string;
  kind: 'goods' | 'credit';
  points: bigint;
  amount: bigint;
  stock: number | null;
  max_quantity: number;
  image_url: string | null;
}

/** The rewards on offer, in the brand's order, named in the member's language. */
export async function rewardShelf(
  q: Queryable,
  merchant: Merchant,
  language: MessageLanguage,
): Promise<PointReward[]> {
  const rows = await q.query<ShelfRow>(
    `select id::text as id, coalesce(names ->> $2, names ->> 'EN', '') as name,
       coalesce(descriptions ->> $2, descriptions ->> 'EN', '') as description,
       kind, points, amount, stock, max_quantity, image_url
     from point_reward where merchant_id = $1 and active order by sort, id`,
    // Operators key the names by upper-case language code (`PT`, `EN`).
    [merchant.id, language.toUpperCase()],
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    description: row.description,
    kind: row.kind,
    points: row.points.toString(),
    amount: merchant.money.format(row.amount),
    stock: row.stock,
    maxQuantity: row.max_quantity,
    imageUrl: row.image_url,
  }));
}
