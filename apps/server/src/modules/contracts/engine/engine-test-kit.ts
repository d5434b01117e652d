import type { ContractKind, ContractTerms } from '@portal/contract/contracts/terms';
import type { BillState, BillStatement } from '@portal/contract/contracts/views';
import type { Db } from '../../../db/db.ts';
import type { Merchant } from '../../../merchant/merchant.ts';
import type { Platform } from '../../../platform.ts';
import type { TestApp } from '../../../testing/test-app.ts';
import { houseAccount, mainBalance, memberAccount, postTransfer } from '../../ledger/ledger.ts';
import { runContractEngine, type EngineRun } from './engine.ts';

/**
 * The contract engine's test kit: members, contracts and settled bets written straight into the
 * database (the tree's triggers fill `agent_tree`), money through the ledger, and the engine run
 * at a chosen instant. Contracts are inserted as the lifecycle leaves them (active, or ended),
 * so these tests do not depend on the offer and accept calls.
 */

/** A settled (or other) bet of a member. */
export interface BetSpec {
  memberId: string;
  stake: bigint;
  payout: bigint;
  /** Epoch ms of settlement (and placement). */
  at: number;
  status?: 'settled' | 'open' | 'rolled_back';
}

/** A contract as the lifecycle leaves it. */
export interface ContractSpec {
  kind: ContractKind;
  uplineId: string | null;
  downlineId: string;
  terms: ContractTerms;
  activeFrom: number;
  endedAt?: number;
}

/** A `contract_bill` row as the tests read it. */
export interface BillRecord {
  id: string;
  contract_id: string;
  kind: ContractKind;
  period_start: Date;
  period_end: Date;
  payer_id: string | null;
  payee_id: string;
  state: BillState;
  amount: bigint;
  statement: BillStatement;
  attempts: number;
  txn_id: bigint | null;
  paid_at: Date | null;
}

let rounds = 0;

/** Inserts a member (type 0 player, 1 agent) under `parentId`; answers its id. */
export async function addMember(
  db: Db,
  merchant: Merchant,
  account: string,
  spec: { type?: number; parentId?: string | null } = {},
): Promise<string> {
  const [row] = await db.query<{ id: string }>(
    `insert into member (merchant_id, account, type, parent_agent_id) values ($1, $2, $3, $4)
     returning id::text as id`,
    [merchant.id, account, spec.type ?? 0, spec.parentId ?? null],
  );
  return row!.id;
}

/** Inserts a contract (active, or ended with `endedAt`); answers its id. */
export async function addContract(db: Db, merchant: Merchant, spec: ContractSpec): Promise<string> {
  const ended = spec.endedAt !== undefined;
  const [row] = await db.query<{ id: string }>(
    `insert into agent_contract (merchant_id, kind, upline_id, downline_id, state, terms,
       offered_at, active_from, ended_at, end_reason)
     values ($1, $2, $3, $4, $5, $6::text::jsonb, $7, $7, $8, $9) returning id::text as id`,
    [
      merchant.id,
      spec.kind,
      spec.uplineId,
      spec.downlineId,
      ended ? 'ended' : 'active',
      JSON.stringify(spec.terms),
      new Date(spec.activeFrom),
      ended ? new Date(spec.endedAt!) : null,
      ended ? 'terminated' : null,
    ],
  );
  return row!.id;
}

/** Inserts bets in one statement. */
export async function addBets(db: Db, merchant: Merchant, bets: readonly BetSpec[]): Promise<void> {
  if (bets.length === 0) return;
  const ids = bets.map(() => `kit-${process.pid}-${(rounds += 1)}`);
  await db.query(
    `insert into bet (merchant_id, member_id, vendor_code, round_id, currency, stake, payout,
       status, created_at, settled_at)
     select $1, m, 'PGE', r, $2, s, p, st, at, case when st = 'open' then null else at end
     from unnest($3::int8[], $4::text[], $5::int8[], $6::int8[], $7::text[], $8::timestamptz[])
       as x(m, r, s, p, st, at)`,
    [
      merchant.id,
      merchant.currency,
      bets.map((b) => b.memberId),
      ids,
      bets.map((b) => b.stake.toString()),
      bets.map((b) => b.payout.toString()),
      bets.map((b) => b.status ?? 'settled'),
      bets.map((b) => new Date(b.at).toISOString()),
    ],
  );
}

