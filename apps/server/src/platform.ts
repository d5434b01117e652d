import type { Redis } from 'ioredis';
import type { PayloadDecryptor } from './auth/payload-decryptor.ts';
import type { SessionResolver } from './auth/session.ts';
import type { SessionStore } from './auth/session-store.ts';
import type { Clock } from './clock.ts';
import type { Config } from './config.ts';
import type { Db } from './db/db.ts';
import type { EmailGateway } from './gateways/email-gateway.ts';
import type { Jobs } from './jobs/jobs.ts';
import type { SmsGateway } from './gateways/sms-gateway.ts';
import type { Keyring } from './merchant/key-sealing.ts';
import type { TenantDirectory } from './merchant/tenant-directory.ts';
import type { Metrics } from './metrics/metrics.ts';
import type { CaptchaStore } from './modules/captcha/captcha-store.ts';
import type { CaptchaVerifier } from './modules/captcha/captcha-verifier.ts';
import type { CatalogueCache } from './modules/games/catalogue-cache.ts';
import type { OperatorSessions } from './modules/ops/operators/operator-sessions.ts';
import type { SystemCache } from './modules/system/system-cache.ts';
import type { RateLimiter } from './rate-limit/rate-limiter.ts';
import type { PubSub } from './realtime/pubsub.ts';
import type { Realtime } from './realtime/realtime.ts';
import type { Storage } from './modules/uploads/storage.ts';

/**
 * The services every module may use, built once per app by `buildApp` and reachable as
 * `app.platform`. Later issues add theirs here (ledger, jobs), not as globals.
 */
export interface Platform {
  config: Config;
  db: Db;
  pubsub: PubSub;
  /** The command connection when REDIS_URL is set; keys start with `config.redisPrefix`. */
  redis: Redis | null;
  clock: Clock;
  /** The keys that seal secrets at rest (merchant private keys, lottery seed chains). */
  keyring: Keyring;
  directory: TenantDirectory;
  /** Per-merchant published configuration: module switches, register fields and rules. */
  systemCache: SystemCache;
  /** Resolves bearer tokens; the session store unless a test injects another. */
  sessions: SessionResolver;
  sessionStore: SessionStore;
  /** Operators' sessions, apart from members'. */
  operatorSessions: OperatorSessions;
  decryptor: PayloadDecryptor;
  limiter: RateLimiter;
  captchas: CaptchaStore;
  captchaVerifier: CaptchaVerifier;
  sms: SmsGateway;
  email: EmailGateway;
  realtime: Realtime;
  metrics: Metrics;
  /** Cached catalogue answers (menus, hot lists, pages) per merchant and language. */
  catalogue: CatalogueCache;
  /** Uploaded files: local disk or an S3-compatible bucket, by configuration. */
  storage: Storage;
  /** Recurring jobs run once per interval across all nodes (pg-boss); started after listen. */
  jobs: Jobs;
}
