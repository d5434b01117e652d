/**
 * `npm run bench`: starts the server in a child process on a fresh database and drives it with
 * autocannon over loopback. Every figure is printed beside a bare JSON route measured in the
 * same run, as a ratio, so results compare across machines. No assertion: numbers inform.
 */
import { fork } from 'node:child_process';
import { join } from 'node:path';
import autocannon from 'autocannon';

const duration = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);

interface Case {
  name: string;
  path: string;
  headers?: Record<string, string>;
}

const cases: Case[] = [
  { name: 'bare JSON route (baseline)', path: '/bench/bare' },
  { name: 'GET /wps/system/status', path: '/wps/system/status?platform=W&language=PT' },
];

async function measure(base: string, item: Case): Promise<number> {
  const result = await autocannon({
    url: `${base}${item.path}`,
    connections,
    duration,
    headers: item.headers,
  });
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
  for (const item of cases)
    await autocannon({ url: `${address}${item.path}`, connections, duration: 1 });
  const results: Array<[string, number]> = [];
  for (const item of cases) results.push([item.name, await measure(address, item)]);
  const baseline = results[0]?.[1] ?? 1;
  console.info(`\n${connections} connections, ${duration} s per case, same machine and run\n`);
  console.info(`${'case'.padEnd(40)} ${'req/s'.padStart(10)} ${'ratio to bare'.padStart(14)}`);
  for (const [name, rps] of results) {
    console.info(
      `${name.padEnd(40)} ${rps.toFixed(0).padStart(10)} ${(rps / baseline).toFixed(3).padStart(14)}`,
    );
  }
} finally {
  child.disconnect();
}
