import { createHash } from 'node:crypto';
import type { Queryable, Tx } from '../../db/db.ts';

/**
 * The ledger (docs/architecture.md "Money"): accounts with balances cached beside their entries,
 * transactions whose entries sum to zero, and entries that are only ever inserted. Amounts are
 * bigint minor units of the accounts' one currency. The wallet issue builds on `postTransfer`.
 */

/** One side of a transfer: a positive amount credits the account, a negative one debits it. */
export interface LedgerEntryInput {
  accountId: bigint;
  amount: bigint;
}

export interface TransferRequest {
  merchantId: number;
  /** What the movement is (`freeplay_credit`, `deposit`, `seed`...). */
  kind: string;
  /** Unique per merchant: the same key posts once; a replay returns the first transaction. */
  idempotencyKey: string;
  entries: readonly LedgerEntryInput[];
  /**
   * When the movement happened. Live paths leave it to the database clock; the demo seeders
   * book a brand's past weeks with it, so reports by day have a history from the first start.
   */
  at?: Date;
}

export interface TransferResult {
  txnId: bigint;
  /** True when the key had already been posted with the same entries. */
  replayed: boolean;
}

/** A member account would go below zero. Nothing was written. */
export class InsufficientFunds extends Error {
  constructor(readonly accountId: bigint) {
    super(`account ${accountId} has insufficient funds`);
    this.name = 'InsufficientFunds';
  }
}

/** The idempotency key was already used for a different transfer. Nothing was written. */
export class IdempotencyConflict extends Error {
  constructor(readonly idempotencyKey: string) {
    super(`idempotency key ${idempotencyKey} was used for another transfer`);
    this.name = 'IdempotencyConflict';
  }
}

interface AccountRow {
  id: bigint;
  merchant_id: number;
  kind: 'main' | 'vendor' | 'house';
  house_name: string | null;
  currency: string;
  balance: bigint;
}

/**
 * What a transfer is, for telling a replay from another transfer under the same key. A house
 * leg counts by the house account's name, not by the bucket row it landed on: a retry may be
 * spread to another bucket and is still the same transfer.
 */
function requestHash(request: TransferRequest, byId: ReadonlyMap<bigint, AccountRow>): string {
  const entries = [...request.entries]
    .map((e) => {
      const account = byId.get(e.accountId)!;
      const who = account.kind === 'house' ? `house:${account.house_name}` : String(e.accountId);
      return `${who}:${e.amount}`;
    })
    .sort()
    .join(',');
  return createHash('sha256').update(`${request.kind}|${entries}`).digest('hex');
}

/**
 * Posts a balanced transfer inside the caller's transaction: locks the accounts in id order
 * (so two transfers over the same accounts cannot deadlock), refuses a member account going
 * negative, writes the transaction and its entries and updates the cached balances. The
 * database checks the balance constraint and, at commit, that the entries sum to zero. Two
 * statements in the usual case: the locking read, then one write of everything.
 */
export async function postTransfer(tx: Tx, request: TransferRequest): Promise<TransferResult> {
  const { entries } = request;
  if (entries.length < 2) throw new RangeError('a transfer needs at least two entries');
  if (entries.some((e) => e.amount === 0n)) throw new RangeError('entries must not be zero');
  if (entries.reduce((sum, e) => sum + e.amount, 0n) !== 0n)
    throw new RangeError('entries must sum to zero');
  const ids = [...new Set(entries.map((e) => e.accountId))].sort((a, b) => (a < b ? -1 : 1));
  if (ids.length !== entries.length) throw new RangeError('an account appears twice');

  const accounts = await tx.query<AccountRow>(
    `select id, merchant_id, kind, house_name, currency, balance from ledger_account
     where id = any($1::bigint[]) order by id for update`,
    [ids.map(String)],
  );
  if (accounts.length !== ids.length) throw new RangeError('unknown ledger account');
  if (accounts.some((a) => a.merchant_id !== request.merchantId))
    throw new RangeError('accounts of another merchant');
  if (new Set(accounts.map((a) => a.currency)).size !== 1)
    throw new RangeError('accounts in different currencies');

  const byId = new Map(accounts.map((a) => [a.id, a]));
  const hash = requestHash(request, byId);
  // A replay of a key already posted answers the first transaction, whatever the balances are
  // now; another transfer under the key is a conflict.
  const replayOf = async (): Promise<TransferResult | null> => {
    const [existing] = await tx.query<{ id: bigint; request_hash: string }>(
      'select id, request_hash from ledger_txn where merchant_id = $1 and idempotency_key = $2',
      [request.merchantId, request.idempotencyKey],
    );
    if (!existing) return null;
    if (existing.request_hash !== hash) throw new IdempotencyConflict(request.idempotencyKey);
    return { txnId: existing.id, replayed: true };
  };

  for (const entry of entries) {
    const account = byId.get(entry.accountId)!;
    if (account.kind !== 'house' && account.balance + entry.amount < 0n) {
      const replay = await replayOf();
      if (replay) return replay;
      throw new InsufficientFunds(entry.accountId);
    }
  }
  // One statement writes the transaction, every entry and every cached balance (the accounts
  // are locked above): a key already used writes nothing and answers no row.
  const [inserted] = await tx.query<{ id: bigint }>(
    `with t as (
       insert into ledger_txn (merchant_id, kind, idempotency_key, request_hash, created_at)
       values ($1, $2, $3, $4, coalesce($5::timestamptz, now()))
       on conflict (merchant_id, idempotency_key) do nothing returning id),
     e as (
       insert into ledger_entry (txn_id, account_id, amount)
       select t.id, x.account_id, x.amount
       from t, unnest($6::bigint[], $7::bigint[]) as x(account_id, amount)
       returning account_id, amount),
     b as (
       update ledger_account a set balance = a.balance + e.amount from e where a.id = e.account_id)
     select id from t`,
    [
      request.merchantId,
      request.kind,
      request.idempotencyKey,
      hash,
      request.at ?? null,
      entries.map((e) => e.accountId.toString()),
      entries.map((e) => e.amount.toString()),
    ],
  );
  if (!inserted) {
    const replay = await replayOf();
    if (!replay)
      throw new Error(`ledger transaction ${request.idempotencyKey} neither new nor found`);
    return replay;
  }
  return { txnId: inserted.id, replayed: false };
}

