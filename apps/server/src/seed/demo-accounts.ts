import { parseMinor } from '@portal/contract/money';
import { hashPassword, productionHashCost } from '../auth/password.ts';
import type { Tx } from '../db/db.ts';
import { houseAccount, memberAccount, postTransfer } from '../modules/ledger/ledger.ts';
import type { DemoLogin, Seeder } from './seeders.ts';

interface DemoAccount {
  account: string;
  password: string;
  type: number;
  mobile?: [countryCode: string, number: string];
  email?: string;
  affiliateCode?: string;
  /** The withdrawal password, asked by withdrawals and transfers. */
  withdrawPassword?: string;
  parent?: string;
  /** Opening balance of the main wallet, in the merchant's currency. */
  balance?: string;
  /** VIP level and the progress counted towards the next (valid bets, deposits). */
  vip?: { level: number; validBet: string; deposit: string };
  /** A welcome bonus waiting in the reward centre, in the merchant's currency. */
  welcomeBonus?: string;
}

const accounts: readonly DemoAccount[] = [
  {
    account: 'demo01',
    password: 'demo1234',
    type: 0,
    mobile: ['351', '912345678'],
    email: 'demo01@example.com',
    balance: '1000.00',
    vip: { level: 1, validBet: '3200.00', deposit: '450.00' },
    welcomeBonus: '10.00',
  },
  {
    account: 'agent01',
    password: 'agent1234',
    type: 1,
    affiliateCode: 'AGENT01',
    withdrawPassword: '135790',
    balance: '500.00',
  },
  { account: 'player02', password: 'player1234', type: 0, parent: 'agent01', balance: '250.00' },
  // The spec's default password: logs in, then must be changed.
  { account: 'newbie01', password: '123456', type: 0 },
];

const logins: DemoLogin[] = [
  {
    role: 'member',
    username: 'demo01',
    password: 'demo1234',
    note: 'balance 1000.00, mobile +351 912345678, VIP1, a welcome bonus to claim',
  },
  {
    role: 'agent',
    username: 'agent01',
    password: 'agent1234',
    note: 'invitation code AGENT01, withdrawal password 135790',
  },
  { role: 'member', username: 'player02', password: 'player1234', note: "in agent01's downline" },
  {
    role: 'member',
    username: 'newbie01',
    password: '123456',
    note: 'default password: must change it',
  },
];

/**
 * Demo accounts of the demo brand: a member with a mobile, a balance, a VIP level on its way
 * to the next and a welcome bonus to claim, an agent with an invitation code and a downline
 * member, and a member on the default password. Balances are credited through the ledger from
 * the `seed` house account; the bonus is credited by its claim.
 */
export const demoAccountsSeeder: Seeder = {
  name: 'demo-accounts',
  logins,
  async run(tx: Tx, context) {
    const merchantId = context.merchants.get('demo');
    if (merchantId === undefined) throw new Error('the demo merchant must be seeded first');
    const [merchant] = await tx.query<{ currency: string; currency_scale: number }>(
      'select currency, currency_scale from merchant where id = $1',
      [merchantId],
    );
    const ids = new Map<string, string>();
    const hashes = await Promise.all(
      accounts.map((a) => hashPassword(a.password, productionHashCost)),
    );
    const withdrawHashes = await Promise.all(
      accounts.map((a) =>
        a.withdrawPassword ? hashPassword(a.withdrawPassword, productionHashCost) : null,
      ),
    );
    for (const [index, demo] of accounts.entries()) {
      const [row] = await tx.query<{ id: string }>(
        `insert into member (merchant_id, account, type, parent_agent_id, affiliate_code, email,
           mobile_country_code, mobile_number, password_hash, password_changed_at, language,
           payment_password_hash)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, now(), 'PT', $10) returning id::text as id`,
        [
          merchantId,
          demo.account,
          demo.type,
          demo.parent ? ids.get(demo.parent) : null,
          demo.affiliateCode ?? null,
          demo.email ?? null,
          demo.mobile?.[0] ?? null,
          demo.mobile?.[1] ?? null,
          hashes[index],
          withdrawHashes[index],
        ],
      );
      const id = row!.id;
      ids.set(demo.account, id);
      const wallet = await memberAccount(tx, {
        merchantId,
        memberId: id,
        currency: merchant!.currency,
      });
      if (demo.balance) {
        const amount = parseMinor(demo.balance, Number(merchant!.currency_scale));
        const house = await houseAccount(tx, {
          merchantId,
          name: 'seed',
          currency: merchant!.currency,
        });
        await postTransfer(tx, {
          merchantId,
          kind: 'seed',
          idempotencyKey: `seed:${demo.account}`,
          entries: [
            { accountId: house, amount: -amount },
            { accountId: wallet, amount },
          ],
        });
      }
      const minor = (text: string) => parseMinor(text, Number(merchant!.currency_scale)).toString();
      if (demo.vip) {
        await tx.query('update member set vip_level = $2 where id = $1', [id, demo.vip.level]);
        await tx.query(
          `insert into member_vip (merchant_id, member_id, valid_bet, deposit)
           values ($1, $2, $3, $4)`,
          [merchantId, id, minor(demo.vip.validBet), minor(demo.vip.deposit)],
        );
      }
      if (demo.welcomeBonus)
        await tx.query(
          `insert into bonus (merchant_id, member_id, source, reference, titles, amount,
             turnover_required, state)
           values ($1, $2, 'operator', 'demo-welcome', $3, $4, $4, 'pending')`,
          [
            merchantId,
            id,
            JSON.stringify({ PT: 'Bónus de boas-vindas', EN: 'Welcome bonus' }),
            minor(demo.welcomeBonus),
          ],
        );
    }
  },
};
