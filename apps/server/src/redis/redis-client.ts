import { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';

/**
 * A Redis connection for commands (rate limits, session cache, nonces), separate from the
 * pub/sub connections. Keys are namespaced by the caller with the configured prefix.
 */
export async function openRedis(url: string, log?: FastifyBaseLogger): Promise<Redis> {
  const client = new Redis(url, {
    lazyConnect: true,
    maxRetriesPerRequest: 3,
    connectionName: 'portal-cmd',
  });
  client.on('error', (err: Error) => log?.error({ err }, 'Redis connection error'));
  await client.connect();
  return client;
}
