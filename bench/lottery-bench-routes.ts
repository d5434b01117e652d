/**
 * Bench-only routes of the lottery benchmark, inside the bench server process (which owns the
 * database, PGlite included):
 * - `POST /bench/lottery/bettors`: members with sessions and money, and a period that sells for
 *   the whole autocannon run of `POST /lotto/lgw/bets`;
 * - `POST /bench/lottery/fill`: one period filled with `tickets` valid tickets in bulk (set-up);
 * - `POST /bench/lottery/settle`: the real close, draw and settlement of that period, timed;
 * - `POST /bench/lottery/baseline`: one plain update of as many rows of a bare table, timed.
 * The settlement and its baseline run on the same database in the same run, so their ratio
 * compares across machines.
 */
import { createHash, randomBytes } from 'node:crypto';
import { canonicalJson } from '@portal/contract/lottery/canonical-json';
import type { BetInput } from '@portal/contract/lottery/wire';
import type { FastifyInstance } from 'fastify';
import type { Merchant } from '../apps/server/src/merchant/merchant.ts';
import { houseAccount, postTransfer } from '../apps/server/src/modules/ledger/ledger.ts';
import {
  betLine,
  slipExposures,
  type BetLine,
} from '../apps/server/src/modules/lottery/bet-lines.ts';
import { closePeriod, drawPeriod } from '../apps/server/src/modules/lottery/close-draw.ts';
import { demoTerms } from '../apps/server/src/modules/lottery/lottery-seeder.ts';
import {
  lotteryGameColumns,
  lotteryGameFromRow,
  memberPrizeGroup,
  type LotteryGame,
  type LotteryGameRow,
} from '../apps/server/src/modules/lottery/lottery-terms.ts';
import {
  currentAndNext,
  periodColumns,
  schedulePeriods,
  type PeriodRow,
} from '../apps/server/src/modules/lottery/periods.ts';
import { lotteryHouse, settlePeriod } from '../apps/server/src/modules/lottery/settle.ts';
import type { Platform } from '../apps/server/src/platform.ts';

/**
 * The game the API bets go to: the demo SSC terms with one period a day, so the period
 * selling when the run starts still sells when it ends (a 1-minute game closes every minute,
 * and a bet after the close is a 409). The engine steps it like any enabled game.
 */
const betGameCode = 'BENCH_SSC_DAY';

/**
 * The game whose period is settled: a 1-minute SSC game with the demo terms, left disabled.
 * The engine steps enabled games every second and would settle a drawn period at the same time
 * as the bench; the close, draw and settle functions themselves do not look at `enabled`.
 */
const settleGameCode = 'BENCH_SSC_1M';

/** Bets of one slip, the most the contract allows: one slip per member fills the period. */
const slipSize = 50;

/** Ledger transfers funding members carry this many entries each (the balance check scans). */
const fundingChunk = 100;

/** Slips written per transaction of the fill. */
const fillChunk = 100;

interface Member {
  id: string;
  wallet: bigint;
}

/** Writes a bench game of the demo brand once, and reads it back as the engine does. */
async function benchGame(
  platform: Platform,
  merchant: Merchant,
  spec: { code: string; periodSeconds: number; closeSeconds: number; enabled: boolean },
): Promise<LotteryGame> {
  await platform.db.query(
    `insert into lottery_game (merchant_id, game_code, family, shape, lane, names, period_seconds,
       close_seconds, terms, enabled, sort)
     values ($1, $2, 'SSC', 'SSC', 'LOTT', $3, $4, $5, $6, $7, 999) on conflict do nothing`,
    [
      merchant.id,
      spec.code,
      JSON.stringify({ PT: spec.code, EN: spec.code }),
      spec.periodSeconds,
      spec.closeSeconds,
      JSON.stringify(demoTerms('SSC')),
      spec.enabled,
    ],
  );
  const [row] = await platform.db.query<LotteryGameRow>(
    `select ${lotteryGameColumns} from lottery_game where merchant_id = $1 and game_code = $2`,
    [merchant.id, spec.code],
  );
  return lotteryGameFromRow(row!)!;
}

