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
import { lotteryBench } from './lottery-bench.ts';
import { walletBench } from './wallet-bench.ts';
import {
  encryptPayload,
  type PayloadPublicJwk,
} from '../packages/contract/src/encrypted-payload.ts';

const duration = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);

interface Case {
  name: string;
  /** Builds the autocannon options for this case against the server's address. */
  options(base: string): Promise<autocannon.Options>;
}

const get = (name: string, path: string): Case => ({
  name,
  options: async (base) => ({ url: `${base}${path}` }),
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

const cases: Case[] = [
  get('bare JSON route (baseline)', '/bench/bare'),
  get('GET /wps/system/status', '/wps/system/status?platform=W&language=PT'),
  get(
    'game list: type + vendor + page',
    '/wps/relay/GCSGAME_gameList?gameType=RNG&vassalage=MG&pageNo=3&pageSize=18&language=PT',
  ),
  // A name search is never cached as an answer: it runs on the in-memory name index and reads
  // only the page's cards from the database.
  get(
    'game list: type + name search',
    '/wps/relay/GCSGAME_gameList?gameType=RNG&gameName=aur&pageNo=1&pageSize=18&language=PT',
  ),
  login,
];

async function measure(base: string, item: Case): Promise<number> {
  const result = await autocannon({ connections, duration, ...(await item.options(base)) });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${item.name}: ${result.non2xx} non-2xx answers and ${result.errors} errors`);
  }
  return result.requests.average;
}

const child = fork(join(import.meta.dirname, 'bench-server.ts'), [], {
  execArgv: ['--import', 'tsx'],
  stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
});
const address = await new Promise<string>((resolve, reject) => {
  child.once('message', (message: { address: string }) => resolve(message.address));
  child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
});

try {
  // Warm up the JIT and caches before the measured runs.
  await autocannon({ url: `${address}/bench/bare`, connections, duration: 1 });
  await autocannon({ url: `${address}/wps/system/status`, connections, duration: 1 });
  const results: Array<[string, number]> = [];
  for (const item of cases) results.push([item.name, await measure(address, item)]);
  const baseline = results[0]?.[1] ?? 1;
  console.info(`\n${connections} connections, ${duration} s per case, same machine and run\n`);
  console.info(`${'case'.padEnd(40)} ${'req/s'.padStart(10)} ${'ratio to bare'.padStart(14)}`);
  for (const [name, rps] of results) {
    console.info(
      `${name.padEnd(40)} ${rps.toFixed(1).padStart(10)} ${(rps / baseline).toFixed(4).padStart(14)}`,
    );
  }
  await walletBench(address, { connections, duration });
  await lotteryBench(address, { connections, duration });
  await agentBench(address, { duration });
  await contractsBench(address);
  const home = await lighthouseHome(address);
  console.info(
    `\nHome page, Lighthouse performance score (desktop, system Chromium): ${home.score}`,
  );
  for (const [name, value] of Object.entries(home.metrics)) console.info(`  ${name}: ${value}`);
} finally {
  child.disconnect();
}
