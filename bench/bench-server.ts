import { randomBytes } from 'node:crypto';
/**
 * The server under benchmark: the real app on a fresh database (PGlite in a temp directory, or
 * DATABASE_URL when set), plus one bare JSON route as the baseline every ratio is measured
 * against. Runs in its own process so the load generator does not share its event loop.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { openDb } from '../apps/server/src/db/open-db.ts';
import { openPubSub } from '../apps/server/src/realtime/open-pubsub.ts';
import { seedDemo } from '../apps/server/src/seed/seeders.ts';
import { ownDatabase } from '../apps/server/src/testing/own-database.ts';
import { registerAgentBench } from './agent-bench-routes.ts';
import { registerContractsBench } from './contracts-bench-routes.ts';
import { registerLiveBench } from './live-bench-routes.ts';
import { registerLotteryBench } from './lottery-bench-routes.ts';
import { registerWalletBench } from './wallet-bench-routes.ts';

// On PostgreSQL the bench works in a database of its own, created here and dropped on exit,
// so a run never touches the data of the database DATABASE_URL names.
const database = await ownDatabase('portal_bench');
const config = loadConfig({
  ...process.env,
  ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}),
  PORT: process.env.PORT ?? '0',
  HOST: '127.0.0.1',
  // The level a portal runs at (its log goes nowhere: the bench discards the server's output),
  // so what logging costs every request is counted.
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
  DATA_DIR: process.env.DATA_DIR ?? mkdtempSync(join(tmpdir(), 'portal-bench-')),
  KEY_ENCRYPTION_KEYS:
    process.env.KEY_ENCRYPTION_KEYS ?? `bench:${randomBytes(32).toString('base64')}`,
  // The load generator stands for a balancer on loopback: the lottery bench gives each bettor
  // its own client IP through X-Forwarded-For, as real visitors have, so the per-IP limit of
  // bets is not one limit for the whole load. Requests without the header keep 127.0.0.1.
  TRUST_PROXY: process.env.TRUST_PROXY ?? '127.0.0.1',
});
const db = await openDb(config);
const pubsub = await openPubSub(config);
await migrate(db);
await seedDemo(db);
const app = await buildApp({ config, db, pubsub });
app.get('/bench/bare', async () => ({ success: true, value: { ok: true } }));
// The CPU time this process has used (all its threads: the password hashes run in the pool),
// for the bench to wait until the work a case left behind is done before it measures the next.
app.get('/bench/cpu', async () => {
  const { user, system } = process.cpuUsage();
  return { micros: user + system };
});
registerWalletBench(app, db);
registerLotteryBench(app);
registerAgentBench(app);
registerContractsBench(app);
registerLiveBench(app, db);
const address = await app.listen({ port: config.port, host: config.host });
// A fresh database makes every job catch up at first (each lottery game's first seed chain and
// periods, the contracts' first slots): done before measuring, so the figures are those of a
// running portal, where the jobs then run on their timers as they do in production.
for (const name of app.platform.jobs.names()) await app.platform.jobs.runNow(name);
// A bare Fastify app in the same process: the floor every route of ours stands on, so the
// bench can print what the app's global hooks cost (its bare route against this one).
const bare = Fastify({ logger: false });
bare.get('/bench/bare', async () => ({ success: true, value: { ok: true } }));
const bareAddress = await bare.listen({ port: 0, host: '127.0.0.1' });
process.send?.({ address, bareAddress });

process.on('disconnect', () => {
  void bare
    .close()
    .then(() => app.close())
    .then(() => pubsub.close())
    .then(() => db.close())
    .then(() => database.drop())
    .then(() => process.exit(0));
});
