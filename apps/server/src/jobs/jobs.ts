/**
 * Scheduled work shared by every server node (docs/architecture.md "Data": pg-boss on the same
 * PostgreSQL). A module registers a recurring job by name during `register`; the scheduler
 * starts after the server listens and stops when it closes. Each run of a job happens on one
 * node only, however many nodes run.
 */
export interface Jobs {
  /**
   * Runs `handler` about every `seconds` seconds (at least 1), on one node at a time. `name` is
   * unique across the app (`withdrawal-auto-receive`, `wallet-recover-pending`): a second
   * registration under the same name throws. A handler that throws is logged and retried at
   * the next tick; handlers must be idempotent.
   */
  every(name: string, seconds: number, handler: () => Promise<void>): void;
  /** Runs the named job now on this node (start-up recovery, tests); resolves when it ends. */
  runNow(name: string): Promise<void>;
  /** The registered jobs' names (the benchmark runs each once before it measures). */
  names(): string[];
  /** Starts the timers (after listen). Registering after start also schedules at once. */
  start(): Promise<void>;
  /** Stops the timers and waits for running handlers. */
  stop(): Promise<void>;
}