/**
 * `count` real members (type 0) with their main wallets, as `memberAccount` makes them, each
 * funded with `balance` minor units through the ledger; with `sessions`, a bearer token each.
 * In bulk: thousands of members one by one would take longer than what is measured.
 */
async function newMembers(
  platform: Platform,
  merchant: Merchant,
  count: number,
  balance: bigint,
): Promise<Member[]> {
  const { db } = platform;
  const prefix = `lotto${randomBytes(3).toString('hex')}n`;
  const ids = await db.query<{ id: string }>(
    `insert into member (merchant_id, account, type)
     select $1, $2 || g, 0 from generate_series(1, $3) as g returning id::text as id`,
    [merchant.id, prefix, count],
  );
  const wallets = await db.query<{ id: bigint; member_id: string }>(
    `insert into ledger_account (merchant_id, kind, owner_member_id, currency)
     select $1, 'main', m, $2 from unnest($3::bigint[]) as x(m)
     returning id, owner_member_id::text as member_id`,
    [merchant.id, merchant.currency, ids.map((row) => row.id)],
  );
  const members = wallets.map((row) => ({ id: row.member_id, wallet: row.id }));
  const funding = await houseAccount(db, {
    merchantId: merchant.id,
    name: 'bench-funding',
    currency: merchant.currency,
  });
  for (let i = 0; i < members.length; i += fundingChunk) {
    const chunk = members.slice(i, i + fundingChunk);
    await db.transaction((tx) =>
      postTransfer(tx, {
        merchantId: merchant.id,
        kind: 'adjustment',
        idempotencyKey: `bench-fund-${prefix}-${i}`,
        entries: [
          ...chunk.map((m) => ({ accountId: m.wallet, amount: balance })),
          { accountId: funding, amount: -balance * BigInt(chunk.length) },
        ],
      }),
    );
  }
  return members;
}

/** A session per member, as a login writes it; answers the bearer tokens in member order. */
async function newSessions(platform: Platform, merchant: Merchant, members: Member[]) {
  const tokens = members.map(() => randomBytes(32).toString('base64url'));
  await platform.db.query(
    `insert into member_session (token_hash, merchant_id, member_id, side, state,
       force_password_change, ip, created_at, last_seen_at, expires_at)
     select h, $1, m, 'member', 'active', false, '127.0.0.1', now(), now(), now() + interval '1 day'
     from unnest($2::text[], $3::bigint[]) as x(h, m)`,
    [
      merchant.id,
      tokens.map((token) => createHash('sha256').update(token).digest('hex')),
      members.map((m) => m.id),
    ],
  );
  return tokens;
}

const digit = () => Math.floor(Math.random() * 10);

/**
 * The `n`th bet of the fill: SSC 5-star direct, one-position, big/small/odd/even and
 * dragon/tiger in turn, on random numbers, so the settlement meets prize-group and fixed-odds
 * plays, rebates, winners, losers and ties as a real period would.
 */
function fillBet(game: LotteryGame, n: number): BetInput {
  const own = memberPrizeGroup(game);
  const base = { betCount: 1, unit: 'YUAN' as const, multiple: 1 };
  switch (n % 4) {
    case 0:
      return {
        ...base,
        playCode: 'SSC_5STAR_DIRECT',
        selection: { positions: [digit(), digit(), digit(), digit(), digit()].map((d) => [d]) },
        prizeGroup: 1900,
      };
    case 1:
      return {
        ...base,
        playCode: 'SSC_POS',
        selection: { positions: [0, 1, 2, 3, 4].map((p) => (p === n % 5 ? [digit()] : [])) },
        prizeGroup: 1900,
      };
    case 2:
      return {
        ...base,
        playCode: 'SSC_TOTAL_SIDES',
        selection: { side: ['BIG', 'SMALL', 'ODD', 'EVEN'][digit() % 4] },
        prizeGroup: own,
      };
    default:
      return {
        ...base,
        playCode: 'SSC_DRAGON_TIGER',
        selection: { side: digit() < 5 ? 'DRAGON' : 'TIGER' },
        prizeGroup: own,
      };
  }
}

