import type { Queryable } from '../../db/db.ts';

/**
 * Turnover requirements: money a member must bet before the balance may be withdrawn (a deposit
 * bonus, for example). Each requirement is a row with an amount; the open ones (not cleared)
 * add up, and the settled stakes since the oldest open one count against that sum. Once the
 * stakes reach it, the open rows are cleared, so bets made before a later requirement never
 * count towards it.
 */

export interface MemberRef {
  merchantId: number;
  memberId: string;
  currency: string;
}

/**
 * Adds a requirement inside the caller's transaction (deposits call this when their channel or
 * promotion asks for turnover).
 */
export async function addTurnoverRequirement(
  q: Queryable,
  spec: {
    merchantId: number;
    memberId: string;
    amount: bigint;
    source: string;
    reference?: string;
  },
): Promise<void> {
  if (spec.amount <= 0n) throw new RangeError('a turnover requirement must be positive');
  await q.query(
    `insert into turnover_requirement (merchant_id, member_id, amount, source, reference)
     values ($1, $2, $3, $4, $5)`,
    [spec.merchantId, spec.memberId, spec.amount.toString(), spec.source, spec.reference ?? null],
  );
}

/**
 * Adds the requirement a credited amount carries: `percent` of it (100 = bet it once), rounded
 * up to the minor unit. Nothing when the percent is 0. Inside the crediting transaction, so
 * the money and its requirement land together.
 */
export async function addTurnoverFor(
  q: Queryable,
  spec: {
    merchantId: number;
    memberId: string;
    credited: bigint;
    percent: number;
    source: string;
    reference: string;
  },
): Promise<void> {
  if (spec.percent <= 0 || spec.credited <= 0n) return;
  const amount = (spec.credited * BigInt(spec.percent) + 99n) / 100n;
  await addTurnoverRequirement(q, { ...spec, amount });
}

/** What the member still has to bet, and whether any requirement is open. */
export async function turnoverRemaining(
  q: Queryable,
  member: MemberRef,
): Promise<{ remaining: bigint; open: boolean }> {
  const [req] = await q.query<{ total: bigint | null; since: Date | null }>(
    `select sum(amount)::int8 as total, min(created_at) as since from turnover_requirement
     where merchant_id = $1 and member_id = $2 and cleared_at is null`,
    [member.merchantId, member.memberId],
  );
  if (!req?.total || !req.since) return { remaining: 0n, open: false };
  const [bets] = await q.query<{ staked: bigint }>(
    `select coalesce(sum(stake), 0)::int8 as staked from bet
     where merchant_id = $1 and member_id = $2 and currency = $3 and status = 'settled'
       and settled_at >= $4`,
    [member.merchantId, member.memberId, member.currency, req.since],
  );
  const remaining = req.total - (bets?.staked ?? 0n);
  return { remaining: remaining > 0n ? remaining : 0n, open: true };
}

/** Clears the open requirements once they are met (inside the withdrawal's transaction). */
export async function clearMetRequirements(q: Queryable, member: MemberRef): Promise<void> {
  await q.query(
    `update turnover_requirement set cleared_at = now()
     where merchant_id = $1 and member_id = $2 and cleared_at is null`,
    [member.merchantId, member.memberId],
  );
}