/**
 * The id of an account found by `find`, created by `create` when missing. Accounts are made once
 * and read on every money movement: the read comes first, so the usual case is one statement.
 */
async function accountId(
  find: () => Promise<Array<{ id: bigint }>>,
  create: () => Promise<unknown>,
): Promise<bigint> {
  const [found] = await find();
  if (found) return found.id;
  await create();
  const [made] = await find();
  return made!.id;
}

/** The id of a member's account of a kind (created empty when missing). */
export async function memberAccount(
  q: Queryable,
  spec: {
    merchantId: number;
    memberId: string;
    currency: string;
    kind?: 'main' | 'vendor';
    vendor?: string;
  },
): Promise<bigint> {
  const kind = spec.kind ?? 'main';
  const vendor = kind === 'vendor' ? (spec.vendor ?? null) : null;
  return accountId(
    () =>
      q.query<{ id: bigint }>(
        `select id from ledger_account where merchant_id = $1 and owner_member_id = $2 and kind = $3
           and coalesce(vendor, '') = coalesce($4, '') and currency = $5`,
        [spec.merchantId, spec.memberId, kind, vendor, spec.currency],
      ),
    () =>
      q.query(
        `insert into ledger_account (merchant_id, kind, owner_member_id, vendor, currency)
         values ($1, $2, $3, $4, $5) on conflict do nothing`,
        [spec.merchantId, kind, spec.memberId, vendor, spec.currency],
      ),
  );
}

/**
 * How many rows one house account is spread over (docs/decisions/0017-house-account-buckets.md).
 * Every transfer locks its accounts; with one row per house account, every member's transfer
 * against it would queue behind the others. Changing the number is safe: a house account's
 * balance is the sum of whatever buckets it has.
 */
export const houseBuckets = 16;

/** The bucket a spread key lands in: FNV-1a of the key, so one member always meets the same row. */
export function houseBucketOf(spread: string | undefined): number {
  if (spread === undefined) return 0;
  let hash = 0x811c9dc5;
  for (let index = 0; index < spread.length; index += 1) {
    hash ^= spread.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) % houseBuckets;
}

/**
 * The id of a named house account's bucket (created when missing). House accounts may go
 * negative. `spread` (the member a movement is for) picks the bucket, so transfers of different
 * members lock different rows; without it, bucket 0.
 */
export async function houseAccount(
  q: Queryable,
  spec: { merchantId: number; name: string; currency: string; spread?: string },
): Promise<bigint> {
  const bucket = houseBucketOf(spec.spread);
  return accountId(
    () =>
      q.query<{ id: bigint }>(
        `select id from ledger_account where merchant_id = $1 and kind = 'house' and house_name = $2
           and currency = $3 and house_bucket = $4`,
        [spec.merchantId, spec.name, spec.currency, bucket],
      ),
    () =>
      q.query(
        `insert into ledger_account (merchant_id, kind, house_name, currency, house_bucket)
         values ($1, 'house', $2, $3, $4) on conflict do nothing`,
        [spec.merchantId, spec.name, spec.currency, bucket],
      ),
  );
}

/** A house account's balance in minor units: the sum of its buckets (0 without any). */
export async function houseBalance(
  q: Queryable,
  spec: { merchantId: number; name: string; currency: string },
): Promise<bigint> {
  const [row] = await q.query<{ balance: bigint | null }>(
    `select sum(balance)::bigint as balance from ledger_account
     where merchant_id = $1 and kind = 'house' and house_name = $2 and currency = $3`,
    [spec.merchantId, spec.name, spec.currency],
  );
  return row?.balance ?? 0n;
}

/** A member's main-wallet balance in minor units (0 without an account). */
export async function mainBalance(
  q: Queryable,
  spec: { merchantId: number; memberId: string; currency: string },
): Promise<bigint> {
  const [row] = await q.query<{ balance: bigint }>(
    `select balance from ledger_account
     where merchant_id = $1 and owner_member_id = $2 and kind = 'main' and currency = $3`,
    [spec.merchantId, spec.memberId, spec.currency],
  );
  return row?.balance ?? 0n;
}
