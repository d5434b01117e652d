import type { Tx } from '../db/db.ts';
import {
  merchantColumns,
  merchantFromRow,
  type Merchant,
  type MerchantRow,
} from '../merchant/merchant.ts';
import type { SeedContext } from './seeders.ts';

/** The demo merchant as the app sees it, for seeders that book money in its currency. */
export async function seededDemoMerchant(tx: Tx, context: SeedContext): Promise<Merchant> {
  const merchantId = context.merchants.get('demo');
  if (merchantId === undefined) throw new Error('the demo merchant must be seeded first');
  const [row] = await tx.query<MerchantRow>(
    `select ${merchantColumns} from merchant where id = $1`,
    [merchantId],
  );
  return merchantFromRow(row!);
}
