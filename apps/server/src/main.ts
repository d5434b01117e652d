import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { migrate } from './db/migrate.ts';
import { openDb } from './db/open-db.ts';
import { openPubSub } from './realtime/open-pubsub.ts';
import { startBanner } from './seed/print-logins.ts';
import { demoLogins, hasDemoData, seedDemo, startSeeders } from './seed/seeders.ts';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig(process.env);
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }

  const db = await openDb(config);
  const pubsub = await openPubSub(config).catch(async (err: unknown) => {
    await db.close();
    throw err;
  });
  const applied = await migrate(db);
  const seed = config.seedDemo ? await seedDemo(db, startSeeders) : { seeded: false, logins: [] };
  const app = await buildApp({ config, db, pubsub });
  if (applied.length > 0) app.log.info({ migrations: applied }, 'migrations applied');
  if (seed.seeded) app.log.info('demo data seeded');

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await app.close();
      await pubsub.close();
      await db.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const logins = seed.seeded
    ? seed.logins
    : config.seedDemo && (await hasDemoData(db))
      ? demoLogins()
      : [];
  console.info(startBanner(config.port, logins));
}

main().catch((err: unknown) => {
  console.error('The server could not start:', err);
  process.exit(1);
});
