import type { MessageLanguage } from '@portal/contract/messages';
import type { BonusSource, BonusState } from '@portal/contract/rewards/bonus-rules';
import type { Queryable, Tx } from '../../../db/db.ts';
import type { Merchant } from '../../../merchant/merchant.ts';
import { pick, type Localized } from '../../content/localized.ts';
import { houseAccount, memberAccount, postTransfer } from '../../ledger/ledger.ts';
import { addTurnoverRequirement } from '../../withdrawals/turnover.ts';

/**
 * Bonuses (migration 0021): every reward a member gets is one row with its source, amount,
 * turnover and state. A bonus is given once per (member, source, reference); its credit moves
 * money from the brand's `promotions` house account to the main wallet under the ledger key
 * `<source>:<reference>:<member>`, in the same transaction as the row's move to `issued` or
 * `claimed` and the turnover requirement it carries.
 */

export interface BonusRow {
  id: bigint;
  member_id: bigint;
  source: BonusSource;
  reference: string;
  titles: Localized;
  amount: bigint;
  turnover_required: bigint;
  /** The state as of the query's instant: a pending bonus past its deadline reads `expired`. */
  state: BonusState;
  created_at: Date;
  expires_at: Date | null;
  settled_at: Date | null;
  ledger_txn_id: bigint | null;
}

/**
 * The columns of `BonusRow` from `bonus b`, with the state as of the instant in parameter
 * `$<nowParam>`: expiry needs no job, a pending bonus past `expires_at` reads as expired (and
 * its settled time is its deadline) until a claim or a read-for-update writes it so.
 */
export function bonusColumns(nowParam: number): string {
  const expired = `(b.state = 'pending' and b.expires_at <= $${nowParam}::timestamptz)`;
  return `b.id, b.member_id, b.source, b.reference, b.titles, b.amount, b.turnover_required,
    case when ${expired} then 'expired' else b.state end as state, b.created_at, b.expires_at,
    case when ${expired} then b.expires_at else b.settled_at end as settled_at, b.ledger_txn_id`;
}

/** One bonus as the member's calls show it, its title in the request's language. */
export function bonusView(row: BonusRow, merchant: Merchant, language: MessageLanguage) {
  return {
    id: row.id.toString(),
    source: row.source,
    title: pick(row.titles, language.toUpperCase(), merchant),
    amount: merchant.money.format(row.amount),
    turnoverRequired: merchant.money.format(row.turnover_required),
    state: row.state,
    createdAt: row.created_at.toISOString(),
    settledAt: row.settled_at?.toISOString() ?? null,
    expiresAt: row.expires_at?.toISOString() ?? null,
  };
}

/** The ledger kind a source's credit is posted as (the histories and reports read it). */
const ledgerKindOf = (source: BonusSource) => (source === 'raffle' ? 'raffle_prize' : 'bonus');

/** The ledger key of a bonus's credit: one credit per member, source and reference. */
export const bonusKey = (b: {
  source: BonusSource;
  reference: string;
  member_id: bigint | string;
}) => `${b.source}:${b.reference}:${b.member_id}`;

/** What a grant gives. */
export interface BonusGrant {
  memberId: string;
  source: BonusSource;
  reference: string;
  titles: Localized;
  amount: bigint;
  /** Percent of the amount to bet before withdrawing (100 = once; 0 = nothing). */
  turnoverPercent: number;
  /** True: waits for the member's claim in the reward centre; false: credited now. */
  claimable: boolean;
  /** Claimable bonuses only: the claim's deadline. */
  expiresAt?: Date | null;
}

/** The outcome of a grant: the bonus, and whether this call created it. */
export interface Granted {
  bonus: BonusRow;
  created: boolean;
}

/** A percent of an amount, rounded up to the minor unit. */
export const turnoverOf = (amount: bigint, percent: number) =>
  percent <= 0 ? 0n : (amount * BigInt(percent) + 99n) / 100n;

/**
 * Gives a bonus inside the caller's transaction: a pending row for a claimable grant, or the
 * row and its credit at once. A second grant of the same (member, source, reference) changes
 * nothing and answers the first one, so a grant retried after a crash or raced by another node
 * credits once.
 */
export async function grantBonus(
  tx: Tx,
  merchant: Merchant,
  grant: BonusGrant,
  now: number,
): Promise<Granted> {
  if (grant.amount <= 0n) throw new RangeError('a bonus must be positive');
  const [inserted] = await tx.query<{ id: bigint }>(
    `insert into bonus (merchant_id, member_id, source, reference, titles, amount,
       turnover_required, state, expires_at)
     values ($1, $2, $3, $4, $5, $6, $7, 'pending', $8)
     on conflict (merchant_id, member_id, source, reference) do nothing returning id`,
    [
      merchant.id,
      grant.memberId,
      grant.source,
      grant.reference,
      JSON.stringify(grant.titles),
      grant.amount.toString(),
      turnoverOf(grant.amount, grant.turnoverPercent).toString(),
      grant.claimable ? (grant.expiresAt?.toISOString() ?? null) : null,
    ],
  );
  const bonus = await lockBonus(tx, merchant, grant, now);
  if (!inserted || grant.claimable) return { bonus, created: Boolean(inserted) };
  return { bonus: await creditBonus(tx, merchant, bonus, 'issued', now), created: true };
}

