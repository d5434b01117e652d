import type { Tx } from '../../db/db.ts';
import { seededDemoMerchant } from '../../seed/seed-merchant.ts';
import type { Seeder } from '../../seed/seeders.ts';

/** The demo catalogue: two credit rewards and two goods with limited stock. */
const demoRewards = [
  {
    names: { PT: 'Ficha de R$ 2', EN: 'R$ 2 chip' },
    descriptions: {
      PT: 'R$ 2,00 no saldo principal, depois de aprovado.',
      EN: 'R$ 2.00 to the main balance once approved.',
    },
    kind: 'credit',
    points: 200,
    amount: '2',
    stock: null,
    maxQuantity: 5,
  },
  {
    names: { PT: 'Bónus de R$ 20', EN: 'R$ 20 bonus' },
    descriptions: {
      PT: 'R$ 20,00 no saldo principal, com rollover de 1×.',
      EN: 'R$ 20.00 to the main balance, with 1× turnover.',
    },
    kind: 'credit',
    points: 1800,
    amount: '20',
    stock: null,
    maxQuantity: 3,
  },
  {
    names: { PT: 'Camisola Aurora', EN: 'Aurora jersey' },
    descriptions: {
      PT: 'Camisola oficial, enviada para a sua morada.',
      EN: 'Official jersey, shipped to your address.',
    },
    kind: 'goods',
    points: 3000,
    amount: '0',
    stock: 25,
    maxQuantity: 2,
  },
  {
    names: { PT: 'Auscultadores sem fios', EN: 'Wireless headphones' },
    descriptions: {
      PT: 'Auscultadores Bluetooth com estojo de carga.',
      EN: 'Bluetooth headphones with a charging case.',
    },
    kind: 'goods',
    points: 8000,
    amount: '0',
    stock: 5,
    maxQuantity: 1,
  },
] as const;

/**
 * The demo brand's points mall: generous rules so a demo player sees points after a few rounds
 * (1 point per R$ 1 of valid bet or deposit, 100 points convert to R$ 1), the catalogue above,
 * and the earning mark at the seeding time, so play from the first start earns.
 */
export const pointsSeeder: Seeder = {
  name: 'points',
  async run(tx: Tx, context) {
    const merchant = await seededDemoMerchant(tx, context);
    const earn = { unit: '1', points: 1 };
    const settings = {
      enabled: true,
      earning: { live: earn, lottery: earn, pvp: earn, rng: earn, sports: earn, deposit: earn },
      convert: { enabled: true, points: '100', amount: '1', minPoints: '100', turnoverMultiple: 1 },
    };
    await tx.query(
      `insert into merchant_setting (merchant_id, key, value) values ($1, 'points', $2)
       on conflict (merchant_id, key) do update set value = excluded.value`,
      [merchant.id, JSON.stringify(settings)],
    );
    for (const [sort, reward] of demoRewards.entries()) {
      await tx.query(
        `insert into point_reward (merchant_id, names, descriptions, kind, points, amount, stock,
           max_quantity, sort)
         values ($1, $2::text::jsonb, $3::text::jsonb, $4, $5, $6, $7, $8, $9)`,
        [
          merchant.id,
          JSON.stringify(reward.names),
          JSON.stringify(reward.descriptions),
          reward.kind,
          reward.points,
          merchant.money.parse(reward.amount).toString(),
          reward.stock,
          reward.maxQuantity,
          sort,
        ],
      );
    }
    await tx.query(
      `insert into point_earning_mark (merchant_id, earned_until) values ($1, now())
       on conflict (merchant_id) do nothing`,
      [merchant.id],
    );
  },
};
