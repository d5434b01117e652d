/**
 * `npm run bench`: starts the server in a child process on a fresh database and drives it with
 * autocannon over loopback. Every figure is printed beside a bare JSON route measured in the
 * same run, as a ratio, so results compare across machines. No assertion: numbers inform.
 */
import { fork } from 'node:child_process';
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
  /** The options it was measured with (the latency rows send the same requests). */
  options: autocannon.Options;
}

async function measure(options: autocannon.Options, name: string): Promise<number> {
  const result = await autocannon({ connections, duration, ...options });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${name}: ${result.non2xx} non-2xx answers and ${result.errors} errors`);
  }
  return result.requests.average;
}

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

/**
 * Requests per second of each case, as the median of `rounds` rounds. The rounds are
 * interleaved (every case once, then every case again), so a slow stretch of the machine (a
 * background job, another process) lowers one round of several cases rather than every round
 * of one: the ratios compare cases measured side by side.
 */
async function measureAll(list: ReadonlyArray<{ item: Case; base: string }>): Promise<Measured[]> {
  const options = await Promise.all(list.map(({ item, base }) => item.options(base)));
  const rates: number[][] = list.map(() => []);
  for (let round = 0; round < rounds; round += 1) {
    for (const [index, { item }] of list.entries()) {
      rates[index]!.push(await measure(options[index]!, item.name));
    }
  }
  return rates.map((values, index) => ({ rps: median(values), options: options[index]! }));
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

/**
 * Waits until the server is quiet: ten probes of its bare route in a row, 100 ms apart, each
 * answered within 5 ms (at most 20 s). A saturating case leaves work behind it (the jobs that
 * follow a burst of transfers, the collector), which on the embedded database shares one
 * thread with every request: each latency case is measured on its own, not on the tail of the
 * case before it.
 */
async function settle(address: string): Promise<void> {
  const until = Date.now() + 20_000;
  for (let quiet = 0; quiet < 10 && Date.now() < until;) {
    const start = performance.now();
    await fetch(`${address}/bench/bare`);
    quiet = performance.now() - start <= 5 ? quiet + 1 : 0;
    await new Promise((resolve) => setTimeout(resolve, 100));
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
  const all = await measureAll([
    { item: get('bare Fastify route', '/bench/bare'), base: bareAddress },
    { item: get('bare route of the app', '/bench/bare'), base: address },
    ...list.map((item) => ({ item, base: address })),
  ]);
  const [fastify, bare] = [all[0]!, all[1]!];
  const results = list.map((item, index): [Case, Measured] => [item, all[index + 2]!]);
  console.info(
    `\n${connections} connections, ${duration} s per case and round, median of ${rounds} interleaved rounds, same machine and run\n`,
  );
  row('case', 'req/s', 'ratio');
  row('bare Fastify route', fastify.rps.toFixed(1), '');
  row('bare route of the app', bare.rps.toFixed(1), (bare.rps / fastify.rps).toFixed(4));
  for (const [item, { rps }] of results) {
    row(item.name, rps.toFixed(1), (rps / bare.rps).toFixed(4));
  }
  console.info(
    '(ratio: the app’s bare route over bare Fastify; every other row over the app’s bare route)',
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
