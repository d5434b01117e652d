/** One key's background push: the function to run next and whether to run it again. */
interface Running {
  push: () => Promise<void>;
  again: boolean;
  done: Promise<void>;
}

/**
 * Pushes that carry a latest value (a member's balance), made in the background so the call
 * that changed the value answers without waiting for them. One push runs at a time per key; one
 * asked for while it runs is made once more when it ends, so the last push of a key always
 * starts after the last change was asked about, and a burst of changes costs one more push,
 * not one each.
 */
export class LatestPushes {
  private readonly running = new Map<string, Running>();

  constructor(private readonly onError: (err: unknown, key: string) => void) {}

  /** Asks for a push of `key`; `push` reads the value when it runs, not when asked. */
  request(key: string, push: () => Promise<void>): void {
    const current = this.running.get(key);
    if (current) {
      current.push = push;
      current.again = true;
      return;
    }
    const entry: Running = { push, again: true, done: Promise.resolve() };
    this.running.set(key, entry);
    entry.done = this.run(key, entry);
  }

  /** Resolves once no push is running or waiting (before the database closes). */
  async settle(): Promise<void> {
    while (this.running.size > 0) {
      await Promise.all([...this.running.values()].map((entry) => entry.done));
    }
  }

  private async run(key: string, entry: Running): Promise<void> {
    // Started on a later turn: the caller's own answer goes out first.
    await new Promise<void>((resolve) => setImmediate(resolve));
    while (entry.again) {
      entry.again = false;
      try {
        await entry.push();
      } catch (err) {
        this.onError(err, key);
      }
    }
    this.running.delete(key);
  }
}
