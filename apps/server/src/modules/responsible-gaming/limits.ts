import type { LimitKind, LimitPeriod } from '@portal/contract/responsible-gaming/schemas';
import type { Queryable } from '../../db/db.ts';

/** A limit row as stored (money in minor units, `session` in minutes). */
export interface LimitRow {
  kind: LimitKind;
  period: LimitPeriod;
  value: bigint | null;
  pending_value: bigint | null;
  pending_remove: boolean;
  pending_at: Date | null;
}

/** A limit as it stands at a moment: a due raise or removal already applied. */
export interface Limit {
  kind: LimitKind;
  period: LimitPeriod;
  value: bigint | null;
  pending: { value: bigint | null; at: Date } | null;
}

/**
 * Folds a waiting raise or removal into the limit once its time has come. Readers fold on read,
 * so a change applies exactly at its moment on every node without a job; `setLimit` writes the
 * folded state back whenever it touches the row.
 */
export function limitAt(row: LimitRow, now: number): Limit {
  if (row.pending_at && row.pending_at.getTime() <= now) {
    return {
      kind: row.kind,
      period: row.period,
      value: row.pending_remove ? null : row.pending_value,
      pending: null,
    };
  }
  return {
    kind: row.kind,
    period: row.period,
    value: row.value,
    pending: row.pending_at
      ? { value: row.pending_remove ? null : row.pending_value, at: row.pending_at }
      : null,
  };
}

/** The member's limits at `now` (none of them removed for good). */
export async function limitsOf(q: Queryable, memberId: string, now: number): Promise<Limit[]> {
  const rows = await q.query<LimitRow>(
    `select kind, period, value, pending_value, pending_remove, pending_at from rg_limit
     where member_id = $1 order by kind, period`,
    [memberId],
  );
  return rows
    .map((row) => limitAt(row, now))
    .filter((limit) => limit.value !== null || limit.pending !== null);
}

/**
 * What a new value does to a limit in force: a lower (or first) value applies at once and drops
 * any raise that was waiting; a higher value or a removal waits `delayMs`.
 */
export function changeOf(
  current: bigint | null,
  wanted: bigint | null,
  now: number,
  delayMs: number,
): { value: bigint | null; pending: { value: bigint | null; at: Date } | null } {
  const tighter = wanted !== null && (current === null || wanted <= current);
  if (tighter || (current === null && wanted === null)) return { value: wanted, pending: null };
  return { value: current, pending: { value: wanted, at: new Date(now + delayMs) } };
}

/** Writes a limit's new state (the member's `rg_member` row must exist). */
export async function saveLimit(
  q: Queryable,
  memberId: string,
  kind: LimitKind,
  period: LimitPeriod,
  state: ReturnType<typeof changeOf>,
): Promise<void> {
  const pending = state.pending;
  await q.query(
    `insert into rg_limit (member_id, kind, period, value, pending_value, pending_remove, pending_at)
     values ($1, $2, $3, $4, $5, $6, $7)
     on conflict (member_id, kind, period) do update set value = excluded.value,
       pending_value = excluded.pending_value, pending_remove = excluded.pending_remove,
       pending_at = excluded.pending_at, updated_at = now()`,
    [
      memberId,
      kind,
      period,
      state.value?.toString() ?? null,
      pending?.value?.toString() ?? null,
      pending !== null && pending.value === null,
      pending?.at ?? null,
    ],
  );
}
