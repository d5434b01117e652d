/** Receives the messages published on a channel, on every node that subscribed. */
export type MessageHandler = (message: string) => void;

/**
 * Publish/subscribe across server nodes: in process without Redis, through Redis with it.
 * Delivery is at most once and asynchronous; a handler never runs inside `publish`.
 */
export interface PubSub {
  readonly kind: 'memory' | 'redis';
  publish(channel: string, message: string): Promise<void>;
  /**
   * Whether a message published on the channel now may reach a subscriber: in process it is
   * known (this node is the only one); through Redis another node's subscribers are not, so
   * always true. Lets a publisher skip the work of a message nobody would receive.
   */
  mayReach(channel: string): boolean;
  /** Resolves once the subscription is live; returns the function that ends it. */
  subscribe(channel: string, handler: MessageHandler): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** Runs a handler, keeping one subscriber's failure from reaching the others. */
export function deliver(
  handler: MessageHandler,
  message: string,
  onError: (err: unknown) => void,
): void {
  try {
    handler(message);
  } catch (err) {
    onError(err);
  }
}
