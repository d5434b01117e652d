import type { Seeder } from '../../seed/seeders.ts';

/**
 * The demo brand's wallet: transfer wallets, and two deposit channels of the demo payment
 * provider (a database migrated after the demo was seeded gets the same from 0005_wallet.sql).
 * Card deposits must be bet once before they can be withdrawn; PIX deposits need no turnover.
 */
export const walletSeeder: Seeder = {
  name: 'wallet',
  async run(tx, context) {
    const merchantId = context.merchants.get('demo');
    if (merchantId === undefined) return;
    await tx.query(
      `insert into merchant_wallet_setting (merchant_id, wallet_mode) values ($1, 'transfer')
       on conflict do nothing`,
      [merchantId],
    );
    await tx.query(
      `insert into deposit_channel (merchant_id, channel_id, name, provider, min_amount, max_amount, presets,
         sort, turnover_percent)
       values ($1, 'pix-demo', 'PIX (demo)', 'demo', 1000, 5000000, '{2000,5000,10000,50000,100000}', 1, 0),
              ($1, 'card-demo', 'Card (demo)', 'demo', 2000, 1000000, '{5000,10000,20000,50000}', 2, 100)
       on conflict do nothing`,
      [merchantId],
    );
  },
};
