import { constants as zlib } from 'node:zlib';
import compress from '@fastify/compress';
import formbody from '@fastify/formbody';
import websocket from '@fastify/websocket';
import Fastify, { type FastifyInstance } from 'fastify';
import { hybridDecryptor } from './auth/hybrid-decryptor.ts';
import { dbNonceStore, redisNonceStore } from './auth/nonce-store.ts';
import type { PayloadDecryptor } from './auth/payload-decryptor.ts';
import type { SessionResolver } from './auth/session.ts';
import { SessionStore } from './auth/session-store.ts';
import { systemClock, type Clock } from './clock.ts';
import type { Config } from './config.ts';
import type { Db } from './db/db.ts';
import { openEmailGateway, type EmailGateway } from './gateways/email-gateway.ts';
import { openSmsGateway, type SmsGateway } from './gateways/sms-gateway.ts';
import { registerUnimplementedEndpoints } from './http/contract-routes.ts';
import { registerErrorHandler } from './http/error-handler.ts';
import { RequestLogController, registerRequestLog } from './http/request-log.ts';
import { registerInputGuard } from './http/input-guard.ts';
import './http/fastify-types.ts';
import { registerHealth } from './http/health.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { registerSpa } from './http/static.ts';
import { registerPgliteAnalyze } from './db/pglite-analyze.ts';
import { PgBossJobs } from './jobs/pg-boss-jobs.ts';
import { localKeyring, parseKeyring, resealMerchantKeys } from './merchant/key-sealing.ts';
import { resealOperatorSecrets } from './modules/ops/operators/totp-sealing.ts';
import { TenantDirectory } from './merchant/tenant-directory.ts';
import { processMetrics, registerMetrics, type Metrics } from './metrics/metrics.ts';
import { CaptchaStore } from './modules/captcha/captcha-store.ts';
import { brandCaptchaVerifier, type CaptchaVerifier } from './modules/captcha/captcha-verifier.ts';
import { CatalogueCache, catalogueVersion } from './modules/games/catalogue-cache.ts';
import { serverModules } from './modules/index-list.ts';
import { OperatorSessions } from './modules/ops/operators/operator-sessions.ts';
import { SystemCache } from './modules/system/system-cache.ts';
import type { Platform } from './platform.ts';
import { memoryRateLimiter, type RateLimiter } from './rate-limit/rate-limiter.ts';
import { redisRateLimiter } from './rate-limit/redis-rate-limiter.ts';
import { openRedis } from './redis/redis-client.ts';
import type { PubSub } from './realtime/pubsub.ts';
import { Realtime } from './realtime/realtime.ts';
import { chooseProtocol, registerWebsocketRoute } from './realtime/ws-route.ts';
import { openStorage, type Storage } from './modules/uploads/storage.ts';

/** What `buildApp` needs; the caller owns `db` and `pubsub` and closes them after the app. */
export interface AppOptions {
  config: Config;
  db: Db;
  pubsub: PubSub;
  /** Defaults to the session store (PostgreSQL, cached in Redis when configured). */
  sessions?: SessionResolver;
  /** Defaults to the RSA-OAEP + AES-GCM decryptor with the merchant's active key. */
  decryptor?: PayloadDecryptor;
  /** Defaults to the system clock; tests move a manual one. */
  clock?: Clock;
  /** Defaults to Redis when configured, else in process. */
  limiter?: RateLimiter;
  /** Defaults to our own image captcha. */
  captchaVerifier?: CaptchaVerifier;
  /** Default to the gateways the configuration names. */
  smsGateway?: SmsGateway;
  emailGateway?: EmailGateway;
  metrics?: Metrics;
  /** Defaults to the storage the configuration names (local disk or S3). */
  storage?: Storage;
}

/** Bodies are small JSON or forms; uploads will raise the limit on their own routes. */
const bodyLimit = 256 * 1024;

