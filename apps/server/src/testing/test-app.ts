import { randomBytes } from 'node:crypto';
import path from 'node:path';
import os from 'node:os';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp, type AppOptions } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import type { Db } from '../db/db.ts';
import { memoryPubSub } from '../realtime/memory-pubsub.ts';
import type { PubSub } from '../realtime/pubsub.ts';
import { redisPubSub } from '../realtime/redis-pubsub.ts';
import { createTestDb } from './test-db.ts';

/** An ops token for tests (the real one must be at least 16 characters too). */
export const testOpsToken = 'test-ops-token-0123456789';
export const testMetricsToken = 'test-metrics-token-0123456789';
/** The test suites' key that seals merchant keys (32 bytes, base64). */
export const testKeyEncryptionKeys = `test:${Buffer.alloc(32, 7).toString('base64')}`;

/**
 * Test configuration: quiet logs, the operator API on, a web build that does not exist unless a
 * test points WEB_DIST at its own folder, cheap (but real) password hashing, and Redis keys of
 * their own so test files sharing one Redis never meet.
 */
export function testConfig(overrides: Partial<Config> = {}): Config {
  const base = loadConfig({
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    OPS_TOKEN: testOpsToken,
    METRICS_TOKEN: testMetricsToken,
    KEY_ENCRYPTION_KEYS: testKeyEncryptionKeys,
    PASSWORD_HASH_COST: '10',
    REDIS_PREFIX: `portal-test:${randomBytes(6).toString('hex')}:`,
    WEB_DIST: path.join(os.tmpdir(), 'portal-no-web-build'),
    PGE_DIST: path.join(os.tmpdir(), 'portal-no-pge-build'),
    DATA_DIR: path.join(os.tmpdir(), 'portal-test-data'),
    ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
    ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}),
  });
  return { ...base, ...overrides };
}

/** Redis pub/sub namespaced to this test run, or null when REDIS_URL is not set. */
export async function testRedisPubSub(): Promise<PubSub | null> {
  const url = process.env.REDIS_URL;
  if (!url) return null;
  return redisPubSub(url, { prefix: `portal-test:${inject('testRunId')}:` });
}

/** A booted test app with its database and pub/sub. */
export interface TestApp {
  app: FastifyInstance;
  db: Db;
  pubsub: PubSub;
  config: Config;
  /** Closes the app, and the database and pub/sub when this helper created them. */
  close(): Promise<void>;
}

/** `buildApp` options for tests, with partial configuration overrides. */
export interface TestAppOptions extends Partial<Omit<AppOptions, 'config'>> {
  config?: Partial<Config>;
  /** Adds test-only routes before the app is ready. */
  extend?: (app: FastifyInstance) => void | Promise<void>;
}

/**
 * Boots the real app for a test file on its own fresh database (copied from the migrated,
 * seeded template), unless `db` is given to share one between apps (two nodes).
 */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const config = testConfig(options.config);
  const db = options.db ?? (await createTestDb());
  const pubsub = options.pubsub ?? memoryPubSub();
  const { extend, ...appOptions } = options;
  const app = await buildApp({ ...appOptions, config, db, pubsub });
  await extend?.(app);
  await app.ready();
  return {
    app,
    db,
    pubsub,
    config,
    async close() {
      await app.close();
      if (!options.pubsub) await pubsub.close();
      if (!options.db) await db.close();
    },
  };
}
