import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import { memoryPubSub } from './memory-pubsub.ts';
import type { PubSub } from './pubsub.ts';
import { redisPubSub } from './redis-pubsub.ts';

/** Redis pub/sub when REDIS_URL is set (several nodes), else the in-process one. */
export async function openPubSub(
  config: Pick<Config, 'redisUrl'>,
  log?: FastifyBaseLogger,
  prefix?: string,
): Promise<PubSub> {
  if (!config.redisUrl) return memoryPubSub(log);
  return redisPubSub(config.redisUrl, { ...(prefix ? { prefix } : {}), ...(log ? { log } : {}) });
}