/**
 * Builds the Fastify app without listening, so tests drive it with `inject`. Order: external
 * plugins, app plugins (error handler, metrics, headers), then routes: health, websocket,
 * modules, the 501 rest of the contract, and the SPA with its fallback last.
 */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, db, pubsub } = options;
  const app = Fastify({
    logger: { level: config.logLevel },
    // A line per request at debug, slow ones at warn (`registerRequestLog`), not two at info.
    logController: new RequestLogController(),
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
    bodyLimit,
    requestTimeout: 30_000,
  });

  const clock = options.clock ?? systemClock;
  // Merchant private keys are sealed at rest; rows still plain (the demo seed) or sealed under a
  // retired key are moved to the current key before anything is served.
  const keyring = config.keyEncryptionKeys
    ? parseKeyring(config.keyEncryptionKeys)
    : await localKeyring(config.dataDir);
  const resealed = await resealMerchantKeys(db, keyring);
  if (resealed > 0) app.log.info({ keys: resealed }, 'merchant keys sealed');
  // Operators' authenticator secrets are sealed with the same keys and move with them.
  const secrets = await resealOperatorSecrets(db, keyring);
  if (secrets > 0) app.log.info({ secrets }, 'operator secrets sealed');
  const redis = config.redisUrl ? await openRedis(config.redisUrl, app.log) : null;
  const directory = new TenantDirectory(db, pubsub, app.log);
  await directory.start();
  const realtime = new Realtime(pubsub, app.log);
  const sessionStore = new SessionStore({
    db,
    config,
    clock,
    redis,
    redisPrefix: config.redisPrefix,
    realtime,
  });
  const captchas = new CaptchaStore(db, clock);
  const catalogue = new CatalogueCache(pubsub, app.log, Date.now, () => catalogueVersion(db));
  await catalogue.start();
  const platform: Platform = {
    config,
    db,
    pubsub,
    redis,
    clock,
    keyring,
    directory,
    systemCache: new SystemCache(db, directory, keyring),
    sessions: options.sessions ?? sessionStore,
    sessionStore,
    operatorSessions: new OperatorSessions({ db, clock, config }),
    decryptor:
      options.decryptor ??
      hybridDecryptor({
        db,
        directory,
        clock,
        nonces: redis ? redisNonceStore(redis, config.redisPrefix, clock) : dbNonceStore(db, clock),
        keyring,
      }),
    limiter:
      options.limiter ??
      (redis ? redisRateLimiter(redis, config.redisPrefix, clock) : memoryRateLimiter(clock)),
    captchas,
    captchaVerifier: options.captchaVerifier ?? brandCaptchaVerifier(db, captchas),
    sms: options.smsGateway ?? openSmsGateway(config, db, app.log),
    email: options.emailGateway ?? openEmailGateway(config, db, app.log),
    realtime,
    metrics: options.metrics ?? processMetrics(),
    catalogue,
    storage: options.storage ?? openStorage(config.uploads),
    jobs: new PgBossJobs(db, app.log),
  };
  app.decorate('platform', platform);
  registerPgliteAnalyze(db, platform.jobs);
  app.decorate('implementedEndpoints', new Set<string>());
  app.decorateRequest('merchant', null);
  app.decorateRequest('session', null);
  app.decorateRequest('operator', null);
  // Jobs run on listening servers only: tests that `inject` drive them with `runNow`.
  app.addHook('onListen', async () => {
    await platform.jobs.start();
  });
  app.addHook('onClose', async () => {
    await platform.jobs.stop();
    // Background pushes read the database, which closes after the app.
    await platform.realtime.settle();
    platform.realtime.closeAll();
    await catalogue.stop();
    await directory.stop();
    await redis?.quit();
  });

  // External plugins.
  await app.register(compress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: 1024,
    // Quality 4 compresses JSON well at a fraction of the default (11) CPU cost.
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await app.register(formbody, { bodyLimit });
  await app.register(websocket, { options: { maxPayload: 4096, handleProtocols: chooseProtocol } });
  // JSON and forms only: a text/plain body is a 415, not a string handed to a schema.
  app.removeContentTypeParser('text/plain');
  // Many clients send `Content-Type: application/json` on every call, DELETE without a body
  // included: read an empty body as no body. Anything else goes to Fastify's own parser, which
  // refuses `__proto__` and `constructor` pollution.
  const jsonParser = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    return jsonParser(request, text, done);
  });

  // App plugins.
  registerErrorHandler(app);
  registerInputGuard(app);
  registerMetrics(app, platform.metrics, config.metricsToken);
  registerRequestLog(app);
  registerSecurityHeaders(app, config.cspCaptchaOrigins);

  // Routes.
  registerHealth(app, db);
  registerWebsocketRoute(app, platform.sessions, platform.realtime);
  for (const module of serverModules) await module.register(app, platform);
  registerUnimplementedEndpoints(app);
  await registerSpa(app, config.webDist);
  return app;
}
