/**
 * The wallet benchmark (issue #5): transfers per second through the API
 * (`GCS_walletTransfer`, both phases and the demo vendor's books) and through `postTransfer`
 * directly, beside the same database's single-row update rate measured in the same run
 * (`update ... set balance = balance + 1 where id = $1`), printed as ratios, for uniform
 * accounts and for one hot account.
 */
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import type { PacedRequest } from './paced.ts';

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
 * The API transfers' requests, one after another: `uniform` spreads members over every transfer
 * vendor (each member always to the same one, so a run measures a player's usual transfer, not
 * a first one: see `warmTransfers`), `hot` sends all to AG. Each request carries its own
 * idempotency key.
 */
export function transferRequests(setup: WalletSetup, shape: 'uniform' | 'hot'): () => PacedRequest {
  const { tokens } = setup;
  let next = 0;
  return () => {
    const n = next++;
    // Consecutive requests use different members, so none waits on its own pending one.
    const member = n % tokens.length;
    const token = tokens[member]!;
    return transferRequest(token, shape === 'hot' ? 'AG' : uniformVendor(setup, member));
  };
}

/** The vendor a member always transfers to in the uniform runs. */
function uniformVendor(setup: WalletSetup, member: number): string {
  return setup.vendors[member % setup.vendors.length]!;
}

/** One member's transfer of 0.01 into a vendor's wallet, under a key of its own. */
function transferRequest(token: string, vendor: string): PacedRequest {
  return {
    method: 'POST',
    path: '/wps/relay/GCS_walletTransfer',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${token}`,
      'idempotency-key': `bench-${randomBytes(8).toString('hex')}`,
    },
    body: JSON.stringify({ direction: 'in', vendor, amount: '0.01' }),
  };
}

/** Autocannon options for API transfers (`transferRequests`). */
export function transferOptions(
  base: string,
  setup: WalletSetup,
  shape: 'uniform' | 'hot',
  options: Options,
): autocannon.Options {
  const next = transferRequests(setup, shape);
  return {
    url: `${base}/wps/relay/GCS_walletTransfer`,
    connections: options.connections,
    duration: options.duration,
    requests: [
      {
        method: 'POST',
        setupRequest: (request) => {
          const { headers, body } = next();
          return { ...request, headers, body };
        },
      },
    ],
  };
}

async function apiRate(
  base: string,
  setup: WalletSetup,
  shape: 'uniform' | 'hot',
  options: Options,
) {
  const result = await autocannon(transferOptions(base, setup, shape, options));
  return {
    rate: result.requests.average,
    count: result.requests.total,
    refused: result.non2xx,
    errors: result.errors,
  };
}

export interface WalletSetup {
  tokens: string[];
  vendors: string[];
}

/** Members with sessions and money for the wallet calls (made once, reused by later calls). */
export function walletSetup(base: string, members: number): Promise<WalletSetup> {
  return post<WalletSetup>(`${base}/bench/wallet/setup?members=${members}`);
}

/**
 * Each member's first transfer to the vendors the runs send it to (its uniform vendor and AG),
 * unmeasured. A member's first transfer to a vendor also opens its vendor account, its house
 * bucket and the demo vendor's wallet (six statements more than the usual fifteen); a player
 * makes it once, so the runs measure the transfers that follow.
 */
export async function warmTransfers(base: string, setup: WalletSetup, connections: number) {
  const asks = setup.tokens.flatMap((token, member) =>
    [...new Set([uniformVendor(setup, member), 'AG'])].map((vendor) => ({
      token,
      vendor,
    })),
  );
  let next = 0;
  const worker = async () => {
    for (let ask = asks[next++]; ask !== undefined; ask = asks[next++]) {
      const { method, path, headers, body } = transferRequest(ask.token, ask.vendor);
      const res = await fetch(`${base}${path}`, { method, headers, body });
      if (!res.ok) throw new Error(`warm-up transfer: ${res.status} ${await res.text()}`);
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
}

/** Prints the wallet table; answers the API transfer rate with uniform accounts. */
export async function walletBench(base: string, options: Options): Promise<number> {
  const setup = await walletSetup(base, Math.max(200, options.connections * 10));
  await warmTransfers(base, setup, options.connections);
  const loop = (kind: string, shape: string) =>
    post<{ rate: number }>(
      `${base}/bench/wallet/loop?kind=${kind}&shape=${shape}&workers=${options.connections}&seconds=${options.duration}`,
    ).then((answer) => answer.rate);
  type Phases = Record<string, { count: number; seconds: number }>;
  const phases = async () => (await (await fetch(`${base}/bench/wallet/phases`)).json()) as Phases;
  let profile: { before: Phases; after: Phases; transfers: number } | null = null;
  const rows: Array<{ shape: string; row: number; ledger: number; api: number; refused: number }> =
    [];
  for (const shape of ['uniform', 'hot'] as const) {
    const row = await loop('row', shape);
    const ledger = await loop('ledger', shape);
    const before = await phases();
    const api = await apiRate(base, setup, shape, options);
    if (shape === 'uniform') profile = { before, after: await phases(), transfers: api.count };
    rows.push({ shape, row, ledger, api: api.rate, refused: api.refused + api.errors });
  }
  console.info(
    `\nWallet transfers, ${options.connections} concurrent workers/connections, ${options.duration} s each`,
  );
  console.info(
    `${'accounts'.padEnd(10)} ${'row upd/s'.padStart(10)} ${'ledger/s'.padStart(10)} ${'ratio'.padStart(7)} ${'API/s'.padStart(9)} ${'ratio'.padStart(7)} ${'refused'.padStart(8)}`,
  );
  for (const r of rows) {
    console.info(
      `${r.shape.padEnd(10)} ${r.row.toFixed(1).padStart(10)} ${r.ledger.toFixed(1).padStart(10)} ${(r.ledger / r.row).toFixed(4).padStart(7)} ${r.api.toFixed(1).padStart(9)} ${(r.api / r.row).toFixed(4).padStart(7)} ${String(r.refused).padStart(8)}`,
    );
  }
  console.info(
    '(ratio: transfers per second over single-row updates per second on the same database;',
  );
  console.info(' each member made its first transfer to its vendors before the runs)');
  if (profile) {
    const { before, after, transfers } = profile;
    console.info(`\nWhere a transfer's time goes (uniform run, ${transfers} transfers)`);
    console.info(
      `${'phase'.padEnd(10)} ${'calls'.padStart(8)} ${'mean ms'.padStart(9)} ${'ms per transfer'.padStart(16)}`,
    );
    for (const [phase, now] of Object.entries(after)) {
      const count = now.count - (before[phase]?.count ?? 0);
      const seconds = now.seconds - (before[phase]?.seconds ?? 0);
      if (count === 0) continue;
      console.info(
        `${phase.padEnd(10)} ${String(count).padStart(8)} ${((seconds / count) * 1000).toFixed(2).padStart(9)} ${((seconds / Math.max(transfers, 1)) * 1000).toFixed(2).padStart(16)}`,
      );
    }
    console.info(
      '(phases overlap with other requests: under load, each includes waiting for the database)',
    );
  }
  return rows[0]!.api;
}
