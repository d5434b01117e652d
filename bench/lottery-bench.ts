/**
 * The lottery benchmark:
 * 1. slips placed per second through the API (`POST /lotto/lgw/bets`, one SSC bet a slip,
 *    many members), beside the bare JSON route measured just before it, as a ratio;
 * 2. the time to settle one period of `BENCH_LOTTERY_TICKETS` tickets (100,000 unless set)
 *    with the engine's real close, draw and settlement, beside one plain update of as many
 *    rows on the same database, as a ratio of rows per second.
 * The routes under `/bench/lottery/` (`lottery-bench-routes.ts`) do the set-up and the timing
 * inside the server process.
 */
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import { lotteryEndpoints } from '../packages/contract/src/lottery.ts';

interface Options {
  connections: number;
  duration: number;
}

async function post<T>(url: string): Promise<T> {
  const res = await fetch(url, { method: 'POST' });
  if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/**
 * The client address of bettor `i`, sent as X-Forwarded-For through the trusted loopback
 * proxy (see bench-server.ts): the bets limit counts per client IP, and many bettors do not
 * share one address.
 */
const bettorIp = (i: number) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;

/** Requests per second of an autocannon run that must answer only 2xx. */
async function rate(name: string, options: autocannon.Options): Promise<number> {
  let refusal: string | null = null;
  const result = await autocannon({
    ...options,
    requests: options.requests?.map((request) => ({
      ...request,
      onResponse: (status: number, body: string) => {
        if (status >= 300) refusal ??= `${status} ${body.slice(0, 200)}`;
      },
    })),
  });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(
      `${name}: ${result.non2xx} non-2xx answers and ${result.errors} errors (first: ${refusal})`,
    );
  }
  return result.requests.average;
}

async function betsRate(base: string, options: Options) {
  // Enough bettors that consecutive requests never wait on one member's lock and balance row,
  // and that none comes near its 300 slips a minute.
  const members = Math.max(200, options.connections * 10);
  const setup = await post<{ gameCode: string; periodNo: string; tokens: string[] }>(
    `${base}/bench/lottery/bettors?members=${members}&seconds=${options.duration}`,
  );
  const common = { connections: options.connections, duration: options.duration };
  const bare = await rate('bare JSON route', {
    ...common,
    url: `${base}/bench/bare`,
    requests: [{ method: 'GET' }],
  });
  let next = 0;
  const digit = () => Math.floor(Math.random() * 10);
  const bets = await rate(lotteryEndpoints.placeBets.path, {
    ...common,
    url: `${base}${lotteryEndpoints.placeBets.path}`,
    requests: [
      {
        method: 'POST',
        setupRequest: (request) => {
          const n = next++ % setup.tokens.length;
          return {
            ...request,
            headers: {
              'content-type': 'application/json',
              authorization: `Bearer ${setup.tokens[n]}`,
              'idempotency-key': `bench-${randomBytes(8).toString('hex')}`,
              'x-forwarded-for': bettorIp(n),
            },
            // A 2.00 SSC 5-star direct bet on a random number, as the board sends it.
            body: JSON.stringify({
              gameCode: setup.gameCode,
              periodNo: setup.periodNo,
              bets: [
                {
                  playCode: 'SSC_5STAR_DIRECT',
                  selection: {
                    positions: [digit(), digit(), digit(), digit(), digit()].map((d) => [d]),
                  },
                  betCount: 1,
                  unit: 'YUAN',
                  multiple: 1,
                  prizeGroup: 1900,
                },
              ],
            }),
          };
        },
      },
    ],
  });
  return { members, bare, bets };
}

export async function lotteryBench(base: string, options: Options): Promise<void> {
  const api = await betsRate(base, options);
  console.info(
    `\nLottery bets, ${options.connections} connections, ${options.duration} s each, ${api.members} members, one bet a slip`,
  );
  console.info(`${'case'.padEnd(40)} ${'req/s'.padStart(10)} ${'ratio to bare'.padStart(14)}`);
  for (const [name, value] of [
    ['bare JSON route (baseline)', api.bare],
    [`POST ${lotteryEndpoints.placeBets.path}`, api.bets],
  ] as const) {
    console.info(
      `${name.padEnd(40)} ${value.toFixed(1).padStart(10)} ${(value / api.bare).toFixed(4).padStart(14)}`,
    );
  }

  const tickets = Number(process.env.BENCH_LOTTERY_TICKETS ?? 100_000);
  const fill = await post<{ tickets: number; members: number; seconds: number }>(
    `${base}/bench/lottery/fill?tickets=${tickets}`,
  );
  const settled = await post<{ won: number; close: number; draw: number; settle: number }>(
    `${base}/bench/lottery/settle`,
  );
  const baseline = await post<{ seconds: number }>(
    `${base}/bench/lottery/baseline?rows=${fill.tickets}`,
  );
  const row = (name: string, seconds: number, per?: string) =>
    console.info(
      `${name.padEnd(40)} ${seconds.toFixed(2).padStart(8)} s${per ? ` ${(fill.tickets / seconds).toFixed(0).padStart(10)} ${per}/s` : ''}`,
    );
  console.info(
    `\nLottery period of ${fill.tickets} tickets, ${fill.members} members with one slip each (${settled.won} won); set-up fill ${fill.seconds.toFixed(1)} s`,
  );
  row('close (count, sum, Merkle root)', settled.close, 'tickets');
  row('draw', settled.draw);
  row('settle', settled.settle, 'tickets');
  row(`baseline: one update of ${fill.tickets} rows`, baseline.seconds, 'rows');
  console.info(
    `settle ratio (tickets/s over baseline rows/s): ${(baseline.seconds / settled.settle).toFixed(4)}`,
  );
}
