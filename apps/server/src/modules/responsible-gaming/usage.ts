import type { LimitKind } from '@portal/contract/responsible-gaming/schemas';
import type { Queryable } from '../../db/db.ts';

/**
 * What a member used of a limit since `since`, read from the tables the money paths write in
 * the same transaction: deposits asked for (pending or paid, so several open checkouts cannot
 * pass the limit together), stakes of bets that were not rolled back (every game path, lottery
 * included, writes a `bet` row), stakes minus wins for losses, and minutes of sessions.
 * Money in minor units, `session` in minutes; `single_bet` has no usage.
 */
export async function usageOf(
  q: Queryable,
  memberId: string,
  kind: LimitKind,
  since: Date,
  now: number,
): Promise<bigint> {
  if (kind === 'single_bet') return 0n;
  if (kind === 'deposit') {
    const [row] = await q.query<{ used: bigint }>(
      `select coalesce(sum(amount), 0)::int8 as used from wallet_op
       where member_id = $1 and kind = 'deposit' and state <> 'voided' and created_at >= $2`,
      [memberId, since],
    );
    return row!.used;
  }
  if (kind === 'session') return sessionMinutes(q, memberId, since, now);
  const [row] = await q.query<{ used: bigint }>(
    `select coalesce(sum(${kind === 'wager' ? 'stake' : 'stake - payout'}), 0)::int8 as used
     from bet where member_id = $1 and status <> 'rolled_back' and created_at >= $2`,
    [memberId, since],
  );
  return row!.used;
}

/**
 * Whole minutes of the member's sessions since `since`: a live session counts up to now, an
 * ended one up to its end, but no further than a minute past its last activity (an idle session
 * is only marked ended when next looked at).
 */
export async function sessionMinutes(
  q: Queryable,
  memberId: string,
  since: Date,
  now: number,
): Promise<bigint> {
  const [row] = await q.query<{ seconds: number }>(
    `select coalesce(sum(greatest(0, extract(epoch from (
         (case when ended_at is null then $3::timestamptz
               else least(ended_at, last_seen_at + interval '1 minute') end)
         - greatest(created_at, $2::timestamptz))))), 0)::float8 as seconds
     from member_session
     where member_id = $1 and state = 'active'
       and (ended_at is null or ended_at > $2) and created_at < $3`,
    [memberId, since, new Date(now)],
  );
  return BigInt(Math.floor((row?.seconds ?? 0) / 60));
}

/**
 * Wins minus stakes of the member's bets of the last `ageMs` (minor units; negative is a loss).
 * The age is laid back from the database's clock, which stamps the bets, so a session's start
 * on the server clock maps onto them even when tests move that clock.
 */
export async function netOfLast(q: Queryable, memberId: string, ageMs: number): Promise<bigint> {
  const [row] = await q.query<{ net: bigint }>(
    `select coalesce(sum(payout - stake), 0)::int8 as net from bet
     where member_id = $1 and status <> 'rolled_back'
       and created_at >= now() - $2::int8 * interval '1 millisecond'`,
    [memberId, Math.max(0, Math.floor(ageMs))],
  );
  return row!.net;
}
