import type { PayloadDecryptor } from './auth/payload-decryptor.ts';
import type { SessionResolver } from './auth/session.ts';
import type { Config } from './config.ts';
import type { Db } from './db/db.ts';
import type { TenantDirectory } from './merchant/tenant-directory.ts';
import type { Metrics } from './metrics/metrics.ts';
import type { PubSub } from './realtime/pubsub.ts';
import type { Realtime } from './realtime/realtime.ts';

/**
 * The services every module may use, built once per app by `buildApp` and reachable as
 * `app.platform`. Later issues add theirs here (ledger, jobs, rate limiter), not as globals.
 */
export interface Platform {
  config: Config;
  db: Db;
  pubsub: PubSub;
  directory: TenantDirectory;
  sessions: SessionResolver;
  decryptor: PayloadDecryptor;
  realtime: Realtime;
  metrics: Metrics;
}
