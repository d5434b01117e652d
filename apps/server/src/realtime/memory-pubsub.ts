import type { FastifyBaseLogger } from 'fastify';
import { deliver, type MessageHandler, type PubSub } from './pubsub.ts';

/** Single-node pub/sub: the same contract as Redis, without leaving the process. */
export function memoryPubSub(log?: FastifyBaseLogger): PubSub {
  const channels = new Map<string, Set<MessageHandler>>();
  let closed = false;
  const onError = (err: unknown) => log?.error({ err }, 'pub/sub handler failed');
  return {
    kind: 'memory',
    async publish(channel, message) {
      if (closed) return;
      const handlers = channels.get(channel);
      if (!handlers) return;
      // Copy first: a handler may unsubscribe while we iterate; deliver later, like Redis does.
      for (const handler of [...handlers]) setImmediate(() => deliver(handler, message, onError));
    },
    mayReach(channel) {
      return !closed && channels.has(channel);
    },
    async subscribe(channel, handler) {
      // Wrap so the same function subscribed twice gets two independent subscriptions.
      const entry: MessageHandler = (message) => handler(message);
      let handlers = channels.get(channel);
      if (!handlers) {
        handlers = new Set();
        channels.set(channel, handlers);
      }
      handlers.add(entry);
      return async () => {
        const current = channels.get(channel);
        current?.delete(entry);
        if (current?.size === 0) channels.delete(channel);
      };
    },
    async close() {
      closed = true;
      channels.clear();
    },
  };
}
