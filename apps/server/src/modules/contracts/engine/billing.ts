import { contractAmount } from '@portal/contract/contracts/calculate';
import type { Period } from '@portal/contract/contracts/periods';
import {
  formatRate,
  type ContractKind,
  type ContractTerms,
} from '@portal/contract/contracts/terms';
import type { BillState, BillStatement } from '@portal/contract/contracts/views';
import type { FastifyBaseLogger } from 'fastify';
import type { Tx } from '../../../db/db.ts';
import type { Merchant } from '../../../merchant/merchant.ts';
import type { Platform } from '../../../platform.ts';
import type { WindowFigures } from './figures.ts';
import { billKey, LockedWallets, sendBalances, walletsOf, type Wallets } from './payments.ts';
import { yieldToEventLoop } from '../../../jobs/yield.ts';

/**
 * Writing bills (the definitions are in engine.ts). A batch of bills of one period is one
 * database transaction that locks its contract rows and then every wallet it moves, each set
 * in id order (payments.ts): two runs (or a run and a wallet call) can wait for each other but
 * never deadlock. A bill is written only when its contract's `billed_until` is still the value
 * the run planned from, so a bill another run wrote is skipped, never made twice. A batch that
 * fails for any other reason is rolled back whole and its bills are written again one per
 * transaction, so one bad bill holds back only its own contract. An idle window (no counted bet,
 * nothing owed) writes no bill row; its contract's `billed_until` moves past it in the same
 * transaction and under the same check, as if a bill had been written.
 */

/** A contract the engine bills, as read from `agent_contract`. */
export interface DueContract {
  id: string;
  kind: ContractKind;
  uplineId: string | null;
  downlineId: string;
  terms: ContractTerms;
  activeFrom: number;
  endedAt: number | null;
  billedUntil: number | null;
}

/** One contract due for one period: what the engine planned. */
export interface DueBill {
  contract: DueContract;
  period: Period;
  /** The contract's `billed_until` this bill continues from (null: never billed yet). */
  after: number | null;
  /** The window counted: the period within the contract's active time. */
  windowStart: number;
  windowEnd: number;
}

/** A due bill with its figures and the amount they make. */
export interface PricedBill extends DueBill {
  amount: bigint;
  statement: BillStatement;
  /** No counted bet and nothing owed: the window is passed without a bill row. */
  idle: boolean;
}

/** Rows per transaction: long enough to save round trips, short enough to hold wallets briefly. */
const batchSize = 50;

const iso = (ms: number) => new Date(ms).toISOString();

/** The bill's amount and its statement: every input of the computation, as the wire shows it. */
export function priceBill(bill: DueBill, figures: WindowFigures, merchant: Merchant): PricedBill {
  const { kind, terms } = bill.contract;
  const result = contractAmount(kind, terms, figures, merchant.money);
  const money = (amount: bigint) => merchant.money.format(amount);
  return {
    ...bill,
    amount: result.amount,
    idle: figures.bets === 0 && result.amount === 0n,
    statement: {
      windowStart: iso(bill.windowStart),
      windowEnd: iso(bill.windowEnd),
      figures: {
        validBet: money(figures.validBet),
        profit: money(figures.profit),
        payout: money(figures.payout),
        bonus: money(figures.bonus),
        activeMembers: figures.activeMembers,
        bets: figures.bets,
        winStake: money(figures.winStake),
        lossStake: money(figures.lossStake),
      },
      terms,
      tier: result.tier,
      rate: formatRate(result.rate),
      base: money(result.base),
      formula: result.formula,
      amount: money(result.amount),
    },
  };
}

const payerOf = (bill: DueBill, wallets: Wallets) =>
  bill.contract.uplineId === null ? wallets.house : wallets.members.get(bill.contract.uplineId)!;

interface Written {
  bill: PricedBill;
  state: BillState;
  txnId: bigint | null;
}

/**
 * One transaction: the batch's bills whose contract is where the run left it; `idle`: the
 * windows passed without a bill row.
 */
