import type { FastifyBaseLogger } from 'fastify';
import type { Merchant } from '../../merchant/merchant.ts';
import type { Platform } from '../../platform.ts';
import { yieldToEventLoop } from '../../jobs/yield.ts';
import { refundCancelledPeriod } from './cancel.ts';
import { closePeriod } from './close-draw.ts';
import { enabledGames } from './lottery-games.ts';
import type { LotteryGame } from './lottery-terms.ts';
import { cancelOverdue } from './overdue.ts';
import { schedulePeriods } from './periods.ts';
import { resultProvider } from './result-providers.ts';
import { settlePeriod } from './settle.ts';

/**
 * The draw engine (reference section 4): one step moves every game of every brand along its
 * periods at the server clock: write the periods ahead, open what starts, close what stops
 * selling, draw what is due, settle what is drawn, cancel a MANUAL period whose result is overdue,
 * refund what was cancelled. Each move is its
 * own transaction guarded by the period's state, so several nodes (or a retry after a crash)
 * may step at once and nothing happens twice. The job runs it every second.
 */

export const lotteryEngineJob = 'lottery-engine';

/** A period with work to do. */
interface DuePeriod {
  game_code: string;
  period_no: string;
  status: string;
  closes_at: Date;
  draws_at: Date;
  pending: boolean;
}

/** Moves one brand's lottery games (or only the game `only`) to `now`. */
export async function stepMerchant(
  platform: Platform,
  merchant: Merchant,
  now: number,
  log?: FastifyBaseLogger,
  only?: string,
): Promise<void> {
  const { db, keyring } = platform;
  const enabled = await enabledGames(db, merchant.id);
  const games = new Map(
    enabled.filter((g) => only === undefined || g.gameCode === only).map((g) => [g.gameCode, g]),
  );
  if (games.size === 0) return;
  const codes = [...games.keys()];
  const at = new Date(now).toISOString();
  // Games whose written periods end before the horizon need more.
  const short = await db.query<{ game_code: string }>(
    `select g.game_code from lottery_game g
     left join lateral (select max(draws_at) as last from lottery_period p
       where p.merchant_id = g.merchant_id and p.game_code = g.game_code) p on true
     where g.merchant_id = $1 and g.enabled and g.game_code = any($3::text[])
       and (p.last is null or p.last < $2::timestamptz + make_interval(secs => g.period_seconds * 2))`,
    [merchant.id, at, codes],
  );
  for (const { game_code: code } of short) {
    const game = games.get(code);
    if (game)
      await db.transaction((tx) => schedulePeriods(tx, keyring, game, merchant.timeZone, now));
  }
  await db.query(
    `update lottery_period set status = 'OPEN'
     where merchant_id = $1 and game_code = any($3::text[]) and status = 'SCHEDULED'
       and opens_at <= $2 and closes_at > $2`,
    [merchant.id, at, codes],
  );
  const due = await db.query<DuePeriod>(
    `select game_code, period_no, status, closes_at, draws_at,
       exists (select 1 from lottery_ticket t where t.merchant_id = p.merchant_id
         and t.game_code = p.game_code and t.period_no = p.period_no and t.status = 'PENDING')
         as pending
     from lottery_period p
     where merchant_id = $1 and game_code = any($3::text[]) and (
       (status in ('SCHEDULED', 'OPEN') and closes_at <= $2)
       or (status = 'CLOSED' and draws_at <= $2)
       or status = 'DRAWN'
       or (status = 'CANCELLED' and exists (select 1 from lottery_ticket t
         where t.merchant_id = p.merchant_id and t.game_code = p.game_code
           and t.period_no = p.period_no and t.status = 'PENDING')))
     order by draws_at`,
    [merchant.id, at, codes],
  );
  for (const period of due) {
    const game = games.get(period.game_code);
    if (!game) continue;
    await yieldToEventLoop();
    try {
      await stepPeriod(platform, merchant, game, period, now, log);
    } catch (err) {
      // One period's failure (a changed ticket set, a lost key) must not hold the others.
      log?.error(
        { err, game: game.gameCode, period: period.period_no },
        'lottery period step failed',
      );
    }
  }
}

/**
 * One period's moves, each in a turn of the event loop of its own (as each period is): on the
 * embedded database a statement holds the loop, and a close, its draw and its settlement in one
 * turn held every request waiting for up to 90 ms in a profile.
 */
async function stepPeriod(
  platform: Platform,
  merchant: Merchant,
  game: LotteryGame,
  period: DuePeriod,
  now: number,
  log?: FastifyBaseLogger,
): Promise<void> {
  const key = { merchantId: merchant.id, gameCode: game.gameCode, periodNo: period.period_no };
  if (
    period.status === 'CANCELLED' ||
    (period.status === 'CLOSED' &&
      (await cancelOverdue(
        platform.db,
        game,
        { periodNo: period.period_no, drawsAt: period.draws_at },
        now,
        log,
      )))
  ) {
    await refundCancelledPeriod(platform.db, merchant, key);
    return;
  }
  let status = period.status;
  if ((status === 'SCHEDULED' || status === 'OPEN') && (await closePeriod(platform.db, key, now))) {
    status = 'CLOSED';
  }
  if (status === 'CLOSED' && period.draws_at.getTime() <= now) {
    await yieldToEventLoop();
    const provider = resultProvider(game);
    if (await provider.drawDue(platform.db, platform.keyring, game, period.period_no, now)) {
      status = 'DRAWN';
    }
  }
  if (status === 'DRAWN') {
    await yieldToEventLoop();
    await settlePeriod(platform, merchant, game, period.period_no);
  }
}

/** Moves every brand's lottery to `now`. */
export async function stepLottery(
  platform: Platform,
  now: number,
  log?: FastifyBaseLogger,
): Promise<void> {
  const brands = await platform.db.query<{ merchant_id: number }>(
    'select distinct merchant_id from lottery_game where enabled order by merchant_id',
  );
  for (const { merchant_id: id } of brands) {
    const merchant = await platform.directory.byId(id);
    if (merchant) await stepMerchant(platform, merchant, now, log);
  }
}
