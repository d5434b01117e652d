import { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';
import { deliver, type MessageHandler, type PubSub } from './pubsub.ts';

/**
 * Pub/sub through Redis. A connection in subscriber mode can run nothing else, so publishing
 * uses a second connection. `prefix` namespaces the channels (one Redis may serve several
 * deployments, or parallel test runs).
 */
export async function redisPubSub(
  url: string,
  options: { prefix?: string; log?: FastifyBaseLogger } = {},
): Promise<PubSub> {
  const prefix = options.prefix ?? 'portal:';
  const log = options.log;
  const connection = { lazyConnect: true, maxRetriesPerRequest: 3 };
  const publisher = new Redis(url, { ...connection, connectionName: 'portal-pub' });
  const subscriber = new Redis(url, { ...connection, connectionName: 'portal-sub' });
  for (const client of [publisher, subscriber]) {
    client.on('error', (err: Error) => log?.error({ err }, 'Redis pub/sub connection error'));
  }
  await Promise.all([publisher.connect(), subscriber.connect()]);

  // Per channel: its handlers and the promise of the SUBSCRIBE that made it live, which a
  // second subscriber arriving meanwhile must also wait for.
  const channels = new Map<string, { handlers: Set<MessageHandler>; ready: Promise<unknown> }>();
  const onError = (err: unknown) => log?.error({ err }, 'pub/sub handler failed');
  subscriber.on('message', (channel: string, message: string) => {
    const entry = channels.get(channel);
    if (entry) for (const handler of [...entry.handlers]) deliver(handler, message, onError);
  });

  return {
    kind: 'redis',
    async publish(channel, message) {
      await publisher.publish(prefix + channel, message);
    },
    mayReach: () => true,
    async subscribe(channel, handler) {
      const key = prefix + channel;
      const own: MessageHandler = (message) => handler(message);
      let entry = channels.get(key);
      if (!entry) {
        entry = { handlers: new Set(), ready: subscriber.subscribe(key) };
        channels.set(key, entry);
      }
      entry.handlers.add(own);
      try {
        await entry.ready;
      } catch (err) {
        entry.handlers.delete(own);
        if (entry.handlers.size === 0 && channels.get(key) === entry) channels.delete(key);
        throw err;
      }
      const subscribed = entry;
      return async () => {
        if (!subscribed.handlers.delete(own) || subscribed.handlers.size > 0) return;
        if (channels.get(key) !== subscribed) return;
        channels.delete(key);
        await subscriber.unsubscribe(key).catch((err: unknown) => onError(err));
      };
    },
    async close() {
      channels.clear();
      await Promise.allSettled([subscriber.quit(), publisher.quit()]);
    },
  };
}
