import type { LimitPeriod } from '@portal/contract/responsible-gaming/schemas';
import type { Queryable } from '../../db/db.ts';

/** A calendar period of the brand's time zone: counts start at `start`, again at `end`. */
export interface Window {
  start: Date;
  end: Date;
}

/**
 * The day, week (from Monday) or month holding `now`, in the brand's time zone, computed by the
 * database so daylight-saving changes are its calendar's, not ours. `now` null: the database's
 * own clock, which is the one that stamps the deposits and bets the money limits count (so the
 * window and the rows always agree, even when the server clock is moved in tests).
 */
export async function windowOf(
  q: Queryable,
  timeZone: string,
  period: Exclude<LimitPeriod, 'bet'>,
  now: number | null,
): Promise<Window> {
  const [row] = await q.query<{ start: Date; end: Date }>(
    `with t as (select coalesce($1::timestamptz, now()) as at)
     select (date_trunc($3, t.at at time zone $2) at time zone $2) as start,
            ((date_trunc($3, t.at at time zone $2) + ('1 ' || $3)::interval)
              at time zone $2) as "end"
     from t`,
    [now === null ? null : new Date(now), timeZone, period],
  );
  return { start: row!.start, end: row!.end };
}
