import { createHash } from 'node:crypto';
import { canonicalJson } from '@portal/contract/lottery/canonical-json';
import type { placeBetsInput, placeBetsOutput } from '@portal/contract/lottery/wire';
import type * as z from 'zod/mini';
import type { Tx } from '../../db/db.ts';
import { AppError } from '../../http/app-error.ts';
import type { Merchant } from '../../merchant/merchant.ts';
import type { Platform } from '../../platform.ts';
import { assertWithinLimits } from '../responsible-gaming/enforce.ts';
import {
  IdempotencyConflict,
  InsufficientFunds,
  mainBalance,
  memberAccount,
  postTransfer,
} from '../ledger/ledger.ts';
import { betLine, overLimit, slipExposures, type BetLine } from './bet-lines.ts';
import { enabledGame } from './lottery-games.ts';
import type { LotteryGame } from './lottery-terms.ts';
import { lotteryHouse } from './settle.ts';
import { ticketColumns, ticketView, type TicketRow } from './tickets.ts';

type Input = z.infer<typeof placeBetsInput>;
type Output = z.infer<typeof placeBetsOutput>;

/**
 * Places a slip (reference section 4, "no sales after close"). One transaction: the slip's
 * record (its idempotency key), the period row locked FOR SHARE and checked to be selling at
 * the server clock, the member's period total and every number's liability against the brand's
 * limits, the stake debited through the ledger, then the tickets and their `bet` rows. Any
 * refusal rolls everything back, so a slip is recorded whole or not at all; a replay of the key
 * answers the first result, the same key with other bets is a 409.
 */
export async function placeBets(
  platform: Platform,
  merchant: Merchant,
  memberId: string,
  slipId: string,
  input: Input,
): Promise<Output> {
  const game = await enabledGame(platform.db, merchant.id, input.gameCode);
  const lines = input.bets.map((bet) => betLine(game, merchant, bet));
  const requestHash = createHash('sha256').update(canonicalJson(input)).digest('hex');
  const now = platform.clock.now();
  let placed: { output: Output; fresh: boolean };
  try {
    placed = await platform.db.transaction(async (tx) => {
      const [slip] = await tx.query<{ request_hash: string }>(
        `insert into lottery_slip (merchant_id, member_id, slip_id, request_hash, game_code, period_no)
         values ($1, $2, $3, $4, $5, $6) on conflict do nothing returning request_hash`,
        [merchant.id, memberId, slipId, requestHash, game.gameCode, input.periodNo],
      );
      if (!slip)
        return { output: await replay(tx, merchant, memberId, slipId, requestHash), fresh: false };
      await lockSellingPeriod(tx, game, input.periodNo, now);
      // One slip of a member at a time: the period total below counts every earlier one.
      await tx.query('select pg_advisory_xact_lock(hashtext($1))', [
        `lottery:member:${merchant.id}:${memberId}`,
      ]);
      const total = lines.reduce((sum, line) => sum + line.stake, 0n);
      await checkMemberTotal(tx, game, merchant, memberId, input.periodNo, total);
      // Responsible gaming: the slip answers to the member's limits, counted in this transaction.
      await assertWithinLimits(tx, {
        merchant,
        memberId,
        now,
        action: 'bet',
        amount: total,
        largestStake: lines.reduce((max, line) => (line.stake > max ? line.stake : max), 0n),
      });
      await addExposures(tx, game, merchant, input.periodNo, lines);
      const wallet = await memberAccount(tx, {
        merchantId: merchant.id,
        memberId,
        currency: merchant.currency,
      });
      await postTransfer(tx, {
        merchantId: merchant.id,
        kind: 'lottery_bet',
        idempotencyKey: `lottery:slip:${memberId}:${slipId}`,
        entries: [
          { accountId: wallet, amount: -total },
          { accountId: await lotteryHouse(tx, merchant, memberId), amount: total },
        ],
      });
      const rows = await insertTickets(
        tx,
        game,
        merchant,
        memberId,
        slipId,
        input.periodNo,
        lines,
        now,
      );
      const balance = await mainBalance(tx, {
        merchantId: merchant.id,
        memberId,
        currency: merchant.currency,
      });
      return {
        output: {
          slipId,
          tickets: rows.map((row) => ticketView(row, merchant, null)),
          balance: merchant.money.format(balance),
        },
        fresh: true,
      };
    });
  } catch (err) {
    if (err instanceof InsufficientFunds) throw new AppError('insufficient_funds');
    if (err instanceof IdempotencyConflict) throw new AppError('idempotency_mismatch');
    throw err;
  }
  if (placed.fresh) {
    await platform.realtime
      .sendToMember(merchant.id, memberId, {
        type: 'balance',
        payload: { balance: placed.output.balance },
      })
      .catch(() => undefined);
  }
  return placed.output;
}

/** The first answer of a slip key, or 409 when the key was used for other bets. */
async function replay(
  tx: Tx,
  merchant: Merchant,
  memberId: string,
  slipId: string,
  requestHash: string,
): Promise<Output> {
  const [slip] = await tx.query<{ request_hash: string }>(
    'select request_hash from lottery_slip where merchant_id = $1 and member_id = $2 and slip_id = $3',
    [merchant.id, memberId, slipId],
  );
  if (slip?.request_hash !== requestHash) throw new AppError('idempotency_mismatch');
  const rows = await tx.query<TicketRow>(
    `select ${ticketColumns} from lottery_ticket
     where merchant_id = $1 and member_id = $2 and slip_id = $3 order by id`,
    [merchant.id, memberId, slipId],
  );
  const balance = await mainBalance(tx, {
    merchantId: merchant.id,
    memberId,
    currency: merchant.currency,
  });
  return {
    slipId,
    tickets: rows.map((row) => ticketView(row, merchant, null)),
    balance: merchant.money.format(balance),
  };
}

