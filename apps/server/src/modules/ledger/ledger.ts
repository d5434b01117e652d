import type { Queryable } from '../../db/db.ts';

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

/**
 * Posts a balanced transfer in one statement (`portal_ledger_post`, migrations 0043 and 0048;
 * ADR 0023): it locks the accounts in id order (so two transfers over the same accounts cannot
 * deadlock), refuses a member account going negative, writes the transaction and its entries
 * and updates the cached balances. The database checks the balance constraint and, at commit, that the
 * entries sum to zero. Being one statement, a post is atomic on its own: inside the caller's
 * transaction it is part of that transaction; on the pool it commits by itself. A refusal
 * (insufficient funds, a key used for another transfer) writes nothing and leaves the caller's
 * transaction usable.
 */
export async function postTransfer(
  q: Queryable,
  request: TransferRequest,
): Promise<TransferResult> {
  const { entries } = request;
  if (entries.length < 2) throw new RangeError('a transfer needs at least two entries');
  if (entries.some((e) => e.amount === 0n)) throw new RangeError('entries must not be zero');
  if (entries.reduce((sum, e) => sum + e.amount, 0n) !== 0n)
    throw new RangeError('entries must sum to zero');
  if (new Set(entries.map((e) => e.accountId)).size !== entries.length)
    throw new RangeError('an account appears twice');

  let rows: Array<{ txn: bigint | null; state: PostState; account: bigint | null }>;
  try {
    rows = await q.query(
      `select txn, state, account from portal_ledger_post($1, $2, $3, $4, $5::bigint[], $6::bigint[])`,
      [
        request.merchantId,
        request.kind,
        request.idempotencyKey,
        request.at ?? null,
        entries.map((e) => e.accountId.toString()),
        entries.map((e) => e.amount.toString()),
      ],
    );
  } catch (err) {
    // The function's checks of the accounts themselves: a caller's mistake, as before.
    if ((err as { code?: string }).code === '22023') throw new RangeError((err as Error).message);
    throw err;
  }
  const [row] = rows;
  switch (row?.state) {
    case 'posted':
      return { txnId: row.txn!, replayed: false };
    case 'replayed':
      return { txnId: row.txn!, replayed: true };
    case 'conflict':
      throw new IdempotencyConflict(request.idempotencyKey);
    case 'short':
      throw new InsufficientFunds(row.account!);
    default:
      throw new Error(`ledger post ${request.idempotencyKey} answered ${String(row?.state)}`);
  }
}

type PostState = 'posted' | 'replayed' | 'conflict' | 'short';

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

/** A member's wallet: the main one (the default) or the one kept for a vendor. */
export interface MemberAccountSpec {
  merchantId: number;
  memberId: string;
  currency: string;
  kind?: 'main' | 'vendor';
  vendor?: string;
}

/** The id of a member's account of a kind (created empty when missing). */
export async function memberAccount(q: Queryable, spec: MemberAccountSpec): Promise<bigint> {
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

/** A house account by name; `spread` picks the bucket (see `houseAccount`). */
export interface HouseAccountSpec {
  merchantId: number;
  name: string;
  currency: string;
  spread?: string;
}

/**
 * The id of a named house account's bucket (created when missing). House accounts may go
 * negative. `spread` (the member a movement is for) picks the bucket, so transfers of different
 * members lock different rows; without it, bucket 0.
 */
export async function houseAccount(q: Queryable, spec: HouseAccountSpec): Promise<bigint> {
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

/**
 * A member's main-wallet balance in minor units (0 without an account) as a scalar subquery,
 * for statements that read it beside other things: `$1` is the merchant, `$2` the member and
 * `currency` names the currency's parameter.
 */
export function mainBalanceSql(currency: `$${number}`): string {
  return `coalesce((select balance from ledger_account
    where merchant_id = $1 and owner_member_id = $2 and kind = 'main' and currency = ${currency}), 0)`;
}

/** A member's main-wallet balance in minor units (0 without an account). */
export async function mainBalance(
  q: Queryable,
  spec: { merchantId: number; memberId: string; currency: string },
): Promise<bigint> {
  const [row] = await q.query<{ balance: bigint }>(`select ${mainBalanceSql('$3')} as balance`, [
    spec.merchantId,
    spec.memberId,
    spec.currency,
  ]);
  return row?.balance ?? 0n;
}