interface Slip {
  member: Member;
  slipId: string;
  requestHash: string;
  lines: BetLine[];
  total: bigint;
}

/**
 * Writes slips as `placeBets` does, many per transaction: the slip record, the stake through
 * the ledger under the slip's key, the period's exposures, then ticket ids, `bet` rows and
 * tickets with the same columns and values. The limit checks are skipped: the bets are priced
 * and checked one by one by `betLine`, and the fill stays far under the demo limits.
 */
async function writeSlips(
  platform: Platform,
  merchant: Merchant,
  game: LotteryGame,
  period: PeriodRow,
  slips: Slip[],
  placedMs: (n: number) => number,
): Promise<void> {
  const periodNo = period.period_no;
  await platform.db.transaction(async (tx) => {
    await tx.query(
      `insert into lottery_slip (merchant_id, member_id, slip_id, request_hash, game_code, period_no)
       select $1, m, s, h, $2, $3 from unnest($4::bigint[], $5::text[], $6::text[]) as x(m, s, h)`,
      [
        merchant.id,
        game.gameCode,
        periodNo,
        slips.map((s) => s.member.id),
        slips.map((s) => s.slipId),
        slips.map((s) => s.requestHash),
      ],
    );
    for (const slip of slips) {
      const house = await lotteryHouse(tx, merchant, slip.member.id);
      await postTransfer(tx, {
        merchantId: merchant.id,
        kind: 'lottery_bet',
        idempotencyKey: `lottery:slip:${slip.member.id}:${slip.slipId}`,
        entries: [
          { accountId: slip.member.wallet, amount: -slip.total },
          { accountId: house, amount: slip.total },
        ],
      });
    }
    const exposures = slipExposures(slips.flatMap((s) => s.lines));
    await tx.query(
      `insert into lottery_exposure (merchant_id, game_code, period_no, play_code, number_key, liability)
       select $1, $2, $3, p, n, l from unnest($4::text[], $5::text[], $6::bigint[]) as x(p, n, l)
       on conflict (merchant_id, game_code, period_no, play_code, number_key)
         do update set liability = lottery_exposure.liability + excluded.liability`,
      [
        merchant.id,
        game.gameCode,
        periodNo,
        exposures.map((e) => e.playCode),
        exposures.map((e) => e.numberKey),
        exposures.map((e) => e.liability.toString()),
      ],
    );
    const rows = slips.flatMap((slip) => slip.lines.map((line) => ({ slip, line })));
    const ids = await tx.query<{ id: bigint }>(
      `select nextval(pg_get_serial_sequence('lottery_ticket', 'id')) as id
       from generate_series(1, $1)`,
      [rows.length],
    );
    const ticketIds = ids.map((row) => row.id.toString());
    const bets = await tx.query<{ id: bigint; round_id: string }>(
      `insert into bet (merchant_id, member_id, game_id, vendor_code, round_id, currency, stake,
         status, server_seed_hash)
       select $1, m, (select id from game where game_code = $2), $3, r, $4, s, 'open', null
       from unnest($5::bigint[], $6::text[], $7::bigint[]) as x(m, r, s)
       returning id, round_id`,
      [
        merchant.id,
        game.gameCode,
        game.lane,
        merchant.currency,
        rows.map((r) => r.slip.member.id),
        ticketIds,
        rows.map((r) => r.line.stake.toString()),
      ],
    );
    const betIds = new Map(bets.map((row) => [row.round_id, row.id.toString()]));
    await tx.query(
      `insert into lottery_ticket (id, merchant_id, member_id, game_code, period_no, slip_id,
         play_code, selection, bet_count, unit, multiple, prize_group, stake, rebate, odds,
         placed_ms, bet_id)
       overriding system value
       select i, $1, mb, $2, $3, sl, p, s::jsonb, c, u, m, g, k, r, o, t, b
       from unnest($4::bigint[], $5::bigint[], $6::text[], $7::text[], $8::text[], $9::int[],
         $10::text[], $11::int[], $12::int[], $13::bigint[], $14::bigint[], $15::text[],
         $16::bigint[], $17::bigint[])
         as x(i, mb, sl, p, s, c, u, m, g, k, r, o, t, b)`,
      [
        merchant.id,
        game.gameCode,
        periodNo,
        ticketIds,
        rows.map((r) => r.slip.member.id),
        rows.map((r) => r.slip.slipId),
        rows.map((r) => r.line.playCode),
        rows.map((r) => JSON.stringify(r.line.selection)),
        rows.map((r) => r.line.betCount),
        rows.map((r) => r.line.unit),
        rows.map((r) => r.line.multiple),
        rows.map((r) => r.line.prizeGroup),
        rows.map((r) => r.line.stake.toString()),
        rows.map((r) => r.line.rebate.toString()),
        rows.map((r) => r.line.odds),
        rows.map((_, n) => placedMs(n).toString()),
        ticketIds.map((id) => betIds.get(id)),
      ],
    );
  });
}