/** The bonus of a (member, source, reference), locked for update. */
async function lockBonus(
  tx: Tx,
  merchant: Merchant,
  key: { memberId: string; source: BonusSource; reference: string },
  now: number,
): Promise<BonusRow> {
  const [row] = await tx.query<BonusRow>(
    `select ${bonusColumns(5)} from bonus b
     where b.merchant_id = $1 and b.member_id = $2 and b.source = $3 and b.reference = $4
     for update`,
    [merchant.id, key.memberId, key.source, key.reference, new Date(now)],
  );
  if (!row) throw new Error('a granted bonus vanished');
  return row;
}

/**
 * Credits a pending bonus (locked by the caller) and marks it `issued` or `claimed`: the
 * transfer from the `promotions` house account, the turnover it asks for and the row's new
 * state, all in the caller's transaction.
 */
export async function creditBonus(
  tx: Tx,
  merchant: Merchant,
  bonus: BonusRow,
  state: 'issued' | 'claimed',
  now: number,
): Promise<BonusRow> {
  const currency = merchant.currency;
  const memberId = bonus.member_id.toString();
  const house = await houseAccount(tx, {
    merchantId: merchant.id,
    name: 'promotions',
    currency,
    spread: memberId,
  });
  const wallet = await memberAccount(tx, { merchantId: merchant.id, memberId, currency });
  const transfer = await postTransfer(tx, {
    merchantId: merchant.id,
    kind: ledgerKindOf(bonus.source),
    idempotencyKey: bonusKey(bonus),
    entries: [
      { accountId: house, amount: -bonus.amount },
      { accountId: wallet, amount: bonus.amount },
    ],
  });
  // A replay means the credit is already in the ledger: the row moved with it in that
  // transaction, so the caller saw a state other than pending and never gets here.
  if (transfer.replayed) throw new Error(`bonus ${bonus.id} credited twice`);
  if (bonus.turnover_required > 0n)
    await addTurnoverRequirement(tx, {
      merchantId: merchant.id,
      memberId,
      amount: bonus.turnover_required,
      source: bonus.source,
      reference: bonus.id.toString(),
    });
  const [row] = await tx.query<BonusRow>(
    `update bonus b set state = $2, settled_at = $4, ledger_txn_id = $3
     where b.id = $1 returning ${bonusColumns(4)}`,
    [bonus.id.toString(), state, transfer.txnId.toString(), new Date(now)],
  );
  return row!;
}

/**
 * Gives a bonus the member claims in the same call (a mission reward, a manual rebate): the row
 * and its credit, state `claimed`. Null when the (member, source, reference) was given before,
 * so of concurrent claims of one reward the first credits it and the others get null.
 */
export async function grantClaimed(
  tx: Tx,
  merchant: Merchant,
  grant: Omit<BonusGrant, 'claimable' | 'expiresAt'>,
  now: number,
): Promise<BonusRow | null> {
  const granted = await grantBonus(tx, merchant, { ...grant, claimable: true }, now);
  if (!granted.created) return null;
  return creditBonus(tx, merchant, granted.bonus, 'claimed', now);
}

/**
 * Withdraws a bonus not yet claimed (pending, before its deadline); answers it, or null when
 * there is no such bonus in that state.
 */
export async function cancelBonus(
  q: Queryable,
  merchant: Merchant,
  bonusId: string,
  now: number,
): Promise<BonusRow | null> {
  const [row] = await q.query<BonusRow>(
    `update bonus b set state = 'cancelled', settled_at = $3
     where b.merchant_id = $1 and b.id = $2 and b.state = 'pending'
       and (b.expires_at is null or b.expires_at > $3)
     returning ${bonusColumns(3)}`,
    [merchant.id, bonusId, new Date(now)],
  );
  return row ?? null;
}

/**
 * The member's bonuses to claim now, as a scalar subquery (parameters: $1 merchant, $2 member,
 * $3 now), for statements that read several counts at once.
 */
export const claimableCountSql = `(select count(*)::int from bonus
  where merchant_id = $1 and member_id = $2 and state = 'pending'
    and (expires_at is null or expires_at > $3))`;

/** Pending bonuses a member can claim at `now` (not past their deadline). */
export async function claimableCount(
  q: Queryable,
  merchantId: number,
  memberId: string,
  now: number,
): Promise<number> {
  const [row] = await q.query<{ n: number }>(`select ${claimableCountSql} as n`, [
    merchantId,
    memberId,
    new Date(now),
  ]);
  return row?.n ?? 0;
}
