import { walletOpsEndpoints, type WalletHealthOutput } from '@portal/contract/wallet';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import type { Db } from '../../db/db.ts';
import { migrate } from '../../db/migrate.ts';
import { openDb } from '../../db/open-db.ts';
import { demoMerchantSeeder } from '../../seed/demo-merchant.ts';
import { seedDemo } from '../../seed/seeders.ts';
import { catalogueVendors } from '../games/catalogue-data.ts';
import { houseAccount, memberAccount, postTransfer } from '../ledger/ledger.ts';
import { walletSeeder } from './wallet-seeder.ts';
import { platformOperatorToken } from '../../testing/operators.ts';
import {
  killServer,
  operatorFetch,
  ownDatabase,
  runningServers,
  sessionToken,
  startServer,
  type ServerProcess,
} from '../../testing/server-process.ts';
import { testKeyEncryptionKeys } from '../../testing/test-app.ts';

/**
 * The crash test of the ledger: the real server process (`apps/server/src/main.ts`, bundled)
 * on its own database is killed with SIGKILL in the middle of vendor transfers and deposits, 20
 * times.
 * After every restart the start-up and recurring recovery settle every pending operation to
 * posted or voided, and every invariant count is zero. At the end every transfer a kill cut is
 * replayed under its own idempotency key, twice: each key answers once and for all, whatever
 * the kill left of its first request. PGlite in a temporary directory, or a database of its
 * own on DATABASE_URL.
 */
const kills = Number(process.env.CRASH_KILLS ?? 20);
const members = 6;

let dataDir = '';
/** A platform operator's session, written before the first start: the health is read as it. */
let operatorToken = '';
let databaseUrl: string | undefined;
let dropDatabase: () => Promise<void> = async () => undefined;
const tokens: string[] = [];
/** Pending operations found right after the restarts: what the recovery had to settle. */
let pendingSeenAtStart = 0;
/** Answers of the member calls that got through, by code (`ok` for success). */
const answers = new Map<string, number>();
/** Transfers cut by a kill, replayed under their own key once the last server is up. */
const cut: { token: string; key: string; body: unknown }[] = [];

async function prepare(db: Db): Promise<void> {
  await migrate(db);
  await seedDemo(db, [demoMerchantSeeder, walletSeeder]);
  const [m] = await db.query<{ id: number }>(`select id from merchant where code = 'demo'`);
  const merchantId = m!.id;
  // The catalogue's vendors without its 10,000 games: restarts stay quick.
  for (const [sort, vendor] of catalogueVendors().entries())
    await db.query(
      `insert into game_vendor (code, display_name, wallet, sort) values ($1, $2, $3, $4)
       on conflict (code) do nothing`,
      [vendor.code, vendor.displayName, vendor.wallet, sort],
    );
  for (let i = 0; i < members; i += 1) {
    const [row] = await db.query<{ id: string }>(
      `insert into member (merchant_id, account, type) values ($1, $2, 0) returning id::text as id`,
      [merchantId, `crash${i}`],
    );
    tokens.push(await sessionToken(db, { merchantId, memberId: row!.id }));
    await db.transaction(async (tx) => {
      const spec = { merchantId, currency: 'BRL' };
      await postTransfer(tx, {
        merchantId,
        kind: 'adjustment',
        idempotencyKey: `crash-fund-${i}`,
        entries: [
          { accountId: await memberAccount(tx, { ...spec, memberId: row!.id }), amount: 100_000n },
          {
            accountId: await houseAccount(tx, { ...spec, name: 'crash-funding' }),
            amount: -100_000n,
          },
        ],
      });
    });
  }
}

/** The server with quick recovery: checkouts nobody pays (the kill came first) expire soon. */
function start(env: Record<string, string> = {}): Promise<ServerProcess> {
  return startServer({
    dataDir,
    databaseUrl,
    env: {
      WALLET_RECOVERY_AFTER_SECONDS: '1',
      WALLET_RECOVERY_EVERY_SECONDS: '1',
      DEPOSIT_EXPIRY_SECONDS: '5',
      ...env,
    },
  });
}

const healthOf = (server: ServerProcess) =>
  operatorFetch(server, operatorToken, walletOpsEndpoints.opsHealth, {});

async function health(server: ServerProcess): Promise<WalletHealthOutput> {
  return ((await (await healthOf(server)).json()) as { value: WalletHealthOutput }).value;
}

/** Waits until recovery settled every pending operation; answers the last health seen. */
async function settled(server: ServerProcess): Promise<WalletHealthOutput> {
  const deadline = Date.now() + 30_000;
  let last = await health(server);
  pendingSeenAtStart += last.pending;
  while (last.pending > 0 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    last = await health(server);
  }
  return last;
}

function send(server: ServerProcess, token: string, url: string, key: string, body: unknown) {
  return fetch(`${server.base}${url}`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      'idempotency-key': key,
    },
    body: JSON.stringify(body),
  });
}

