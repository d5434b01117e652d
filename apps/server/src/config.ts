import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const here = path.dirname(fileURLToPath(import.meta.url));
/** The monorepo root, three levels above `apps/server/src`. */
export const repoRoot = path.resolve(here, '../../..');

const booleanText = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'expected true or false' })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const positiveInt = (fallback: number, max: number) =>
  z.coerce.number({ message: 'expected a whole number' }).int().min(1).max(max).default(fallback);

/**
 * Fastify's `trustProxy`: `true`/`false`, a hop count, or a comma-separated list of proxy
 * addresses or CIDRs. Only a trusted proxy may set the client IP that region rules check.
 */
const trustProxy = z
  .string()
  .default('false')
  .transform((value, ctx): boolean | number | string[] => {
    const text = value.trim().toLowerCase();
    if (text === 'true' || text === '1') return true;
    if (text === 'false' || text === '0') return false;
    if (/^[0-9]+$/u.test(text)) return Number(text);
    const list = text
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean);
    if (list.length === 0 || list.some((item) => !/^[0-9a-f.:/]+$/u.test(item))) {
      ctx.addIssue({
        code: 'custom',
        message: 'expected true, false, a hop count or proxy addresses',
      });
      return z.NEVER;
    }
    return list;
  });

const envSchema = z.object({
  PORT: z.coerce
    .number({ message: 'expected a port number' })
    .int()
    .min(0)
    .max(65_535)
    .default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(?:ql)?:\/\//u, 'expected a postgres:// URL')
    .optional(),
  DATA_DIR: z.string().min(1).optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//u, 'expected a redis:// or rediss:// URL')
    .optional(),
  WEB_DIST: z.string().min(1).optional(),
  /** Long enough that guessing it is hopeless: it moves money-relevant switches. */
  OPS_TOKEN: z.string().min(16, 'expected at least 16 characters').max(512).optional(),
  TRUST_PROXY: trustProxy,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SESSION_IDLE_MINUTES: positiveInt(30, 60 * 24 * 30),
  SESSION_MAX_HOURS: positiveInt(24, 24 * 365),
  SEED_DEMO: booleanText.default(true),
});

/** The validated server configuration. */
export interface Config {
  port: number;
  host: string;
  /** Set: real PostgreSQL through a `pg` pool; unset: embedded PGlite under `dataDir`. */
  databaseUrl: string | undefined;
  /** Absolute directory for local state; PGlite lives in `${dataDir}/pglite`. */
  dataDir: string;
  redisUrl: string | undefined;
  /** Absolute path of the built web app. */
  webDist: string;
  /** Set: the operator API under `/ops` is enabled and requires this bearer token. */
  opsToken: string | undefined;
  trustProxy: boolean | number | string[];
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  sessionIdleMinutes: number;
  sessionMaxHours: number;
  seedDemo: boolean;
}

/** Thrown when the environment is invalid; `issues` names every bad key. */
export class ConfigError extends Error {
  constructor(readonly issues: ReadonlyArray<{ key: string; message: string }>) {
    super(
      `Invalid configuration: ${issues.map((issue) => `${issue.key} (${issue.message})`).join(', ')}`,
    );
    this.name = 'ConfigError';
  }
}

/**
 * Reads the configuration from environment variables. Empty values count as unset, as
 * container tooling often passes `KEY=`. A relative DATA_DIR or WEB_DIST is resolved from the
 * directory the command was typed in (`INIT_CWD` under npm, which otherwise moves into the
 * workspace), so `DATA_DIR=./tmp npm start` means the same thing from any launcher.
 */
export function loadConfig(env: Record<string, string | undefined>, cwd?: string): Config {
  const present = Object.fromEntries(
    Object.keys(envSchema.shape)
      .map((key) => [key, env[key]] as const)
      .filter(([, value]) => value !== undefined && value.trim() !== ''),
  );
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => ({
      key: String(issue.path[0] ?? '?'),
      message: issue.message,
    }));
    throw new ConfigError(issues);
  }
  const values = parsed.data;
  const base = cwd ?? env.INIT_CWD ?? process.cwd();
  return {
    port: values.PORT,
    host: values.HOST,
    databaseUrl: values.DATABASE_URL,
    dataDir: values.DATA_DIR ? path.resolve(base, values.DATA_DIR) : path.join(repoRoot, 'data'),
    redisUrl: values.REDIS_URL,
    webDist: values.WEB_DIST
      ? path.resolve(base, values.WEB_DIST)
      : path.join(repoRoot, 'apps/web/dist'),
    opsToken: values.OPS_TOKEN,
    trustProxy: values.TRUST_PROXY,
    logLevel: values.LOG_LEVEL,
    sessionIdleMinutes: values.SESSION_IDLE_MINUTES,
    sessionMaxHours: values.SESSION_MAX_HOURS,
    seedDemo: values.SEED_DEMO,
  };
}
