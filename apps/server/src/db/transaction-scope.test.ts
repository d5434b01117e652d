import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { TransactionScope } from './transaction-scope.ts';

/** Resolves after the timers and I/O of the current turn: work truly started apart. */
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

const run = promisify(execFile);

describe('TransactionScope', () => {
  it('holds what a running callback starts, across awaits and timers, and nothing else', async () => {
    const scope = new TransactionScope();
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const seen: Record<string, boolean> = {};
    const running = scope.run(async () => {
      seen.start = scope.inside();
      await nextTurn();
      seen.afterAwait = scope.inside();
      await new Promise<void>((resolve) =>
        setTimeout(() => {
          seen.inTimer = scope.inside();
          resolve();
        }, 1),
      );
      await held;
    });
    // Started while the callback runs, but not by it: a concurrent request's statement.
    await nextTurn();
    seen.outside = scope.inside();
    release();
    await running;
    seen.after = scope.inside();
    expect(seen).toEqual({
      start: true,
      afterAwait: true,
      inTimer: true,
      outside: false,
      after: false,
    });
  });

  it('counts what a finished callback left behind as outside a later one', async () => {
    const scope = new TransactionScope();
    let resume!: () => void;
    const leftBehind = new Promise<boolean>((resolve) => {
      void scope.run(async () => {
        // Not awaited by the callback: it outlives the run.
        void new Promise<void>((wake) => {
          resume = wake;
        }).then(() => resolve(scope.inside()));
      });
    });
    await nextTurn();
    let inLater = false;
    await scope.run(async () => {
      resume();
      inLater = scope.inside();
      await nextTurn();
    });
    expect(inLater).toBe(true);
    expect(await leftBehind).toBe(false);
  });

  it('keeps overlapping runs apart', async () => {
    const scope = new TransactionScope();
    let releaseFirst!: () => void;
    const first = scope.run(
      () =>
        new Promise<void>((resolve) => {
          releaseFirst = resolve;
        }),
    );
    const second = scope.run(async () => {
      releaseFirst();
      await first;
      // The first has ended; this one still runs.
      return scope.inside();
    });
    expect(await second).toBe(true);
  });

  it('leaves no promise tracked once no callback runs', async () => {
    // With promise hooks on, a promise's callback runs with that promise as its resource; with
    // them off, with the turn's top-level object. In a process of its own: test files share a
    // worker, where another database's transaction could be running.
    const script = `
      import { executionAsyncResource } from 'node:async_hooks';
      const { TransactionScope } = await import(${JSON.stringify(join(import.meta.dirname, 'transaction-scope.ts'))});
      const tracked = () => Promise.resolve().then(() => executionAsyncResource() instanceof Promise);
      const scope = new TransactionScope();
      await scope.run(async () => { await null; });
      const after = await tracked();
      await scope.run(async () => { throw new Error('rolled back'); }).catch(() => {});
      console.log(JSON.stringify({ after, afterFailure: await tracked() }));
    `;
    const { stdout } = await run(process.execPath, [
      '--import',
      'tsx',
      '--input-type=module',
      '-e',
      script,
    ]);
    expect(JSON.parse(stdout)).toEqual({ after: false, afterFailure: false });
  });
});
