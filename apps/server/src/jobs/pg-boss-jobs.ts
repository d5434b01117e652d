import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { Db } from '../db/db.ts';
import type { Jobs } from './jobs.ts';

interface Registration {
  seconds: number;
  handler: () => Promise<void>;
  /** Offers the job once per interval. */
  timer?: NodeJS.Timeout;
  /** Starts the queue's worker at its place in the polling interval (`pollingPhase`). */
  workerTimer?: NodeJS.Timeout;
}

/**
 * Where in its polling interval the n-th queue's worker polls, as a fraction of the interval:
 * multiples of the golden ratio, which leave the polls of any number of queues evenly spread.
 * Workers started together poll together: on the embedded database each poll is a statement
 * that holds the event loop, and the fifteen queues' polls, falling together, held every
 * request for 50 to 80 ms every two seconds (12 to 16 ms once spread, the lottery's tick
 * included).
 */
export const pollingPhase = (index: number): number => (index * 0.618_033_988_75) % 1;

/**
 * pg-boss speaks to the database through our `Db` (its `db.executeSql` option), so the same
 * code runs on PostgreSQL and on the embedded PGlite. Its schema scripts are several statements
 * in one text without parameters: node-postgres runs those as a simple query; PGlite's
 * parameterized `query` refuses them (42601), so they go through `exec` in a transaction (the
 * script's own BEGIN/COMMIT then only draw a warning).
 *
 * Once the scheduler has stopped (`stopped()`), pg-boss may still finish bookkeeping of a run
 * that outlived the graceful stop (marking it complete or failed) after the database closed:
 * those statements are dropped instead of rejecting unhandled, answering no result at all
 * (pg-boss reads a missing result of complete/fail as "0 affected", while an empty row list
 * breaks it). The job is left active and expires as it would on a node that was killed
 * mid-run, which the queue policy already covers.
 */
export function bossDb(
  db: Db,
  stopped: () => boolean = () => false,
): {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] | undefined }>;
} {
  const dropped = { rows: undefined };
  const run = async (text: string, values?: unknown[]) => {
    if (values && values.length > 0) return { rows: await db.query(text, values) };
    try {
      return { rows: (await db.query(text)) ?? [] };
    } catch (err) {
      if ((err as { code?: string }).code !== '42601') throw err;
      await db.transaction((tx) => tx.exec(text));
      return { rows: [] };
    }
  };
  return {
    async executeSql(text, values) {
      if (stopped()) return dropped;
      try {
        return await run(text, values);
      } catch (err) {
        if (stopped()) return dropped;
        throw err;
      }
    },
  };
}

/**
 * The scheduler of every node (ADR 0010): each registered job has a pg-boss queue, every node
 * offers a job once per interval with `singletonKey` + `singletonSeconds` (pg-boss keeps one
 * job per time slot across nodes), and every node works the queue, so each tick runs once on
 * one node. The queue policy is `standard`, not `stately`: a node killed mid-run leaves an
 * active job that only expires minutes later, and it must not hold back the next ticks (the
 * crash test showed recovery stalled behind one). A run longer than the interval may overlap
 * the next one, which is why handlers must be idempotent.
 */
export class PgBossJobs implements Jobs {
  private readonly jobs = new Map<string, Registration>();
  private boss: PgBoss | null = null;
  private started = false;
  /** Set once `stop` has finished: late statements of pg-boss are dropped (see `bossDb`). */
  private stopped = false;
  private readonly running = new Set<Promise<void>>();
  /** Queues whose worker has been placed in the polling interval since the last start. */
  private placed = 0;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    private readonly options: { expireSeconds?: number } = {},
  ) {}

  every(name: string, seconds: number, handler: () => Promise<void>): void {
    if (!/^[a-z0-9][a-z0-9_-]{0,63}$/u.test(name)) throw new RangeError(`bad job name ${name}`);
    if (this.jobs.has(name)) throw new Error(`job ${name} is registered twice`);
    const registration: Registration = { seconds: Math.max(1, Math.round(seconds)), handler };
    this.jobs.set(name, registration);
    if (this.started) void this.schedule(name, registration);
  }

  async runNow(name: string): Promise<void> {
    const registration = this.jobs.get(name);
    if (!registration) throw new Error(`no job ${name}`);
    await this.track(registration.handler());
  }

  names(): string[] {
    return [...this.jobs.keys()];
  }

  async start(): Promise<void> {
    if (this.started) return;
    this.started = true;
    this.stopped = false;
    this.placed = 0;
    const boss = new PgBoss({
      db: bossDb(this.db, () => this.stopped),
      // Cron schedules are not used: intervals below a minute are offered by each node.
      schedule: false,
      supervise: true,
      maintenanceIntervalSeconds: 120,
    } as PgBoss.ConstructorOptions);
    boss.on('error', (err) => this.log.error({ err }, 'job scheduler error'));
    await boss.start();
    this.boss = boss;
    for (const [name, registration] of this.jobs) await this.schedule(name, registration);
  }

  async stop(): Promise<void> {
    if (!this.started) return;
    this.started = false;
    for (const registration of this.jobs.values()) {
      clearInterval(registration.timer);
      clearTimeout(registration.workerTimer);
    }
    const boss = this.boss;
    this.boss = null;
    await boss?.stop({ graceful: true, wait: true, timeout: 10_000 });
    await Promise.allSettled([...this.running]);
    this.stopped = true;
  }

  private async track(run: Promise<void>): Promise<void> {
    this.running.add(run);
    try {
      await run;
    } finally {
      this.running.delete(run);
    }
  }

  private async schedule(name: string, registration: Registration): Promise<void> {
    const boss = this.boss;
    if (!boss) return;
    const { seconds } = registration;
    try {
      await boss.createQueue(name, {
        name,
        policy: 'standard',
        retryLimit: 0,
        expireInSeconds: this.options.expireSeconds ?? Math.max(60, seconds * 4),
        retentionMinutes: 60,
      });
    } catch (err) {
      this.log.error({ err, job: name }, 'job could not be scheduled');
      return;
    }
    const polling = Math.min(2, seconds);
    const work = () => {
      if (this.boss !== boss) return;
      boss
        .work(name, { pollingIntervalSeconds: polling }, async () => {
          try {
            await this.track(registration.handler());
          } catch (err) {
            this.log.error({ err, job: name }, 'job failed; it runs again at the next interval');
            throw err;
          }
        })
        .catch((err: unknown) => this.log.error({ err, job: name }, 'job could not be scheduled'));
    };
    registration.workerTimer = setTimeout(work, pollingPhase(this.placed++) * polling * 1000);
    registration.workerTimer.unref();
    const offer = () => {
      if (!this.boss) return;
      this.boss
        .send(name, {}, { singletonKey: name, singletonSeconds: seconds })
        .catch((err: unknown) => this.log.warn({ err, job: name }, 'job offer failed'));
    };
    offer();
    registration.timer = setInterval(offer, seconds * 1000);
    registration.timer.unref();
  }
}
