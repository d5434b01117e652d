import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Tells whether the running code was started by a transaction's callback that is still
 * running: the embedded database's guard against a statement that would wait for its own
 * transaction (see `pgliteDb`).
 *
 * Node 20 follows an AsyncLocalStorage's context through promise hooks, run on every promise
 * the process makes from the storage's first use on, and keeps them on for good: on the
 * embedded database's status call that was about a sixth of the server's CPU time per answer
 * (63 µs without the hooks, 73 to 77 µs with them, the bench server on this machine). PGlite
 * runs one transaction at a time and the context matters only while a callback runs, so the
 * storage is enabled as the first callback starts and disabled as the last running one ends:
 * between transactions no promise pays for it.
 *
 * Each run has its own token, and only the tokens of runs still going count: code a finished
 * callback left behind (a timer, a promise nobody awaited) is not inside a later transaction.
 */
export class TransactionScope {
  private readonly storage = new AsyncLocalStorage<object>();
  private readonly running = new Set<object>();

  /** Runs `fn`; what it starts is `inside()` until it settles. */
  async run<T>(fn: () => Promise<T>): Promise<T> {
    const token = {};
    this.running.add(token);
    try {
      return await this.storage.run(token, fn);
    } finally {
      this.running.delete(token);
      if (this.running.size === 0) this.storage.disable();
    }
  }

  /** True in code that a still running `run` started. */
  inside(): boolean {
    const token = this.storage.getStore();
    return token !== undefined && this.running.has(token);
  }
}