/** Member traffic: transfers in and out, recall-all, deposits paid on the demo checkout. */
function traffic(server: ServerProcess, round: number): Promise<unknown>[] {
  const post = (token: string, url: string, body: unknown) => {
    const key = `r${round}-${randomBytes(6).toString('hex')}`;
    return send(server, token, url, key, body)
      .then((res) => res.json() as Promise<{ code?: string; value?: { checkoutUrl?: string } }>)
      .then(
        (answer) => {
          answers.set(answer.code ?? 'ok', (answers.get(answer.code ?? 'ok') ?? 0) + 1);
          return answer;
        },
        (err: unknown) => {
          if (url.endsWith('GCS_walletTransfer')) cut.push({ token, key, body });
          throw err;
        },
      );
  };
  // Requests cut by the kill fail; that is the point, so they are settled at once.
  const calls = tokens.flatMap((token, i) => [
    post(token, '/wps/relay/GCS_walletTransfer', {
      direction: 'in',
      vendor: i % 2 ? 'AG' : 'MG',
      amount: '3.00',
    }),
    post(token, '/wps/relay/GCS_walletTransfer', {
      direction: i % 3 ? 'out' : 'recallAll',
      vendor: i % 2 ? 'MG' : 'AG',
      amount: '1.00',
    }),
    post(token, '/wps/wallet/deposit', { channelId: 'pix-demo', amount: '12.00' }).then((answer) =>
      answer.value?.checkoutUrl
        ? fetch(`${server.base}${answer.value.checkoutUrl}`, {
            method: 'POST',
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            body: `outcome=${(round + i) % 4 ? 'paid' : 'failed'}`,
            redirect: 'manual',
          })
        : null,
    ),
  ]);
  return calls.map((call) => call.catch(() => null));
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'portal-crash-'));
  ({ databaseUrl, drop: dropDatabase } = await ownDatabase('portal_crash'));
  const db = await openDb(
    loadConfig({
      DATA_DIR: dataDir,
      KEY_ENCRYPTION_KEYS: testKeyEncryptionKeys,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    }),
  );
  try {
    await prepare(db);
    operatorToken = await platformOperatorToken(db);
  } finally {
    await db.close();
  }
}, 120_000);

afterAll(async () => {
  await Promise.all([...runningServers].map((server) => killServer(server)));
  await dropDatabase();
  await rm(dataDir, { recursive: true, force: true });
});

describe('SIGKILL in the middle of transfers and deposits', () => {
  it(`settles every pending and keeps every invariant after ${kills} kills`, async () => {
    let totalSettled = 0;
    for (let round = 0; round < kills; round += 1) {
      const server = await start();
      const after = await settled(server);
      expect(after, `after restart ${round}\n${server.output()}`).toEqual({
        invariants: {
          unbalancedCurrencies: 0,
          balanceMismatches: 0,
          negativeMemberBalances: 0,
          unbalancedTransactions: 0,
        },
        pending: 0,
        pendingOlderThanRecovery: 0,
      });
      // Kill once the server is busy with the burst: after a third of its answers, plus a random
      // moment, so the kill lands between phases of different operations each round.
      const inFlight = traffic(server, round);
      let answered = 0;
      await new Promise<void>((resolve) => {
        for (const call of inFlight)
          void call.then(() => {
            answered += 1;
            if (answered >= Math.ceil(inFlight.length / 3)) resolve();
          });
      });
      await new Promise((resolve) => setTimeout(resolve, Math.floor(Math.random() * 400)));
      await killServer(server);
      await Promise.allSettled(inFlight);
      totalSettled += 1;
    }
    // A quick vendor timeout: a replay of a key whose first request died with it claimed
    // waits that long plus five seconds before doing the work itself.
    const server = await start({ VENDOR_TIMEOUT_MS: '2000' });
    await settled(server);
    // Every transfer a kill cut, replayed twice under its key: whatever the kill left (nothing,
    // a claim, a claim and a hold), each replay answers, and both give the same answer.
    let tookOver = 0;
    const replays = await Promise.all(
      cut.map(async ({ token, key, body }) => {
        const url = '/wps/relay/GCS_walletTransfer';
        const sent = Date.now();
        const first = await send(server, token, url, key, body);
        // The whole wait (vendor timeout plus five seconds): the replay found a claim its
        // dead first request left, and did the work itself.
        if (Date.now() - sent >= 7_000) tookOver += 1;
        const again = await send(server, token, url, key, body);
        return { key, status: first.status, first: await first.text(), again: await again.text() };
      }),
    );
    for (const replay of replays) {
      expect(replay.status, replay.first).toBeLessThan(500);
      expect(replay.again, replay.key).toBe(replay.first);
    }
    const final = await settled(server);
    expect((await healthOf(server)).status).toBe(200);
    await killServer(server);
    expect(final.pending).toBe(0);
    expect(Object.values(final.invariants).every((n) => n === 0)).toBe(true);
    expect(totalSettled).toBe(kills);
    const db = await openDb(
      loadConfig({
        DATA_DIR: dataDir,
        KEY_ENCRYPTION_KEYS: testKeyEncryptionKeys,
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      }),
    );
    // `recovered`: settled by the recovery job (start-up or recurring) after a kill.
    const states = await db.query<{ kind: string; state: string; n: number; recovered: number }>(
      `select kind, state, count(*)::int as n, (count(*) filter (where attempts > 0))::int as recovered
       from wallet_op group by 1, 2 order by 1, 2`,
    );
    await db.close();
    console.info(
      `crash test: ${kills} kills, ${pendingSeenAtStart} pendings seen after restarts, ${cut.length} cut transfers replayed (${tookOver} taken over)`,
      states,
      answers,
    );
    expect(states.some((row) => row.state === 'posted')).toBe(true);
    expect(states.every((row) => row.state !== 'pending')).toBe(true);
  }, 600_000);
});
