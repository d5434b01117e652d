import type {
  LimitKind,
  LimitPeriod,
  LimitView,
  StatusOutput,
} from '@portal/contract/responsible-gaming/schemas';
import { periodsOf, limitKinds } from '@portal/contract/responsible-gaming/schemas';
import type { Queryable } from '../../db/db.ts';
import type { Merchant } from '../../merchant/merchant.ts';
import { excludedAt } from './enforce.ts';
import { limitsOf, type Limit } from './limits.ts';
import { windowOf } from './periods.ts';
import { rgSettings } from './rg-settings.ts';
import { sessionInfo } from './session-info.ts';
import { usageOf } from './usage.ts';

/** A limit's value as the wire carries it: money at the brand's scale, minutes as integer text. */
export function wireValue(
  merchant: Pick<Merchant, 'money'>,
  kind: LimitKind,
  value: bigint | null,
) {
  if (value === null) return null;
  return kind === 'session' ? value.toString() : merchant.money.format(value);
}

/** The member's exclusion as the wire shows it, or null when it may play. */
export async function exclusionOf(q: Queryable, memberId: string, now: number) {
  const [row] = await q.query<{
    exclusion_kind: 'cool_off' | 'self_exclusion' | null;
    excluded_at: Date | null;
    excluded_until: Date | null;
  }>('select exclusion_kind, excluded_at, excluded_until from rg_member where member_id = $1', [
    memberId,
  ]);
  if (!row || !excludedAt(row, now)) return null;
  return {
    kind: row.exclusion_kind!,
    since: row.excluded_at!.toISOString(),
    until: row.excluded_until?.toISOString() ?? null,
  };
}

/**
 * Every limit the member may set, in a fixed order, with what is used this period and any
 * change waiting for the cool-down.
 */
export async function limitViews(
  q: Queryable,
  merchant: Merchant,
  memberId: string,
  now: number,
): Promise<LimitView[]> {
  const set = new Map<string, Limit>();
  for (const limit of await limitsOf(q, memberId, now))
    set.set(`${limit.kind}:${limit.period}`, limit);
  const views: LimitView[] = [];
  for (const kind of limitKinds) {
    for (const period of periodsOf[kind]) {
      const limit = set.get(`${kind}:${period}`);
      views.push(await viewOf(q, merchant, memberId, now, kind, period, limit));
    }
  }
  return views;
}

async function viewOf(
  q: Queryable,
  merchant: Merchant,
  memberId: string,
  now: number,
  kind: LimitKind,
  period: LimitPeriod,
  limit: Limit | undefined,
): Promise<LimitView> {
  const window =
    period === 'bet'
      ? null
      : await windowOf(q, merchant.timeZone, period, kind === 'session' ? now : null);
  const used = window ? await usageOf(q, memberId, kind, window.start, now) : 0n;
  return {
    kind,
    period,
    value: wireValue(merchant, kind, limit?.value ?? null),
    used:
      kind === 'session' || kind === 'single_bet' ? used.toString() : merchant.money.format(used),
    resetsAt: window?.end.toISOString() ?? null,
    pending: limit?.pending
      ? {
          value: wireValue(merchant, kind, limit.pending.value),
          effectiveAt: limit.pending.at.toISOString(),
        }
      : null,
  };
}

/** The member's whole responsible-gaming page. */
export async function statusOf(
  q: Queryable,
  merchant: Merchant,
  memberId: string,
  sessionId: string,
  now: number,
  idleMinutes: number,
): Promise<StatusOutput> {
  const settings = await rgSettings(q, merchant);
  const [row] = await q.query<{ reality_minutes: number | null }>(
    'select reality_minutes from rg_member where member_id = $1',
    [memberId],
  );
  return {
    currency: merchant.currency,
    limits: await limitViews(q, merchant, memberId, now),
    exclusion: await exclusionOf(q, memberId, now),
    realityCheckMinutes: row?.reality_minutes ?? settings.realityCheckMinutes,
    realityCheckChoices: realityChoices(settings),
    coolOff: { minHours: settings.coolOffMinHours, maxHours: settings.coolOffMaxHours },
    selfExclusionMonths: settings.selfExclusionMonths,
    selfExclusionPermanent: settings.selfExclusionPermanent,
    loosenDelayHours: settings.loosenDelayHours,
    session: await sessionInfo(q, memberId, sessionId, now, idleMinutes),
  };
}

/** The intervals a member may choose: the brand's choices and its default, in order. */
export function realityChoices(settings: {
  realityCheckChoices: number[];
  realityCheckMinutes: number;
}): number[] {
  return [...new Set([...settings.realityCheckChoices, settings.realityCheckMinutes])].sort(
    (a, b) => a - b,
  );
}