/**
 * Holds the period FOR SHARE while it sells at `now`, or refuses with 409
 * `lottery_period_closed`. The closer's FOR UPDATE waits for this transaction, and once it
 * has closed the period no later bet passes this check.
 */
export async function lockSellingPeriod(
  tx: Tx,
  game: LotteryGame,
  periodNo: string,
  now: number,
): Promise<void> {
  const [period] = await tx.query<{ status: string; opens_at: Date; closes_at: Date }>(
    `select status, opens_at, closes_at from lottery_period
     where merchant_id = $1 and game_code = $2 and period_no = $3 for share`,
    [game.merchantId, game.gameCode, periodNo],
  );
  const selling =
    period !== undefined &&
    (period.status === 'OPEN' || period.status === 'SCHEDULED') &&
    period.opens_at.getTime() <= now &&
    now < period.closes_at.getTime();
  if (!selling) throw new AppError('lottery_period_closed');
}

async function checkMemberTotal(
  tx: Tx,
  game: LotteryGame,
  merchant: Merchant,
  memberId: string,
  periodNo: string,
  slipTotal: bigint,
): Promise<void> {
  const [row] = await tx.query<{ staked: bigint }>(
    `select coalesce(sum(stake), 0)::int8 as staked from lottery_ticket
     where merchant_id = $1 and game_code = $2 and period_no = $3 and member_id = $4
       and status <> 'CANCELLED'`,
    [merchant.id, game.gameCode, periodNo, memberId],
  );
  const limit = BigInt(game.terms.limits.maxMemberPeriodStake);
  if ((row?.staked ?? 0n) + slipTotal > limit) {
    throw overLimit('lottery_period_stake_limit', limit, merchant);
  }
}

async function addExposures(
  tx: Tx,
  game: LotteryGame,
  merchant: Merchant,
  periodNo: string,
  lines: readonly BetLine[],
): Promise<void> {
  const exposures = slipExposures(lines);
  if (exposures.length === 0) return;
  const rows = await tx.query<{ liability: bigint }>(
    `insert into lottery_exposure (merchant_id, game_code, period_no, play_code, number_key, liability)
     select $1, $2, $3, p, n, l from unnest($4::text[], $5::text[], $6::bigint[]) as x(p, n, l)
     on conflict (merchant_id, game_code, period_no, play_code, number_key)
       do update set liability = lottery_exposure.liability + excluded.liability
     returning liability`,
    [
      merchant.id,
      game.gameCode,
      periodNo,
      exposures.map((e) => e.playCode),
      exposures.map((e) => e.numberKey),
      exposures.map((e) => e.liability.toString()),
    ],
  );
  const limit = BigInt(game.terms.limits.maxNumberLiability);
  if (rows.some((row) => row.liability > limit)) {
    throw overLimit('lottery_number_limit', limit, merchant);
  }
}

async function insertTickets(
  tx: Tx,
  game: LotteryGame,
  merchant: Merchant,
  memberId: string,
  slipId: string,
  periodNo: string,
  lines: readonly BetLine[],
  now: number,
): Promise<TicketRow[]> {
  // Ticket ids first, so each `bet` row can carry its ticket's id as its round.
  const ids = await tx.query<{ id: bigint }>(
    `select nextval(pg_get_serial_sequence('lottery_ticket', 'id')) as id
     from generate_series(1, $1)`,
    [lines.length],
  );
  const ticketIds = ids.map((row) => row.id.toString());
  const bets = await tx.query<{ id: bigint; round_id: string }>(
    `insert into bet (merchant_id, member_id, game_id, vendor_code, round_id, currency, stake,
       status, server_seed_hash)
     select $1, $2, (select id from game where game_code = $3), $4, r, $5, s, 'open', $6
     from unnest($7::text[], $8::bigint[]) as x(r, s)
     returning id, round_id`,
    [
      merchant.id,
      memberId,
      game.gameCode,
      game.lane,
      merchant.currency,
      null,
      ticketIds,
      lines.map((line) => line.stake.toString()),
    ],
  );
  const betIds = new Map(bets.map((row) => [row.round_id, row.id.toString()]));
  const rows = await tx.query<TicketRow>(
    `insert into lottery_ticket (id, merchant_id, member_id, game_code, period_no, slip_id,
       play_code, selection, bet_count, unit, multiple, prize_group, stake, rebate, odds,
       hit_odds, placed_ms, bet_id)
     overriding system value
     select i, $1, $2, $3, $4, $5, p, s::jsonb, c, u, m, g, k, r, o, h::jsonb, $6, b
     from unnest($7::bigint[], $8::text[], $9::text[], $10::int[], $11::text[], $12::int[],
       $13::int[], $14::bigint[], $15::bigint[], $16::text[], $18::text[], $17::bigint[])
       as x(i, p, s, c, u, m, g, k, r, o, h, b)
     returning ${ticketColumns}`,
    [
      merchant.id,
      memberId,
      game.gameCode,
      periodNo,
      slipId,
      now,
      ticketIds,
      lines.map((l) => l.playCode),
      lines.map((l) => JSON.stringify(l.selection)),
      lines.map((l) => l.betCount),
      lines.map((l) => l.unit),
      lines.map((l) => l.multiple),
      lines.map((l) => l.prizeGroup),
      lines.map((l) => l.stake.toString()),
      lines.map((l) => l.rebate.toString()),
      lines.map((l) => l.odds),
      ticketIds.map((id) => betIds.get(id)),
      lines.map((l) => (l.hitOdds === null ? null : JSON.stringify(l.hitOdds))),
    ],
  );
  return rows.sort((a, b) => (a.id < b.id ? -1 : 1));
}
