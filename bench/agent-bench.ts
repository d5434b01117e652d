/**
 * The agent reports benchmark (issue #14): an agent with a team of `BENCH_AGENT_TEAM` members
 * (100,000 unless set, three levels) and a month of their deposits and `BENCH_AGENT_BETS` bets
 * (300,000 unless set, as many again outside the team), written by `POST /bench/agent/setup`
 * (`agent-bench-routes.ts`). Then the reports over the last 30 days, each computed from the raw
 * rows on every request: requests per second and p99 latency, beside the bare JSON route
 * measured just before them with the same connections, as ratios.
 */
import autocannon from 'autocannon';
import { agentEndpoints } from '../packages/contract/src/agent.ts';

interface Options {
  duration: number;
}

interface Setup {
  token: string;
  startDate: string;
  endDate: string;
  team: number;
  seconds: number;
}

/** Requests per second and p99 latency (ms) of a run that must answer only 2xx. */
async function measure(name: string, options: autocannon.Options) {
  const result = await autocannon({ ...options, timeout: 120 });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${name}: ${result.non2xx} non-2xx answers and ${result.errors} errors`);
  }
  return { rate: result.requests.average, p99: result.latency.p99 };
}

export async function agentBench(base: string, options: Options): Promise<void> {
  const team = Number(process.env.BENCH_AGENT_TEAM ?? 100_000);
  const bets = Number(process.env.BENCH_AGENT_BETS ?? 300_000);
  const res = await fetch(`${base}/bench/agent/setup?team=${team}&bets=${bets}`, {
    method: 'POST',
  });
  if (!res.ok) throw new Error(`agent bench set-up: ${res.status} ${await res.text()}`);
  const setup = (await res.json()) as Setup;
  // Each report reads the team's month of rows: many connections would only queue behind one
  // another (PGlite serves one statement at a time), so latency is measured under light load.
  const common = {
    connections: Number(process.env.BENCH_AGENT_CONNECTIONS ?? 2),
    duration: Math.max(options.duration, 10),
  };
  const period = `startDate=${setup.startDate}&endDate=${setup.endDate}`;
  const report = (path: string) => ({
    ...common,
    url: `${base}${path}?${period}`,
    headers: { authorization: `Bearer ${setup.token}` },
  });
  const rows: Array<[string, { rate: number; p99: number }]> = [
    ['bare JSON route (baseline)', await measure('bare', { ...common, url: `${base}/bench/bare` })],
  ];
  for (const endpoint of [
    agentEndpoints.teamOverview,
    agentEndpoints.profitLoss,
    agentEndpoints.revenue,
  ]) {
    rows.push([`GET ${endpoint.path}`, await measure(endpoint.path, report(endpoint.path))]);
  }
  const bare = rows[0]![1];
  console.info(
    `\nAgent reports, a team of ${setup.team} with ${bets} bets (and as many outside it), 30 days; set-up ${setup.seconds.toFixed(1)} s; ${common.connections} connections, ${common.duration} s each`,
  );
  console.info(
    `${'case'.padEnd(40)} ${'req/s'.padStart(10)} ${'ratio'.padStart(8)} ${'p99 ms'.padStart(8)} ${'ratio'.padStart(8)}`,
  );
  for (const [name, { rate, p99 }] of rows) {
    console.info(
      `${name.padEnd(40)} ${rate.toFixed(1).padStart(10)} ${(rate / bare.rate).toFixed(4).padStart(8)} ${p99.toFixed(0).padStart(8)} ${(p99 / Math.max(bare.p99, 1)).toFixed(1).padStart(8)}`,
    );
  }
  console.info('(ratio: req/s over the bare route’s; p99 over the bare route’s p99)');
}
