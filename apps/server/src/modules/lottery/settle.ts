import type { Db, Tx } from '../../db/db.ts';
import type { Merchant } from '../../merchant/merchant.ts';
import type { Platform } from '../../platform.ts';
import { houseAccount, mainBalance, memberAccount, postTransfer } from '../ledger/ledger.ts';
import { yieldToEventLoop } from '../../jobs/yield.ts';
import type { LotteryGame } from './lottery-terms.ts';
import { periodColumns, type PeriodRow } from './periods.ts';
import {
  fingerprintOf,
  fingerprintTickets,
  outcomeOf,
  ticketColumns,
  type TicketRow,
} from './tickets.ts';

/**
 * Settlement (reference section 4): when a period is drawn, each member's tickets are settled
 * in one transaction per member and result version. That transaction first writes the
 * member's `lottery_settlement` row for the version; a second run (another node, the retry after
 * a crash) finds the row and pays nothing. In the same transaction: each ticket's outcome, its
 * `bet` row (bet history, turnover, the winner board), and the payout and rebate through the
 * ledger under keys of the period, member and version. A crash anywhere leaves either all of a
 * member's settlement or none of it, and the next run completes the rest.
 *
 * A corrected result (MANUAL games) bumps the version: the next settlement of each member
 * credits the new outcome, then reverses what the previous version paid, as new entries; what
 * the member has since spent and cannot be taken back is recorded as the old row's shortfall.
 */

/** The house account lottery stakes go to and prizes come from (the member's bucket). */
export function lotteryHouse(q: Tx, merchant: Merchant, memberId: string): Promise<bigint> {
  return houseAccount(q, {
    merchantId: merchant.id,
    name: 'lottery',
    currency: merchant.currency,
    spread: memberId,
  });
}

type PeriodKey = { merchantId: number; gameCode: string; periodNo: string };
const keyParams = (p: PeriodKey) => [p.merchantId, p.gameCode, p.periodNo] as const;
const ledgerKey = (kind: string, p: PeriodKey, memberId: string, version: number) =>
  `lottery:${kind}:${p.gameCode}:${p.periodNo}:${memberId}:v${version}`;

/** What one member's settlement paid, for the balance push after commit. */
interface MemberSettled {
  memberId: string;
  balance: bigint;
}

/**
 * Settles one member's tickets of a drawn period at the period's result version; null when that
 * settlement already exists.
 */
export async function settleMember(
  db: Db,
  merchant: Merchant,
  period: PeriodRow,
  memberId: string,
): Promise<MemberSettled | null> {
  const key: PeriodKey = {
    merchantId: period.merchant_id,
    gameCode: period.game_code,
    periodNo: period.period_no,
  };
  const version = period.result_version;
  const result = period.result;
  if (result === null) throw new Error('settling a period without a result');
  return db.transaction(async (tx) => {
    const [claimed] = await tx.query<{ claimed: boolean }>(
      `insert into lottery_settlement (merchant_id, game_code, period_no, member_id, version,
         payout, rebate)
       values ($1, $2, $3, $4, $5, 0, 0) on conflict do nothing returning true as claimed`,
      [...keyParams(key), memberId, version],
    );
    if (!claimed) return null;
    const tickets = await tx.query<TicketRow>(
      `select ${ticketColumns} from lottery_ticket
       where merchant_id = $1 and game_code = $2 and period_no = $3 and member_id = $4
         and status in ('PENDING', 'WON', 'LOST', 'TIE')
       order by id for update`,
      [...keyParams(key), memberId],
    );
    const outcomes = tickets.map((ticket) => {
      const outcome = outcomeOf(ticket, result, merchant);
      // A tie is a void bet: its stake comes back and it earns no rebate.
      return { ticket, outcome, rebate: outcome.status === 'TIE' ? 0n : ticket.rebate };
    });
    await tx.query(
      `update lottery_ticket t set status = x.s, payout = x.p, rebate = x.r, settled_at = now()
       from unnest($1::bigint[], $2::text[], $3::bigint[], $4::bigint[]) as x(id, s, p, r)
       where t.id = x.id`,
      [
        outcomes.map((o) => o.ticket.id.toString()),
        outcomes.map((o) => o.outcome.status),
        outcomes.map((o) => o.outcome.payout.toString()),
        outcomes.map((o) => o.rebate.toString()),
      ],
    );
    await tx.query(
      `update bet b set payout = x.p, status = x.s, settled_at = now()
       from unnest($1::bigint[], $2::bigint[], $3::text[]) as x(id, p, s) where b.id = x.id`,
      [
        outcomes.map((o) => o.ticket.bet_id.toString()),
        outcomes.map((o) => o.outcome.payout.toString()),
        outcomes.map((o) => (o.outcome.status === 'TIE' ? 'rolled_back' : 'settled')),
      ],
    );
    const payout = outcomes.reduce((sum, o) => sum + o.outcome.payout, 0n);
    const rebate = outcomes.reduce((sum, o) => sum + o.rebate, 0n);
    const wallet = await memberAccount(tx, {
      merchantId: merchant.id,
      memberId,
      currency: merchant.currency,
    });
    const house = await lotteryHouse(tx, merchant, memberId);
    const credit = async (kind: string, amount: bigint) => {
      if (amount <= 0n) return;
      await postTransfer(tx, {
        merchantId: merchant.id,
        kind: `lottery_${kind}`,
        idempotencyKey: ledgerKey(kind, key, memberId, version),
        entries: [
          { accountId: wallet, amount },
          { accountId: house, amount: -amount },
        ],
      });
    };
    await credit('payout', payout);
    await credit('rebate', rebate);
    await reversePrevious(tx, merchant, key, memberId, version, wallet, house);
    await tx.query(
      `update lottery_settlement set payout = $6, rebate = $7
       where merchant_id = $1 and game_code = $2 and period_no = $3 and member_id = $4
         and version = $5`,
      [...keyParams(key), memberId, version, payout.toString(), rebate.toString()],
    );
    const balance = await mainBalance(tx, {
      merchantId: merchant.id,
      memberId,
      currency: merchant.currency,
    });
    return { memberId, balance };
  });
}

