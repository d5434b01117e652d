import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { parseKeyring } from './merchant/key-sealing.ts';

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
  /** The built game screens of the in-house provider (`apps/pge/dist` by default). */
  PGE_DIST: z.string().min(1).optional(),
  /** Long enough that guessing it is hopeless: it moves money-relevant switches. */
  OPS_TOKEN: z
    .string()
    .min(16, 'OPS_TOKEN must be at least 16 characters (a long random secret)')
    .max(512)
    .optional(),
  KEY_ENCRYPTION_KEYS: z
    .string()
    .refine((text) => {
      try {
        parseKeyring(text);
        return true;
      } catch {
        return false;
      }
    }, 'expected <id>:<base64 of 32 bytes>[,<id>:<base64>...], ids of 1-32 letters, digits, _ or -')
    .optional(),
  CSP_CAPTCHA_ORIGINS: z
    .string()
    .regex(
      /^\s*https:\/\/[a-z0-9.-]+(?::\d+)?\s*(,\s*https:\/\/[a-z0-9.-]+(?::\d+)?\s*)*$/u,
      'expected comma-separated https origins (https://host[:port])',
    )
    .transform((text) => text.split(',').map((origin) => origin.trim()))
    .optional(),
  METRICS_TOKEN: z
    .string()
    .min(16, 'METRICS_TOKEN must be at least 16 characters (a long random secret)')
    .max(512)
    .optional(),
  TRUST_PROXY: trustProxy,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SESSION_IDLE_MINUTES: positiveInt(30, 60 * 24 * 30),
  SESSION_MAX_HOURS: positiveInt(24, 24 * 365),
  OPERATOR_IDLE_MINUTES: positiveInt(30, 24 * 60),
  OPERATOR_MAX_HOURS: positiveInt(12, 24 * 7),
  OPERATOR_TICKET_MINUTES: positiveInt(5, 60),
  SEED_DEMO: booleanText.default(true),
  /**
   * Test servers only: the operator call that runs the contract engine may run it as of a later
   * time (`asOf`), so a test bills a period that has not ended yet. Never on a real brand.
   */
  TEST_CLOCK: booleanText.default(false),
  /** Namespaces every Redis key and channel of this deployment. */
  REDIS_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9:_-]{1,64}$/u, 'expected letters, digits, colons, dashes or underscores')
    .default('portal:'),
  /** log2 of scrypt's N for new password hashes; stored with each hash, so it can change. */
  PASSWORD_HASH_COST: z.coerce
    .number({ message: 'expected a whole number' })
    .int()
    .min(10)
    .max(20)
    .default(15),
  /** Days before a password counts as expired (only with the PASSWORD_POLICY module). */
  PASSWORD_MAX_AGE_DAYS: positiveInt(90, 3650),
  LOGIN_CAPTCHA_AFTER: positiveInt(3, 100),
  LOGIN_LOCK_AFTER: positiveInt(5, 1000),
  LOGIN_IP_LOCK_AFTER: positiveInt(20, 10_000),
  LOGIN_FAILURE_WINDOW_MINUTES: positiveInt(15, 24 * 60),
  LOCKOUT_MINUTES: positiveInt(5, 24 * 60),
  SMS_CODE_MINUTES: positiveInt(5, 60),
  SMS_MAX_PER_NUMBER: positiveInt(5, 100),
  SMS_MAX_PER_NUMBER_ALL: positiveInt(50, 10_000),
  SMS_WINDOW_MINUTES: positiveInt(10, 24 * 60),
  SMS_MAX_PER_IP: positiveInt(20, 10_000),
  REGISTER_MAX_PER_IP_HOUR: positiveInt(30, 100_000),
  FREEPLAY_MAX_PER_IP_HOUR: positiveInt(10, 100_000),
  RESET_TOKEN_MINUTES: positiveInt(30, 24 * 60),
  HANDOFF_SECONDS: positiveInt(120, 3600),
  SMS_GATEWAY: z.enum(['demo']).default('demo'),
  EMAIL_GATEWAY: z.enum(['demo']).default('demo'),
  /** Account types that are agents (spec section 9). */
  AGENT_TYPES: z
    .string()
    .regex(/^\s*[0-9]{1,4}(\s*,\s*[0-9]{1,4})*\s*$/u, 'expected a comma-separated list of numbers')
    .default('1,2,41,42')
    .transform((text) => [...new Set(text.split(',').map((item) => Number(item.trim())))]),
  TRIAL_TYPE: z.coerce
    .number({ message: 'expected a whole number' })
    .int()
    .min(0)
    .max(9999)
    .default(4),
  /** The demo balance of a free-play account, in the merchant's currency. */
  /**
   * Which adapters stand in for the third-party vendors of the catalogue. `demo`: the built-in
   * demo adapter (transfer wallet, a labelled demo table); a real aggregator adds its own value.
   */
  VENDOR_ADAPTERS: z.enum(['demo']).default('demo'),
  /** Signs the play tokens of game pages. Unset: a random key per process (one node only). */
  PLAY_TOKEN_SECRET: z.string().min(32, 'expected at least 32 characters').max(512).optional(),
  /** HMAC-SHA256 key of the in-house provider's seamless-wallet callbacks. Unset: random per process. */
  PGE_WALLET_SECRET: z.string().min(32, 'expected at least 32 characters').max(512).optional(),
  /** Seconds of each shared crash round's betting phase. */
  PGE_CRASH_BETTING_SECONDS: positiveInt(7, 60),
  /** Seconds between a crash round's end and the next round's betting phase. */
  PGE_CRASH_PAUSE_SECONDS: positiveInt(3, 60),
  /** Rounds per hash chain of crash seeds; a new chain (and commitment) starts after it. */
  PGE_CRASH_CHAIN_LENGTH: positiveInt(10_000, 1_000_000),
  /** Payment provider behind the deposit channels; `demo` is the labelled built-in one. */
  PAYMENT_PROVIDER: z.enum(['demo']).default('demo'),
  /** Age in seconds after which the recovery job settles a pending transfer or deposit. */
  WALLET_RECOVERY_AFTER_SECONDS: positiveInt(60, 24 * 3600),
  /** How often the wallet recovery job runs, in seconds. */
  WALLET_RECOVERY_EVERY_SECONDS: positiveInt(30, 3600),
  /** Seconds a deposit checkout stays payable before it expires. */
  DEPOSIT_EXPIRY_SECONDS: z.coerce
    .number({ message: 'expected a whole number' })
    .int()
    .min(5)
    .max(7 * 24 * 3600)
    .default(1800),
  /** How long a call to a vendor waits before the transfer is left pending for recovery. */
  VENDOR_TIMEOUT_MS: positiveInt(8000, 120_000),
  FREEPLAY_BALANCE: z
    .string()
    .regex(/^[0-9]{1,12}(\.[0-9]{1,8})?$/u, 'expected a decimal amount')
    .default('2000.00'),
  /** Where uploaded images go: `local` (UPLOAD_DIR, default DATA_DIR/uploads) or `s3`. */
  UPLOAD_STORAGE: z.enum(['local', 's3']).default('local'),
  UPLOAD_DIR: z.string().min(1).optional(),
  /** An S3-compatible endpoint (AWS, MinIO, R2...), addressed `<endpoint>/<bucket>/<key>`. */
  S3_ENDPOINT: z
    .string()
    .regex(/^https?:\/\/[^\s/]+(?::[0-9]+)?\/?$/u, 'expected http(s)://host[:port]')
    .optional(),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/u, 'expected an S3 bucket name')
    .optional(),
  S3_REGION: z
    .string()
    .regex(/^[a-z0-9-]{2,32}$/u, 'expected a region such as us-east-1')
    .optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).max(128).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).max(256).optional(),
  /** Who sends withdrawals out; `demo` pays nobody (a labelled stand-in for a payout partner). */
  PAYOUT_PROVIDER: z.enum(['demo']).default('demo'),
  /** Seconds the demo payout provider takes to answer (0: at once). */
  PAYOUT_DEMO_DELAY_SECONDS: z.coerce
    .number({ message: 'expected a whole number' })
    .int()
    .min(0)
    .max(3600)
    .default(0),
  /** Minutes after a payout before an unconfirmed withdrawal counts as received. */
  WITHDRAW_AUTO_RECEIVE_MINUTES: positiveInt(30, 30 * 24 * 60),
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
  pgeDist: string;
  /** Set: the operator API under `/ops` is enabled and requires this bearer token. */
  opsToken: string | undefined;
  /**
   * Seal merchant private keys at rest (`<id>:<base64>`, the first seals); unset on the embedded
   * database means a key kept in `DATA_DIR/key-encryption.key`. Required with DATABASE_URL.
   */
  keyEncryptionKeys: string | undefined;
  /**
   * Origins of the hosted captcha providers brands use (their script, frames and calls), which
   * the Content-Security-Policy lets in; none by default.
   */
  cspCaptchaOrigins: string[];
  /** Set: `/metrics` answers scrapers that send this bearer token; unset: there is no `/metrics`. */
  metricsToken: string | undefined;
  trustProxy: boolean | number | string[];
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  sessionIdleMinutes: number;
  sessionMaxHours: number;
  /** Operator sessions (apart from members'): idle timeout, absolute lifetime, and how long the
   * ticket between the password and the second factor lasts. */
  operatorSessions: { idleMinutes: number; maxHours: number; ticketMinutes: number };
  seedDemo: boolean;
  /** The contract engine's operator call accepts `asOf` (test servers only). */
  testClock: boolean;
  redisPrefix: string;
  /** log2 of scrypt's N for new hashes (15 in production; tests lower it). */
  passwordHashCost: number;
  passwordMaxAgeDays: number;
  /** Failed logins of an account (any IP) after which a captcha is required. */
  loginCaptchaAfter: number;
  /** Failed logins of an account from one IP after which that pair is locked. */
  loginLockAfter: number;
  /** Failed logins from one IP (any account) after which that IP is locked. */
  loginIpLockAfter: number;
  loginFailureWindowMinutes: number;
  /** How long a lock (login, SMS) lasts. */
  lockoutMinutes: number;
  /** How long an SMS code is valid. */
  smsCodeMinutes: number;
  /**
   * SMS codes to one number asked from one address within the window before that address is
   * locked out for the number; also the budget of a member's own login challenges.
   */
  smsMaxPerNumber: number;
  /** SMS codes to one number from all addresses together within the window (no lockout). */
  smsMaxPerNumberAll: number;
  smsWindowMinutes: number;
  smsMaxPerIp: number;
  registerMaxPerIpHour: number;
  freeplayMaxPerIpHour: number;
  /** How long an app QR code's hand-off code stays redeemable. */
  handoffSeconds: number;
  resetTokenMinutes: number;
  smsGateway: 'demo';
  emailGateway: 'demo';
  agentTypes: number[];
  trialType: number;
  /** Decimal text, parsed at the merchant's currency scale. */
  freeplayBalance: string;
  vendorAdapters: 'demo';
  /** Key of the game pages' play tokens. */
  playTokenSecret: string;
  /** Per-provider HMAC keys of the seamless-wallet callbacks. */
  walletSecrets: { PGE: string };
  /** The shared crash round's cadence and the length of its seed chains. */
  pgeCrash: { bettingMs: number; pauseMs: number; chainLength: number };
  /** Wallet: payment provider, recovery of pendings, deposit expiry, vendor call timeout. */
  wallet: {
    paymentProvider: 'demo';
    recoveryAfterSeconds: number;
    recoveryEverySeconds: number;
    depositExpirySeconds: number;
    vendorTimeoutMs: number;
  };
  /** Where uploaded images are stored (see `uploads/storage.ts`). */
  uploads: UploadStorageConfig;
  withdrawals: {
    payoutProvider: 'demo';
    payoutDemoDelaySeconds: number;
    autoReceiveMinutes: number;
  };
}

