/**
 * `npm run bench`: starts the server in a child process on a fresh database and drives it with
 * autocannon over loopback. Every figure is printed beside a bare JSON route measured in the
 * same run, as a ratio, so results compare across machines. No assertion: numbers inform.
 */
import { fork } from 'node:child_process';
import { cpus } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { agentBench } from './agent-bench.ts';
import { contractsBench } from './contracts-bench.ts';
import { lighthouseHome } from './lighthouse-home.ts';
import { liveBench } from './live-bench.ts';
import { lotteryBench } from './lottery-bench.ts';
import { paced, type PacedRequest, type PacedResult } from './paced.ts';
import { transferRequests, walletBench, walletSetup } from './wallet-bench.ts';
import {
  encryptPayload,
  type PayloadPublicJwk,
} from '../packages/contract/src/encrypted-payload.ts';

const duration = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const rounds = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3));

interface Case {
  name: string;
  /** Also measured for p99 latency at half of its saturation rate. */
  halfway?: boolean;
  /** Builds the autocannon options for this case against the server's address. */
  options(base: string): Promise<autocannon.Options>;
}

/**
 * What every browser sends with a call: the answers a player gets are compressed (those big
 * enough), so the bench asks for them as a browser does.
 */
const browser = { 'accept-encoding': 'gzip, deflate, br, zstd' };

const get = (name: string, path: string, halfway = false): Case => ({
  name,
  halfway,
  options: async (base) => ({ url: `${base}${path}`, headers: browser }),
});

/**
 * Logins per second, password hashing included. Each request needs its own encrypted body (a
 * nonce is accepted once), so the bodies are made before the clock starts.
 */
const login: Case = {
  name: 'POST /wps/session/login (encrypted)',
  options: async (base) => {
    const status = (await (await fetch(`${base}/wps/system/status`)).json()) as {
      value: { publicKey: PayloadPublicJwk };
    };
    const bodies = await Promise.all(
      Array.from({ length: 4000 }, () =>
        encryptPayload(status.value.publicKey, {
          type: 'username',
          username: 'demo01',
          password: 'demo1234',
        }),
      ),
    );
    let next = 0;
    return {
      url: `${base}/wps/session/login`,
      requests: [
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-encrypted': '1' },
          setupRequest: (request) => ({
            ...request,
            body: JSON.stringify(bodies[next++ % bodies.length]),
          }),
        },
      ],
    };
  },
};

/** The request-per-second cases, each printed as a ratio to the app's own bare route. */
const cases = (token: string): Case[] => [
  get('GET /wps/system/status', '/wps/system/status?platform=W&language=PT', true),
  get(
    'game list: type + vendor + page',
    '/wps/relay/GCSGAME_gameList?gameType=RNG&vassalage=MG&pageNo=3&pageSize=18&language=PT',
    true,
  ),
  // A name search runs on the in-memory name index once; the answers of the most recent
  // searches are kept, as players repeat the same few names (this case repeats one).
  get(
    'game list: type + name search',
    '/wps/relay/GCSGAME_gameList?gameType=RNG&gameName=aur&pageNo=1&pageSize=18&language=PT',
  ),
  {
    name: 'GET /wps/member/info',
    halfway: true,
    options: async (base) => ({
      url: `${base}/wps/member/info`,
      headers: { ...browser, authorization: `Bearer ${token}` },
    }),
  },
  login,
];

interface Measured {
  rps: number;
  /**
   * Microseconds of the server's CPU time (all its threads) per answer. The load generator
   * shares the two cores with the server: on the cheapest routes it, not the server, can set
   * the rate, so the rates alone hide what a route costs the server. This does not.
   */
  micros: number;
  /** The options it was measured with (the latency rows send the same requests). */
  options: autocannon.Options;
}

/** The CPU time the bench server's process has used so far, in microseconds. */
async function serverCpu(address: string): Promise<number> {
  return ((await (await fetch(`${address}/bench/cpu`)).json()) as { micros: number }).micros;
}

