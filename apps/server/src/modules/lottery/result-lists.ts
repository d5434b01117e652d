import type { AwaitingPeriodView, resultEntriesInput } from '@portal/contract/lottery/result-entry';
import type * as z from 'zod/mini';
import type { Queryable } from '../../db/db.ts';
import type { Merchant } from '../../merchant/merchant.ts';
import type { Platform } from '../../platform.ts';
import { pageOf } from '../histories/day-range.ts';
import { enabledGames } from './lottery-games.ts';
import { gameName } from './lottery-terms.ts';
import { columns, entryOf, from, view, type EntryRow } from './result-entries.ts';

/** The operators' lists of results from outside: entries by game and state, and the work list. */

/** The brand's entries newest first, by game and state. */
export async function listResults(
  q: Queryable,
  merchantId: number,
  input: z.output<typeof resultEntriesInput>,
) {
  const where = `e.merchant_id = $1 and ($2::text is null or e.game_code = $2)
    and ($3::text is null or e.state = $3)`;
  const params = [merchantId, input.gameCode ?? null, input.state ?? null];
  const [count] = await q.query<{ n: number }>(
    `select count(*)::int as n from lottery_result_entry e where ${where}`,
    params,
  );
  const rows = await q.query<EntryRow>(
    `select ${columns} from ${from} where ${where} order by e.id desc limit $4 offset $5`,
    [...params, input.pageSize, (input.pageNo - 1) * input.pageSize],
  );
  return { items: rows.map(view), ...pageOf(count?.n ?? 0, input) };
}

/**
 * SQL condition: the lottery period aliased `p` is on the operators' results work list as of the
 * parameter `now`: past its draw time without a result, or settled with a correction waiting for
 * a second operator. The console's dashboard counts the same periods.
 */
export function onWorkList(now: string): string {
  return `((p.status = 'CLOSED' and p.draws_at <= ${now})
    or exists (select 1 from lottery_result_entry w where w.merchant_id = p.merchant_id
      and w.game_code = p.game_code and w.period_no = p.period_no and w.state = 'pending'))`;
}

/**
 * The operators' work list (oldest draw first, at most 100): the MANUAL games' periods past
 * their draw time without a result, and the settled ones with a correction entered, each with
 * its pending entry. `tickets` counts what the approval settles: the tickets waiting on a first
 * result, the settled tickets a correction settles again.
 */
export async function awaitingPeriods(
  platform: Platform,
  merchant: Merchant,
  language: string,
): Promise<{ items: AwaitingPeriodView[] }> {
  const { db } = platform;
  const games = new Map(
    (await enabledGames(db, merchant.id))
      .filter((g) => g.drawSource === 'MANUAL')
      .map((g) => [g.gameCode, g]),
  );
  const rows = await db.query<{
    game_code: string;
    period_no: string;
    draws_at: Date;
    tickets: number;
    entry_id: bigint | null;
  }>(
    `select p.game_code, p.period_no, p.draws_at,
       (select count(*)::int from lottery_ticket t where t.merchant_id = p.merchant_id
         and t.game_code = p.game_code and t.period_no = p.period_no
         and t.status in ('PENDING', 'WON', 'LOST', 'TIE')) as tickets,
       (select e.id from lottery_result_entry e where e.merchant_id = p.merchant_id
         and e.game_code = p.game_code and e.period_no = p.period_no
         and e.state = 'pending') as entry_id
     from lottery_period p
     where p.merchant_id = $1 and p.game_code = any($2::text[]) and ${onWorkList('$3')}
     order by p.draws_at, p.game_code limit 100`,
    [merchant.id, [...games.keys()], new Date(platform.clock.now())],
  );
  const items: AwaitingPeriodView[] = [];
  for (const row of rows) {
    const game = games.get(row.game_code)!;
    const entry =
      row.entry_id === null ? null : await entryOf(db, merchant.id, String(row.entry_id));
    const deadline = game.resultDeadlineSeconds;
    items.push({
      gameCode: game.gameCode,
      name: gameName(game, language),
      shape: game.shape,
      periodNo: row.period_no,
      drawsAt: row.draws_at.getTime(),
      // The deadline cancels a period left without a result; a settled one has none.
      deadlineAt:
        deadline === null || entry?.correction ? null : row.draws_at.getTime() + deadline * 1000,
      tickets: row.tickets,
      pending: entry === null ? null : view(entry),
    });
  }
  return { items };
}
