/**
 * The contract engine benchmark (issue #15): one real-time salary slot of `BENCH_CONTRACTS`
 * contracts (10,000 unless set) over `BENCH_CONTRACTS_BETS` settled bets (1,000,000 unless
 * set), billed by the real engine: the figures query alone, then the whole run (figures,
 * bills, payments, balance pushes), as seconds and bets per second, beside one plain
 * `sum(stake)` over the same bets measured in the same run, as a ratio. The set-up and the
 * timing run inside the bench server (`contracts-bench-routes.ts`).
 *
 * `npm run bench` runs it with the others; `tsx bench/contracts-bench.ts` runs it alone on a
 * bench server of its own.
 */
import { fork } from 'node:child_process';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

async function post<T>(url: string): Promise<T> {
  const res = await fetch(url, { method: 'POST' });
  if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

export async function contractsBench(base: string): Promise<void> {
  const contracts = Number(process.env.BENCH_CONTRACTS ?? 10_000);
  const bets = Number(process.env.BENCH_CONTRACTS_BETS ?? 1_000_000);
  const setup = await post<{ contracts: number; players: number; bets: number; seconds: number }>(
    `${base}/bench/contracts/setup?contracts=${contracts}&bets=${bets}`,
  );
  const run = await post<{ figures: number; engine: number; bills: number; plan: string[] }>(
    `${base}/bench/contracts/run`,
  );
  // BENCH_CONTRACTS_EXPLAIN=1: the figures statement's plan, as run.
  if (run.plan.length > 0) console.info(`\n${run.plan.join('\n')}`);
  const baseline = await post<{ seconds: number }>(`${base}/bench/contracts/baseline`);
  const row = (name: string, seconds: number) =>
    console.info(
      `${name.padEnd(44)} ${seconds.toFixed(2).padStart(8)} s ${(setup.bets / seconds).toFixed(0).padStart(12)} bets/s`,
    );
  console.info(
    `\nContract engine, real-time salary: ${setup.contracts} contracts, ${setup.players} players, one 5-minute slot of ${setup.bets} settled bets; set-up ${setup.seconds.toFixed(1)} s`,
  );
  row('figures query (all contracts, one statement)', run.figures);
  row(`engine run (figures + ${run.bills} bills and payments)`, run.engine);
  row('baseline: one sum(stake) over the slot', baseline.seconds);
  console.info(
    `engine ratio (bets/s over baseline bets/s): ${(baseline.seconds / run.engine).toFixed(4)}; figures ratio: ${(baseline.seconds / run.figures).toFixed(4)}`,
  );
}

// Alone: a bench server of its own, then this benchmark only.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const child = fork(join(import.meta.dirname, 'bench-server.ts'), [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const address = await new Promise<string>((resolve, reject) => {
    child.once('message', (message: { address: string }) => resolve(message.address));
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
  try {
    await contractsBench(address);
  } finally {
    child.disconnect();
  }
}