async function writeBatch(
  tx: Tx,
  merchant: Merchant,
  bills: readonly PricedBill[],
  wallets: Wallets,
): Promise<{ written: Written[]; idle: PricedBill[]; balances: Map<string, bigint> }> {
  // `skip locked`: a contract an offer, answer or termination holds right now is left for the
  // next run, so the engine never waits on (nor deadlocks with) a lifecycle transaction.
  const rows = await tx.query<{ id: string; billed_until: Date | null; ended_at: Date | null }>(
    `select id::text as id, billed_until, ended_at from agent_contract
     where id = any($1::int8[]) order by id for update skip locked`,
    [bills.map((b) => b.contract.id)],
  );
  const current = new Map(rows.map((row) => [row.id, row]));
  // Billed by another run, or ended since this run read it (its window would be too long):
  // nothing to do here; the next run plans it again.
  const fresh = bills.filter((b) => {
    const row = current.get(b.contract.id);
    return (
      row !== undefined &&
      (row.billed_until?.getTime() ?? null) === b.after &&
      (row.ended_at?.getTime() ?? null) === b.contract.endedAt
    );
  });
  if (fresh.length === 0) return { written: [], idle: [], balances: new Map() };
  const paying = fresh.filter((b) => b.amount > 0n);
  const locked = await LockedWallets.lock(
    tx,
    merchant.id,
    paying.flatMap((b) => [payerOf(b, wallets), wallets.members.get(b.contract.downlineId)!]),
  );
  const written: Written[] = [];
  const idle: PricedBill[] = [];
  for (const bill of fresh) {
    if (bill.idle) {
      idle.push(bill);
      continue;
    }
    if (bill.amount === 0n) {
      written.push({ bill, state: 'notReached', txnId: null });
      continue;
    }
    const txnId = await locked.pay(tx, {
      kind: bill.contract.kind,
      key: billKey(bill.contract.id, bill.period.key),
      amount: bill.amount,
      payer: payerOf(bill, wallets),
      payee: wallets.members.get(bill.contract.downlineId)!,
    });
    written.push({ bill, state: txnId === null ? 'insufficient' : 'paid', txnId });
  }
  if (written.length > 0)
    await tx.query(
      `insert into contract_bill (merchant_id, contract_id, kind, period_start, period_end, payer_id,
         payee_id, state, amount, statement, attempts, txn_id, paid_at)
       select $1, x.contract_id, x.kind, x.ps, x.pe, x.payer, x.payee, x.state, x.amount,
         x.statement::jsonb, x.attempts, x.txn, case when x.state = 'paid' then now() end
       from unnest($2::int8[], $3::text[], $4::timestamptz[], $5::timestamptz[], $6::int8[],
         $7::int8[], $8::text[], $9::int8[], $10::text[], $11::int[], $12::int8[])
         as x(contract_id, kind, ps, pe, payer, payee, state, amount, statement, attempts, txn)`,
      [
        merchant.id,
        written.map((w) => w.bill.contract.id),
        written.map((w) => w.bill.contract.kind),
        written.map((w) => iso(w.bill.period.start)),
        written.map((w) => iso(w.bill.period.end)),
        written.map((w) => w.bill.contract.uplineId),
        written.map((w) => w.bill.contract.downlineId),
        written.map((w) => w.state),
        written.map((w) => w.bill.amount.toString()),
        written.map((w) => JSON.stringify(w.bill.statement)),
        written.map((w) => (w.state === 'notReached' ? 0 : 1)),
        written.map((w) => w.txnId?.toString() ?? null),
      ],
    );
  // The last window of an ended contract stores `ended_at` itself (the read value lost its
  // microseconds), so `billed_until = ended_at` marks the contract done. Idle windows move it
  // the same way: they are never planned again.
  const moved = [...written.map((w) => w.bill), ...idle];
  await tx.query(
    `update agent_contract a
     set billed_until = case when x.last then a.ended_at else x.until end
     from unnest($1::int8[], $2::timestamptz[], $3::bool[]) as x(id, until, last)
     where a.id = x.id`,
    [
      moved.map((b) => b.contract.id),
      moved.map((b) => iso(b.windowEnd)),
      moved.map((b) => b.windowEnd === b.contract.endedAt),
    ],
  );
  return { written, idle, balances: locked.moved() };
}

/**
 * What a call wrote, by state; `idle`: the windows passed without a bill row; `contracts`: the
 * contracts that got their bill or had their window passed.
 */
export interface BillingOutcome {
  paid: number;
  insufficient: number;
  notReached: number;
  idle: number;
  contracts: Set<string>;
}

/**
 * Writes the priced bills of one period (each contract at most once), in batches; answers
 * what was written. A bill that cannot be written is logged and left for the next run.
 */
export async function writeBills(
  platform: Platform,
  merchant: Merchant,
  bills: readonly PricedBill[],
  log?: FastifyBaseLogger,
): Promise<BillingOutcome> {
  const outcome: BillingOutcome = {
    paid: 0,
    insufficient: 0,
    notReached: 0,
    idle: 0,
    contracts: new Set(),
  };
  if (bills.length === 0) return outcome;
  const { db } = platform;
  const wallets = await walletsOf(
    db,
    merchant,
    bills.flatMap((b) => [
      b.contract.downlineId,
      ...(b.contract.uplineId ? [b.contract.uplineId] : []),
    ]),
  );
  const record = async (batch: readonly PricedBill[]) => {
    const { written, idle, balances } = await db.transaction((tx) =>
      writeBatch(tx, merchant, batch, wallets),
    );
    for (const w of written) {
      outcome[w.state] += 1;
      outcome.contracts.add(w.bill.contract.id);
    }
    for (const bill of idle) {
      outcome.idle += 1;
      outcome.contracts.add(bill.contract.id);
    }
    await sendBalances(platform, merchant, balances);
  };
  for (let i = 0; i < bills.length; i += batchSize) {
    // On the embedded database every statement resolves without I/O: without a turn of the
    // event loop between batches, a long run would hold every request of this node.
    if (i > 0) await yieldToEventLoop();
    const batch = bills.slice(i, i + batchSize);
    try {
      await record(batch);
    } catch (err) {
      log?.warn({ err, bills: batch.length }, 'contract bill batch failed; writing one by one');
      for (const bill of batch) {
        try {
          await record([bill]);
        } catch (error) {
          log?.error(
            { err: error, contract: bill.contract.id, period: bill.period.key },
            'contract bill not written; the next run tries again',
          );
        }
      }
    }
  }
  return outcome;
}