/** The period being filled and settled, between the routes. */
let filled: { game: LotteryGame; period: PeriodRow; tickets: number; members: number } | null =
  null;

const seconds = (started: number) => (performance.now() - started) / 1000;

export function registerLotteryBench(app: FastifyInstance): void {
  const { platform } = app;
  const demo = async () => (await platform.directory.byCode('demo'))!;

  app.post<{ Querystring: { members: string; seconds: string } }>(
    '/bench/lottery/bettors',
    async (request) => {
      const merchant = await demo();
      const game = await benchGame(platform, merchant, {
        code: betGameCode,
        periodSeconds: 86_400,
        closeSeconds: 30,
        enabled: true,
      });
      const now = Date.now();
      // Written here rather than waiting for the engine's next step (it takes the same lock).
      await platform.db.transaction((tx) =>
        schedulePeriods(tx, platform.keyring, game, merchant.timeZone, now),
      );
      const { current, next } = await currentAndNext(platform.db, game, now);
      let period = current!;
      // Near the brand's midnight the day's period closes during the run: bet on the next one,
      // once it opens.
      const margin = (Number(request.query.seconds) + 60) * 1000;
      if (period.closes_at.getTime() - now < margin) {
        period = next!;
        await new Promise((resolve) =>
          setTimeout(resolve, Math.max(0, period.opens_at.getTime() - Date.now() + 1000)),
        );
      }
      // 100,000.00 each: far more than a run spends, under the per-period stake limit.
      const members = await newMembers(
        platform,
        merchant,
        Number(request.query.members),
        10_000_000n,
      );
      const tokens = await newSessions(platform, merchant, members);
      return { gameCode: game.gameCode, periodNo: period.period_no, tokens };
    },
  );

  app.post<{ Querystring: { tickets: string } }>('/bench/lottery/fill', async (request) => {
    const started = performance.now();
    const tickets = Number(request.query.tickets);
    const merchant = await demo();
    const game = await benchGame(platform, merchant, {
      code: settleGameCode,
      periodSeconds: 60,
      closeSeconds: 10,
      enabled: false,
    });
    await platform.db.transaction((tx) =>
      schedulePeriods(tx, platform.keyring, game, merchant.timeZone, Date.now()),
    );
    // The first period nobody has sold on yet (a rerun on a kept DATABASE_URL skips the last).
    const [period] = await platform.db.query<PeriodRow>(
      `select ${periodColumns} from lottery_period p
       where merchant_id = $1 and game_code = $2 and status in ('SCHEDULED', 'OPEN')
         and not exists (select 1 from lottery_slip s where s.merchant_id = p.merchant_id
           and s.game_code = p.game_code and s.period_no = p.period_no)
       order by draws_at limit 1`,
      [merchant.id, game.gameCode],
    );
    const memberCount = Math.ceil(tickets / slipSize);
    // 10,000.00 each: a slip of 50 bets of 2.00 costs 100.00.
    const members = await newMembers(platform, merchant, memberCount, 1_000_000n);
    // PGlite never analyzes, so the foreign-key checks against `member` keep the sequential
    // scan planned when the table was small, and each bet and ticket row of the fill would
    // scan thousands of new members. Statistics on `member` give them its primary key; the
    // settlement measured next inserts no row that references `member`.
    await platform.db.query('analyze member');
    // Sold over the period's selling time, as the fingerprint records it.
    const opens = period!.opens_at.getTime();
    const selling = period!.closes_at.getTime() - opens;
    const placedMs = (n: number) => opens + Math.floor((n * selling) / tickets);
    let written = 0;
    for (let i = 0; i < memberCount; i += fillChunk) {
      const slips: Slip[] = members.slice(i, i + fillChunk).map((member, k) => {
        const first = (i + k) * slipSize;
        const bets = Array.from({ length: Math.min(slipSize, tickets - first) }, (_, j) =>
          fillBet(game, first + j),
        );
        const slipId = `bench-${randomBytes(8).toString('hex')}`;
        const input = { gameCode: game.gameCode, periodNo: period!.period_no, bets };
        const lines = bets.map((bet) => betLine(game, merchant, bet));
        return {
          member,
          slipId,
          requestHash: createHash('sha256').update(canonicalJson(input)).digest('hex'),
          lines,
          total: lines.reduce((sum, line) => sum + line.stake, 0n),
        };
      });
      await writeSlips(platform, merchant, game, period!, slips, (n) => placedMs(written + n));
      written += slips.reduce((sum, slip) => sum + slip.lines.length, 0);
    }
    filled = { game, period: period!, tickets: written, members: memberCount };
    return { tickets: written, members: memberCount, seconds: seconds(started) };
  });

  /**
   * The engine's chain for the filled period (`stepPeriod`), each step at the clock it would
   * run at: the close at the draw time (past the close), then the draw, then the settlement.
   */
  app.post('/bench/lottery/settle', async () => {
    if (filled === null) throw new Error('fill a period first');
    const { game, period, tickets, members } = filled;
    filled = null;
    const merchant = await demo();
    const key = { merchantId: merchant.id, gameCode: game.gameCode, periodNo: period.period_no };
    const at = period.draws_at.getTime();
    let started = performance.now();
    if (!(await closePeriod(platform.db, key, at))) throw new Error('the period did not close');
    const close = seconds(started);
    started = performance.now();
    const drawn = await drawPeriod(platform.db, platform.keyring, game, period.period_no, at);
    if (!drawn) throw new Error('the period was not drawn');
    const draw = seconds(started);
    started = performance.now();
    await settlePeriod(platform, merchant, game, period.period_no);
    const settle = seconds(started);
    // The figures count only if every ticket was settled and the period is done.
    const [check] = await platform.db.query<{ status: string; settled: number; won: number }>(
      `select p.status,
         (select count(*)::int from lottery_ticket t where t.merchant_id = p.merchant_id
           and t.game_code = p.game_code and t.period_no = p.period_no
           and t.status in ('WON', 'LOST', 'TIE')) as settled,
         (select count(*)::int from lottery_ticket t where t.merchant_id = p.merchant_id
           and t.game_code = p.game_code and t.period_no = p.period_no
           and t.status = 'WON') as won
       from lottery_period p where merchant_id = $1 and game_code = $2 and period_no = $3`,
      [key.merchantId, key.gameCode, key.periodNo],
    );
    if (check?.status !== 'SETTLED' || check.settled !== tickets) {
      throw new Error(`settled ${check?.settled} of ${tickets} tickets, period ${check?.status}`);
    }
    return { tickets, members, won: check.won, close, draw, settle };
  });

  /** The floor of touching every ticket once: one update of `rows` rows of a bare table. */
  app.post<{ Querystring: { rows: string } }>('/bench/lottery/baseline', async (request) => {
    const { db } = platform;
    await db.query(
      `create table if not exists bench_lottery_row (id bigint primary key, status text not null,
         payout bigint)`,
    );
    await db.query('truncate bench_lottery_row');
    await db.query(
      `insert into bench_lottery_row (id, status) select g, 'PENDING' from generate_series(1, $1) g`,
      [Number(request.query.rows)],
    );
    const started = performance.now();
    await db.query(`update bench_lottery_row set status = 'LOST', payout = 0`);
    return { seconds: seconds(started) };
  });
}