/** Moves `amount` from a house account to a member's main wallet, as ledger `kind`, dated `at`. */
export async function credit(
  db: Db,
  merchant: Merchant,
  memberId: string,
  amount: bigint,
  kind = 'seed',
  at?: number,
): Promise<void> {
  const spec = { merchantId: merchant.id, currency: merchant.currency };
  const { txnId } = await db.transaction(async (tx) =>
    postTransfer(tx, {
      merchantId: merchant.id,
      kind,
      idempotencyKey: `kit-credit:${process.pid}:${(rounds += 1)}`,
      entries: [
        { accountId: await memberAccount(tx, { ...spec, memberId }), amount },
        { accountId: await houseAccount(tx, { ...spec, name: `kit-${kind}` }), amount: -amount },
      ],
    }),
  );
  if (at === undefined) return;
  // The ledger refuses updates; a test writing the past skips that guard in its own
  // transaction (as the reports' fixture does).
  await db.transaction(async (tx) => {
    await tx.query('set local session_replication_role = replica');
    await tx.query('update ledger_txn set created_at = $2 where id = $1', [
      txnId.toString(),
      new Date(at),
    ]);
  });
}

/** The bills of a contract (or of all), oldest period first. */
export async function billsOf(db: Db, contractId?: string): Promise<BillRecord[]> {
  return db.query<BillRecord>(
    `select id::text as id, contract_id::text as contract_id, kind, period_start, period_end,
       payer_id::text as payer_id, payee_id::text as payee_id, state, amount, statement,
       attempts, txn_id, paid_at
     from contract_bill where ($1::int8 is null or contract_id = $1)
     order by contract_id, period_start`,
    [contractId ?? null],
  );
}

/** A member's main balance. */
export function balanceOf(db: Db, merchant: Merchant, memberId: string): Promise<bigint> {
  return mainBalance(db, { merchantId: merchant.id, memberId, currency: merchant.currency });
}

/** Stores the demo brand's `contracts` setting. */
export async function setContractSettings(
  db: Db,
  merchant: Merchant,
  value: Record<string, unknown>,
): Promise<void> {
  await db.query(
    `insert into merchant_setting (merchant_id, key, value) values ($1, 'contracts', $2::text::jsonb)
     on conflict (merchant_id, key) do update set value = excluded.value`,
    [merchant.id, JSON.stringify(value)],
  );
}

/** The kit over a booted test app: the demo brand, and the engine run as of an instant. */
export interface EngineKit {
  t: TestApp;
  db: Db;
  platform: Platform;
  merchant: Merchant;
  run(now: number, merchant?: Merchant): Promise<EngineRun>;
}

export async function engineKit(t: TestApp): Promise<EngineKit> {
  const { platform } = t.app;
  const merchant = (await platform.directory.byCode('demo'))!;
  return {
    t,
    db: t.db,
    platform,
    merchant,
    run: (now, m = merchant) => runContractEngine(platform, m, { now, log: t.app.log }),
  };
}

/** Minor units of a decimal amount at the demo brand's scale. */
export const minor = (merchant: Merchant, text: string) => merchant.money.parse(text);

/** Tiered terms: `[rate, minValidBet, minActiveMembers, minProfit]` rows. */
export function tierTerms(
  rows: ReadonlyArray<readonly [string, string, number?, string?]>,
  period?: ContractTerms['period'],
): ContractTerms {
  return {
    ...(period ? { period } : {}),
    tiers: rows.map(([rate, minValidBet, minActiveMembers = 0, minProfit = '0']) => ({
      rate,
      minValidBet,
      minProfit,
      minActiveMembers,
    })),
  };
}
