import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import { memoryPubSub } from './memory-pubsub.ts';
import type { PubSub } from './pubsub.ts';
import { redisPubSub } from './redis-pubsub.ts';

/**
 * Redis pub/sub when REDIS_URL is set (several nodes), else the in-process one. Channels are
 * namespaced by REDIS_PREFIX like every key: deployments (or test servers) sharing one Redis
 * must not hear each other, since their member and session ids can be the same numbers.
 */
export async function openPubSub(
  config: Pick<Config, 'redisUrl' | 'redisPrefix'>,
  log?: FastifyBaseLogger,
): Promise<PubSub> {
  if (!config.redisUrl) return memoryPubSub(log);
  return redisPubSub(config.redisUrl, { prefix: config.redisPrefix, ...(log ? { log } : {}) });
}