async function measure(
  address: string,
  options: autocannon.Options,
  name: string,
): Promise<{ rps: number; micros: number }> {
  const before = await serverCpu(address);
  const result = await autocannon({ connections, duration, ...options });
  const used = (await serverCpu(address)) - before;
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${name}: ${result.non2xx} non-2xx answers and ${result.errors} errors`);
  }
  return { rps: result.requests.average, micros: used / result.requests.total };
}

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

/**
 * Requests per second of each case, as the median of `rounds` rounds. The rounds are
 * interleaved (every case once, then every case again), so a slow stretch of the machine (a
 * background job, another process) lowers one round of several cases rather than every round
 * of one: the ratios compare cases measured side by side. Each case starts on a quiet server
 * (`settle`, on the app at `address`).
 */
async function measureAll(
  address: string,
  list: ReadonlyArray<{ item: Case; base: string }>,
): Promise<Measured[]> {
  const options = await Promise.all(list.map(({ item, base }) => item.options(base)));
  const rates: number[][] = list.map(() => []);
  const costs: number[][] = list.map(() => []);
  for (let round = 0; round < rounds; round += 1) {
    for (const [index, { item }] of list.entries()) {
      await settle(address);
      const { rps, micros } = await measure(address, options[index]!, item.name);
      rates[index]!.push(rps);
      costs[index]!.push(micros);
    }
  }
  return rates.map((values, index) => ({
    rps: median(values),
    micros: median(costs[index]!),
    options: options[index]!,
  }));
}

const row = (name: string, ...cells: string[]) =>
  console.info(`${name.padEnd(40)} ${cells.map((cell) => cell.padStart(12)).join(' ')}`);

/** The bench server on one database, its address and the bare Fastify app's beside it. */
async function startServer(env: NodeJS.ProcessEnv) {
  const child = fork(join(import.meta.dirname, 'bench-server.ts'), [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    env,
  });
  const addresses = await new Promise<{ address: string; bareAddress: string }>(
    (resolve, reject) => {
      child.once('message', resolve);
      child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
    },
  );
  const stopped = new Promise((resolve) => child.once('exit', resolve));
  return {
    ...addresses,
    stop: async () => {
      child.disconnect();
      await stopped;
    },
  };
}

/** CPU time of the whole machine so far, idle and in all, in milliseconds over every core. */
function machineCpu(): { idle: number; all: number } {
  let idle = 0;
  let all = 0;
  for (const { times } of cpus()) {
    idle += times.idle;
    all += times.idle + times.user + times.nice + times.sys + times.irq;
  }
  return { idle, all };
}

/**
 * Waits until the server and the machine are quiet (at most 20 s): five 200 ms windows in a
 * row in which the server's process used under 30% of a core (its timers and jobs use about
 * a tenth at rest), the whole machine under half a core, and a probe of the server's bare
 * route was answered within 5 ms. A saturating case leaves work behind it: the logins'
 * password hashes still queued when the load stops (seconds of them), the jobs that follow a
 * burst of transfers, the collector, and on PostgreSQL the database's own after-work (the
 * autovacuum of the tables the wallet cases wrote, the checkpoint), which the server's own
 * figures do not show. Each case is measured on its own, not on the tail of the one before.
 */
async function settle(address: string): Promise<void> {
  const until = Date.now() + 20_000;
  const cores = cpus().length;
  let last = { micros: await serverCpu(address), at: performance.now(), machine: machineCpu() };
  for (let quiet = 0; quiet < 5 && Date.now() < until;) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    const start = performance.now();
    await fetch(`${address}/bench/bare`);
    const answered = performance.now() - start <= 5;
    const now = { micros: await serverCpu(address), at: performance.now(), machine: machineCpu() };
    const server = (now.micros - last.micros) / 1000 / (now.at - last.at);
    const all = now.machine.all - last.machine.all;
    const machine = all > 0 ? (1 - (now.machine.idle - last.machine.idle) / all) * cores : 0;
    last = now;
    quiet = answered && server < 0.3 && machine < 0.5 ? quiet + 1 : 0;
    if (quiet < 5 && Date.now() >= until) {
      console.warn('(the server or the machine was still busy after 20 s; measuring anyway)');
    }
  }
}

/**
 * The core table: the app's bare route against a bare Fastify route (what global hooks cost),
 * each read call against the app's bare route, then p99 latency at half of each call's
 * saturation rate (reads and a money write), which is what a player feels on a busy evening.
 */
async function coreBench(
  address: string,
  bareAddress: string,
  transferRate: () => Promise<number>,
) {
  const setup = await walletSetup(address, Math.max(200, connections * 10));
  const list = cases(setup.tokens[0]!);
  const all = await measureAll(address, [
    { item: get('bare Fastify route', '/bench/bare'), base: bareAddress },
    { item: get('bare route of the app', '/bench/bare'), base: address },
    ...list.map((item) => ({ item, base: address })),
  ]);
  const [fastify, bare] = [all[0]!, all[1]!];
  const results = list.map((item, index): [Case, Measured] => [item, all[index + 2]!]);
  console.info(
    `\n${connections} connections, ${duration} s per case and round, median of ${rounds} interleaved rounds, same machine and run\n`,
  );
  row('case', 'req/s', 'ratio', 'server µs/req', 'cost ratio');
  const cost = (base: Measured, item: Measured) => (base.micros / item.micros).toFixed(4);
  row('bare Fastify route', fastify.rps.toFixed(1), '', fastify.micros.toFixed(1), '');
  row(
    'bare route of the app',
    bare.rps.toFixed(1),
    (bare.rps / fastify.rps).toFixed(4),
    bare.micros.toFixed(1),
    cost(fastify, bare),
  );
  for (const [item, measured] of results) {
    row(
      item.name,
      measured.rps.toFixed(1),
      (measured.rps / bare.rps).toFixed(4),
      measured.micros.toFixed(1),
      cost(bare, measured),
    );
  }
  console.info(
    '(ratio: the app’s bare route over bare Fastify; every other row over the app’s bare route.',
  );
  console.info(
    ' cost ratio: the same from the server’s CPU time per answer, the rate the server alone would',
  );
  console.info(
    ' reach; the load generator shares the cores and can cap the cheapest routes’ rates)',
  );

  const transfers = await transferRate();
  const halfway: Array<[string, PacedResult]> = [];
  const atHalf = async (name: string, rate: number, next: () => PacedRequest) => {
    // A second at the same pace first, unmeasured: the client's and the route's code is warm
    // (measured cold, the first run's p99 was ten times the next one's).
    await paced(address, { rate: rate / 2, seconds: 1, connections }, next);
    await settle(address);
    const result = await paced(address, { rate: rate / 2, seconds: duration, connections }, next);
    if (result.non2xx > 0 || result.errors > 0) {
      throw new Error(`${name}: ${result.non2xx} non-2xx answers and ${result.errors} errors`);
    }
    halfway.push([name, result]);
  };
  for (const [item, { rps, options }] of results) {
    if (!item.halfway) continue;
    const { pathname, search } = new URL(String(options.url));
    const request = { path: pathname + search, headers: options.headers as Record<string, string> };
    await atHalf(item.name, rps, () => request);
  }
  await atHalf(
    'POST GCS_walletTransfer (money write)',
    transfers,
    transferRequests(setup, 'uniform'),
  );
  console.info(
    '\nLatency at half of saturation, requests evenly spaced, each timed from its scheduled start',
  );
  console.info('(targets: reads <= 25 ms, money writes <= 50 ms)');
  row('case', 'req/s', 'p50 ms', 'p99 ms');
  for (const [name, { rps, p50, p99 }] of halfway) {
    row(name, rps.toFixed(1), p50.toFixed(1), p99.toFixed(1));
  }
}

const parts = new Set(
  (process.env.BENCH_ONLY ?? 'core,wallet,lottery,agent,contracts,live,home').split(','),
);
const { DATABASE_URL: postgresUrl, REDIS_URL: _redis, ...embeddedEnv } = process.env;
const databases: Array<[string, NodeJS.ProcessEnv]> = [['embedded database (PGlite)', embeddedEnv]];
if (postgresUrl) databases.push(['PostgreSQL', process.env]);

for (const [index, [label, env]] of databases.entries()) {
  console.info(`\n=== ${label} ===`);
  const server = await startServer(env);
  const { address, bareAddress } = server;
  try {
    // Warm up the JIT and caches before the measured runs.
    await autocannon({ url: `${address}/bench/bare`, connections, duration: 1 });
    await autocannon({ url: `${bareAddress}/bench/bare`, connections, duration: 1 });
    await autocannon({ url: `${address}/wps/system/status`, connections, duration: 1 });
    let transfers: number | null = null;
    const transferRate = async () =>
      (transfers ??= await walletBench(address, { connections, duration }));
    if (parts.has('core')) await coreBench(address, bareAddress, transferRate);
    else if (parts.has('wallet')) await transferRate();
    if (parts.has('lottery')) await lotteryBench(address, { connections, duration });
    if (parts.has('agent')) await agentBench(address, { duration });
    if (parts.has('contracts')) await contractsBench(address);
    if (parts.has('live')) await liveBench(address, { duration });
    // The page is the same whatever the database: scored once.
    if (parts.has('home') && index === 0) {
      const home = await lighthouseHome(address);
      console.info(
        `\nHome page, Lighthouse performance score (desktop, system Chromium): ${home.score}`,
      );
      for (const [name, value] of Object.entries(home.metrics)) console.info(`  ${name}: ${value}`);
      console.info(
        `  JavaScript downloaded until idle: ${home.scripts.transferKiB.toFixed(1)} KiB in ${home.scripts.files} files (target <= 150 KiB in <= 12 files)`,
      );
    }
  } finally {
    await server.stop();
  }
}