/** Takes back what the member's previous settlement of the period paid (corrections only). */
async function reversePrevious(
  tx: Tx,
  merchant: Merchant,
  key: PeriodKey,
  memberId: string,
  version: number,
  wallet: bigint,
  house: bigint,
): Promise<void> {
  const [previous] = await tx.query<{ version: number; payout: bigint; rebate: bigint }>(
    `select version, payout, rebate from lottery_settlement
     where merchant_id = $1 and game_code = $2 and period_no = $3 and member_id = $4
       and version < $5 and not reversed
     order by version desc limit 1 for update`,
    [...keyParams(key), memberId, version],
  );
  if (!previous) return;
  const owed = previous.payout + previous.rebate;
  const [account] = await tx.query<{ balance: bigint }>(
    'select balance from ledger_account where id = $1 for update',
    [wallet.toString()],
  );
  const taken = owed < account!.balance ? owed : account!.balance;
  if (taken > 0n) {
    await postTransfer(tx, {
      merchantId: merchant.id,
      kind: 'lottery_reversal',
      idempotencyKey: ledgerKey('reversal', key, memberId, previous.version),
      entries: [
        { accountId: wallet, amount: -taken },
        { accountId: house, amount: taken },
      ],
    });
  }
  await tx.query(
    `update lottery_settlement set reversed = true, shortfall = $6
     where merchant_id = $1 and game_code = $2 and period_no = $3 and member_id = $4
       and version = $5`,
    [...keyParams(key), memberId, previous.version, (owed - taken).toString()],
  );
}

/** Members with tickets of the period still to settle at its current result version. */
async function membersToSettle(db: Db, period: PeriodRow): Promise<string[]> {
  const rows = await db.query<{ member_id: string }>(
    `select distinct t.member_id::text as member_id from lottery_ticket t
     where t.merchant_id = $1 and t.game_code = $2 and t.period_no = $3
       and t.status in ('PENDING', 'WON', 'LOST', 'TIE')
       and not exists (select 1 from lottery_settlement s
         where s.merchant_id = t.merchant_id and s.game_code = t.game_code
           and s.period_no = t.period_no and s.member_id = t.member_id and s.version = $4)
     order by 1`,
    [period.merchant_id, period.game_code, period.period_no, period.result_version],
  );
  return rows.map((row) => row.member_id);
}

/**
 * The game-break check (reference section 6): before anything is paid, the tickets stored now
 * must still give the fingerprint sealed at the close. A mismatch stops the settlement (and is
 * logged) instead of paying a ticket set that changed after sales closed.
 */
export class TicketSetChanged extends Error {
  constructor(readonly period: PeriodKey) {
    super(`lottery period ${period.gameCode} ${period.periodNo}: tickets changed after close`);
    this.name = 'TicketSetChanged';
  }
}

/**
 * Settles every member of a drawn period, then marks it SETTLED. Safe to run twice at once or
 * again after a crash: each member's settlement happens once per result version.
 */
export async function settlePeriod(
  platform: Platform,
  merchant: Merchant,
  game: LotteryGame,
  periodNo: string,
): Promise<void> {
  const { db } = platform;
  const key: PeriodKey = { merchantId: game.merchantId, gameCode: game.gameCode, periodNo };
  const [period] = await db.query<PeriodRow>(
    `select ${periodColumns} from lottery_period
     where merchant_id = $1 and game_code = $2 and period_no = $3`,
    [...keyParams(key)],
  );
  if (!period || period.status !== 'DRAWN') return;
  if ((await fingerprintOf(await fingerprintTickets(db, key))) !== period.fingerprint) {
    throw new TicketSetChanged(key);
  }
  for (const memberId of await membersToSettle(db, period)) {
    await yieldToEventLoop();
    const settled = await settleMember(db, merchant, period, memberId);
    if (settled === null) continue;
    await platform.realtime
      .sendToMember(merchant.id, memberId, {
        type: 'balance',
        payload: { balance: merchant.money.format(settled.balance) },
      })
      .catch(() => undefined);
  }
  await db.query(
    `update lottery_period p set status = 'SETTLED', settled_at = now()
     where merchant_id = $1 and game_code = $2 and period_no = $3 and status = 'DRAWN'
       and result_version = $4
       and not exists (select 1 from lottery_ticket t
         where t.merchant_id = p.merchant_id and t.game_code = p.game_code
           and t.period_no = p.period_no and t.status in ('PENDING', 'WON', 'LOST', 'TIE')
           and not exists (select 1 from lottery_settlement s
             where s.merchant_id = t.merchant_id and s.game_code = t.game_code
               and s.period_no = t.period_no and s.member_id = t.member_id
               and s.version = p.result_version))`,
    [...keyParams(key), period.result_version],
  );
}