/** The storage of uploads: a local directory, or an S3-compatible bucket. */
export type UploadStorageConfig =
  | { storage: 'local'; dir: string }
  | {
      storage: 's3';
      endpoint: string;
      bucket: string;
      region: string;
      accessKeyId: string;
      secretAccessKey: string;
    };

/** The upload storage; `s3` needs every S3_* key, and each missing one is named. */
function uploadStorage(
  values: z.output<typeof envSchema>,
  base: string,
  dataDir: string,
): UploadStorageConfig {
  if (values.UPLOAD_STORAGE === 'local') {
    return {
      storage: 'local',
      dir: values.UPLOAD_DIR
        ? path.resolve(base, values.UPLOAD_DIR)
        : path.join(dataDir, 'uploads'),
    };
  }
  const { S3_ENDPOINT, S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY } = values;
  if (!S3_ENDPOINT || !S3_BUCKET || !S3_REGION || !S3_ACCESS_KEY_ID || !S3_SECRET_ACCESS_KEY) {
    const given = { S3_ENDPOINT, S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY };
    throw new ConfigError(
      Object.entries(given)
        .filter(([, value]) => !value)
        .map(([key]) => ({ key, message: 'required when UPLOAD_STORAGE is s3' })),
    );
  }
  return {
    storage: 's3',
    endpoint: S3_ENDPOINT.replace(/\/$/u, ''),
    bucket: S3_BUCKET,
    region: S3_REGION,
    accessKeyId: S3_ACCESS_KEY_ID,
    secretAccessKey: S3_SECRET_ACCESS_KEY,
  };
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
  if (values.AGENT_TYPES.includes(values.TRIAL_TYPE) || values.TRIAL_TYPE === 0) {
    throw new ConfigError([
      { key: 'TRIAL_TYPE', message: 'must differ from 0 (members) and from every agent type' },
    ]);
  }
  if (values.DATABASE_URL && !values.KEY_ENCRYPTION_KEYS) {
    throw new ConfigError([
      {
        key: 'KEY_ENCRYPTION_KEYS',
        message: 'required with DATABASE_URL: every node must seal and open merchant keys alike',
      },
    ]);
  }
  if (values.AGENT_TYPES.includes(0)) {
    throw new ConfigError([{ key: 'AGENT_TYPES', message: 'must not contain 0 (members)' }]);
  }
  const base = cwd ?? env.INIT_CWD ?? process.cwd();
  const dataDir = values.DATA_DIR
    ? path.resolve(base, values.DATA_DIR)
    : path.join(repoRoot, 'data');
  return {
    port: values.PORT,
    host: values.HOST,
    databaseUrl: values.DATABASE_URL,
    dataDir,
    redisUrl: values.REDIS_URL,
    webDist: values.WEB_DIST
      ? path.resolve(base, values.WEB_DIST)
      : path.join(repoRoot, 'apps/web/dist'),
    pgeDist: values.PGE_DIST
      ? path.resolve(base, values.PGE_DIST)
      : path.join(repoRoot, 'apps/pge/dist'),
    opsToken: values.OPS_TOKEN,
    metricsToken: values.METRICS_TOKEN,
    cspCaptchaOrigins: values.CSP_CAPTCHA_ORIGINS ?? [],
    keyEncryptionKeys: values.KEY_ENCRYPTION_KEYS,
    trustProxy: values.TRUST_PROXY,
    logLevel: values.LOG_LEVEL,
    sessionIdleMinutes: values.SESSION_IDLE_MINUTES,
    sessionMaxHours: values.SESSION_MAX_HOURS,
    operatorSessions: {
      idleMinutes: values.OPERATOR_IDLE_MINUTES,
      maxHours: values.OPERATOR_MAX_HOURS,
      ticketMinutes: values.OPERATOR_TICKET_MINUTES,
    },
    seedDemo: values.SEED_DEMO,
    testClock: values.TEST_CLOCK,
    redisPrefix: values.REDIS_PREFIX,
    passwordHashCost: values.PASSWORD_HASH_COST,
    passwordMaxAgeDays: values.PASSWORD_MAX_AGE_DAYS,
    loginCaptchaAfter: values.LOGIN_CAPTCHA_AFTER,
    loginLockAfter: values.LOGIN_LOCK_AFTER,
    loginIpLockAfter: values.LOGIN_IP_LOCK_AFTER,
    loginFailureWindowMinutes: values.LOGIN_FAILURE_WINDOW_MINUTES,
    lockoutMinutes: values.LOCKOUT_MINUTES,
    smsCodeMinutes: values.SMS_CODE_MINUTES,
    smsMaxPerNumber: values.SMS_MAX_PER_NUMBER,
    smsMaxPerNumberAll: values.SMS_MAX_PER_NUMBER_ALL,
    smsWindowMinutes: values.SMS_WINDOW_MINUTES,
    smsMaxPerIp: values.SMS_MAX_PER_IP,
    registerMaxPerIpHour: values.REGISTER_MAX_PER_IP_HOUR,
    freeplayMaxPerIpHour: values.FREEPLAY_MAX_PER_IP_HOUR,
    resetTokenMinutes: values.RESET_TOKEN_MINUTES,
    handoffSeconds: values.HANDOFF_SECONDS,
    smsGateway: values.SMS_GATEWAY,
    emailGateway: values.EMAIL_GATEWAY,
    agentTypes: values.AGENT_TYPES,
    trialType: values.TRIAL_TYPE,
    freeplayBalance: values.FREEPLAY_BALANCE,
    vendorAdapters: values.VENDOR_ADAPTERS,
    playTokenSecret: values.PLAY_TOKEN_SECRET ?? randomBytes(32).toString('hex'),
    walletSecrets: { PGE: values.PGE_WALLET_SECRET ?? randomBytes(32).toString('hex') },
    pgeCrash: {
      bettingMs: values.PGE_CRASH_BETTING_SECONDS * 1000,
      pauseMs: values.PGE_CRASH_PAUSE_SECONDS * 1000,
      chainLength: values.PGE_CRASH_CHAIN_LENGTH,
    },
    wallet: {
      paymentProvider: values.PAYMENT_PROVIDER,
      recoveryAfterSeconds: values.WALLET_RECOVERY_AFTER_SECONDS,
      recoveryEverySeconds: values.WALLET_RECOVERY_EVERY_SECONDS,
      depositExpirySeconds: values.DEPOSIT_EXPIRY_SECONDS,
      vendorTimeoutMs: values.VENDOR_TIMEOUT_MS,
    },
    uploads: uploadStorage(values, base, dataDir),
    withdrawals: {
      payoutProvider: values.PAYOUT_PROVIDER,
      payoutDemoDelaySeconds: values.PAYOUT_DEMO_DELAY_SECONDS,
      autoReceiveMinutes: values.WITHDRAW_AUTO_RECEIVE_MINUTES,
    },
  };
}
