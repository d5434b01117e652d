import type { ErrorCode } from '@portal/contract/errors';
import type { LimitKind, LimitPeriod } from '@portal/contract/responsible-gaming/schemas';
import type { Queryable } from '../../db/db.ts';
import { AppError } from '../../http/app-error.ts';
import type { Merchant } from '../../merchant/merchant.ts';
import { limitsOf } from './limits.ts';
import { windowOf, type Window } from './periods.ts';
import { usageOf } from './usage.ts';

/** One money operation a limit may refuse. */
export interface MoneyAsk {
  merchant: Pick<Merchant, 'id' | 'timeZone' | 'money'>;
  memberId: string;
  /** The server clock (ms). */
  now: number;
  /**
   * `deposit`: a deposit asked for; `bet`: a stake taken by a game (seamless wallet, lottery);
   * `transfer_in`: money moved into a vendor's wallet, all of which may be staked there.
   */
  action: 'deposit' | 'bet' | 'transfer_in';
  /** Minor units. */
  amount: bigint;
  /** The largest single stake of the operation (a lottery slip's lines); default `amount`. */
  largestStake?: bigint;
  /**
   * A wallet operation's idempotency key: when the operation already exists (a replay finishing
   * the work of a first request that died), it was judged then and is not counted twice.
   */
  opKey?: string;
}

const refusalOf: Record<LimitKind, ErrorCode> = {
  deposit: 'rg_deposit_limit',
  loss: 'rg_loss_limit',
  wager: 'rg_wager_limit',
  session: 'rg_session_limit',
  single_bet: 'rg_single_bet_limit',
};

/** Which limits each operation answers to. */
const kindsOf: Record<MoneyAsk['action'], readonly LimitKind[]> = {
  deposit: ['deposit'],
  bet: ['single_bet', 'wager', 'loss', 'session'],
  transfer_in: ['wager', 'loss', 'session'],
};

interface Exclusion {
  exclusion_kind: 'cool_off' | 'self_exclusion' | null;
  excluded_until: Date | null;
}

/** True while a cool-off or self-exclusion runs (a null end is permanent). */
export function excludedAt(row: Exclusion | undefined, now: number): boolean {
  if (!row?.exclusion_kind) return false;
  return row.excluded_until === null || row.excluded_until.getTime() > now;
}

function excludedError(
  row: Exclusion,
  code: 'rg_excluded' | 'rg_marketing_refused' = 'rg_excluded',
): AppError {
  return new AppError(code, undefined, undefined, {
    kind: row.exclusion_kind,
    until: row.excluded_until?.toISOString() ?? null,
  });
}

/** Throws `code` with the exclusion's kind and end while a cool-off or self-exclusion runs. */
async function assertNotExcluded(
  q: Queryable,
  memberId: string,
  now: number,
  code: 'rg_excluded' | 'rg_marketing_refused',
): Promise<void> {
  const [row] = await q.query<Exclusion>(
    'select exclusion_kind, excluded_until from rg_member where member_id = $1',
    [memberId],
  );
  if (row && excludedAt(row, now)) throw excludedError(row, code);
}

/**
 * Refuses a login while a cool-off or self-exclusion runs (403 `rg_excluded`, with its kind and
 * end). Called inside the login's transaction, so no session of an excluded member is ever
 * committed.
 */
export function assertMayLogIn(q: Queryable, memberId: string, now: number): Promise<void> {
  return assertNotExcluded(q, memberId, now, 'rg_excluded');
}

/**
 * Refuses marketing to a member while a cool-off or self-exclusion runs (409
 * `rg_marketing_refused`, with its kind and end); service messages are not asked.
 */
export function assertMayReceiveMarketing(
  q: Queryable,
  memberId: string,
  now: number,
): Promise<void> {
  return assertNotExcluded(q, memberId, now, 'rg_marketing_refused');
}

/**
 * Refuses a money operation that an exclusion, an unanswered reality check or a limit forbids,
 * inside the operation's own transaction and before it writes. The member's `rg_member` row is
 * locked FOR UPDATE first, so concurrent operations of the member are counted one after the
 * other and exactly as many pass as fit. A member who never set a control has no row and
 * nothing to count. The refusal names the limit, its period, the limit and when it resets.
 */
export async function assertWithinLimits(tx: Queryable, ask: MoneyAsk): Promise<void> {
  const [row] = await tx.query<Exclusion>(
    'select exclusion_kind, excluded_until from rg_member where member_id = $1 for update',
    [ask.memberId],
  );
  if (!row) return;
  if (ask.opKey !== undefined) {
    const [known] = await tx.query(
      'select 1 from wallet_op where merchant_id = $1 and member_id = $2 and idempotency_key = $3',
      [ask.merchant.id, ask.memberId, ask.opKey],
    );
    if (known) return;
  }
  if (excludedAt(row, ask.now)) throw excludedError(row);
  if (ask.action !== 'deposit') {
    // Only the live session that got the reminder pauses play: one that ended, or was followed
    // by a new login (which shows the member its own clock), no longer does.
    const [paused] = await tx.query(
      `select 1 from rg_reality r join member_session s on s.id = r.session_id
       where r.member_id = $1 and not r.answered and s.ended_at is null
         and not exists (select 1 from member_session n
                         where n.member_id = r.member_id and n.id > r.session_id)
       limit 1`,
      [ask.memberId],
    );
    if (paused) throw new AppError('rg_reality_check');
  }
  const kinds = kindsOf[ask.action];
  const limits = (await limitsOf(tx, ask.memberId, ask.now)).filter(
    (limit) => limit.value !== null && kinds.includes(limit.kind),
  );
  const windows = new Map<string, Window>();
  for (const limit of limits) {
    const value = limit.value!;
    if (limit.kind === 'single_bet') {
      if ((ask.largestStake ?? ask.amount) > value)
        throw refusal(ask, limit.kind, limit.period, value, null);
      continue;
    }
    const period = limit.period as Exclude<LimitPeriod, 'bet'>;
    // Sessions are stamped by the server clock, money rows by the database's (see `windowOf`).
    const clockKey = `${period}:${limit.kind === 'session'}`;
    let window = windows.get(clockKey);
    if (!window) {
      const at = limit.kind === 'session' ? ask.now : null;
      window = await windowOf(tx, ask.merchant.timeZone, period, at);
      windows.set(clockKey, window);
    }
    const used = await usageOf(tx, ask.memberId, limit.kind, window.start, ask.now);
    // Session time refuses once used up; money limits refuse what would pass them.
    const over = limit.kind === 'session' ? used >= value : used + ask.amount > value;
    if (over) throw refusal(ask, limit.kind, period, value, window.end);
  }
}

function refusal(
  ask: MoneyAsk,
  kind: LimitKind,
  period: LimitPeriod,
  value: bigint,
  resetsAt: Date | null,
): AppError {
  return new AppError(refusalOf[kind], undefined, undefined, {
    kind,
    period,
    limit: kind === 'session' ? value.toString() : ask.merchant.money.format(value),
    resetsAt: resetsAt?.toISOString() ?? null,
  });
}
