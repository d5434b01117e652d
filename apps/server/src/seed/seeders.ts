import type { Db, Tx } from '../db/db.ts';
import { agentTeamSeeder } from '../modules/agent/agent-team-seeder.ts';
import { contentSeeder } from '../modules/content/content-seeder.ts';
import { contractsSeeder } from '../modules/contracts/contracts-seeder.ts';
import { catalogueSeeder } from '../modules/games/catalogue-seeder.ts';
import { liveSeeder } from '../modules/live/live-seeder.ts';
import { lotterySeeder } from '../modules/lottery/lottery-seeder.ts';
import { regionalLotterySeeder } from '../modules/lottery/regional-seeder.ts';
import { pointsSeeder } from '../modules/points/points-seeder.ts';
import { withdrawLimitSeeder } from '../modules/withdrawals/withdraw-limits.ts';
import { walletSeeder } from '../modules/wallet/wallet-seeder.ts';
import { winnerHistorySeeder } from '../modules/pge/winner-history-seeder.ts';
import { demoAccountsSeeder } from './demo-accounts.ts';
import { demoMerchantSeeder } from './demo-merchant.ts';
import { demoOperatorSeeder } from '../modules/ops/operators/demo-operator.ts';
import { demoHostOperatorSeeder } from '../modules/live/demo-host-operator.ts';

/** A demo account printed after start so people can try the portal. */
export interface DemoLogin {
  /** Who it is for: `member`, `agent`, `trial`... */
  role: string;
  username: string;
  password: string;
  note?: string;
}

/** Shared between seeders of one run: later seeders find what earlier ones made. */
export interface SeedContext {
  /** Merchant ids by code, filled by the merchant seeder. */
  merchants: Map<string, number>;
  /** Credentials drawn while seeding (never stored in clear), printed once with the others. */
  generated: DemoLogin[];
}

/**
 * One step of the demo data. Seeders run in list order inside one transaction; each feature
 * appends its own (vendors, games, members) and declares the logins it creates.
 */
export interface Seeder {
  name: string;
  run(tx: Tx, context: SeedContext): Promise<void>;
  /** Fixed demo credentials this seeder creates, printed at start. */
  logins?: readonly DemoLogin[];
}

/** The demo data, in order. */
export const seeders: readonly Seeder[] = [
  demoMerchantSeeder,
  demoAccountsSeeder,
  catalogueSeeder,
  lotterySeeder,
  regionalLotterySeeder,
  withdrawLimitSeeder,
  walletSeeder,
  contentSeeder,
  winnerHistorySeeder,
  agentTeamSeeder,
  contractsSeeder,
  pointsSeeder,
  liveSeeder,
];

/**
 * What a server's own start and `npm run seed:reset` seed: the demo data, the demo brand's
 * console owner and its host operator. The test suites seed `seeders` alone and make the operators they need.
 */
export const startSeeders: readonly Seeder[] = [
  ...seeders,
  demoOperatorSeeder,
  demoHostOperatorSeeder,
];

/** The code of the seeded demo merchant. */
export const demoMerchantCode = 'demo';

/** The logins the seeders declare. */
export function demoLogins(list: readonly Seeder[] = seeders): DemoLogin[] {
  return list.flatMap((seeder) => [...(seeder.logins ?? [])]);
}

/**
 * Seeds an empty database (one without any merchant) in one transaction; a database with data
 * is left alone. The advisory lock keeps two nodes starting together from both seeding.
 */
export async function seedDemo(
  db: Db,
  list: readonly Seeder[] = seeders,
): Promise<{ seeded: boolean; logins: DemoLogin[] }> {
  return db.transaction(async (tx) => {
    await tx.query(`select pg_advisory_xact_lock(hashtext('portal.seed'))`);
    const [row] = await tx.query<{ present: boolean }>(
      'select exists (select 1 from merchant) as present',
    );
    if (row?.present) return { seeded: false, logins: [] };
    const context: SeedContext = { merchants: new Map(), generated: [] };
    for (const seeder of list) await seeder.run(tx, context);
    return { seeded: true, logins: [...demoLogins(list), ...context.generated] };
  });
}

/** True when the demo merchant exists, so its logins are worth printing again. */
export async function hasDemoData(db: Db): Promise<boolean> {
  const rows = await db.query('select 1 from merchant where code = $1', [demoMerchantCode]);
  return rows.length > 0;
}
