import { historiesEndpoints } from '@portal/contract/histories';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/contract-routes.ts';
import type { Platform } from '../../platform.ts';
import { requireRealMember } from '../session/policies.ts';
import { dayRange } from './day-range.ts';

/**
 * GET /wps/wallet/profit: the member's profit and loss (payout minus stake) of settled bets in a
 * period, per product (game type) and per day, zero days included for the chart. Days are the
 * merchant's calendar days (its time zone).
 */
export function registerProfit(app: FastifyInstance, platform: Platform): void {
  registerEndpoint(app, historiesEndpoints.profit, async ({ input, merchant, session }) => {
    const s = session!;
    requireRealMember(s);
    const range = dayRange(input.startDate, input.endDate, merchant.timeZone);
    const params = [merchant.id, s.memberId, range.from, range.to, merchant.timeZone];
    const settled = `from bet b left join game g on g.id = b.game_id
      where b.merchant_id = $1 and b.member_id = $2 and b.status = 'settled'
        and b.created_at >= $3 and b.created_at < $4`;
    const products = await platform.db.query<{ game_type: string; stake: bigint; payout: bigint }>(
      `select coalesce(g.game_type, 'OTHER') as game_type, sum(b.stake)::int8 as stake,
         sum(b.payout)::int8 as payout ${settled} group by 1 order by 1`,
      params.slice(0, 4),
    );
    const days = await platform.db.query<{ day: string; profit: bigint }>(
      `select to_char(b.created_at at time zone $5, 'YYYY-MM-DD') as day,
         sum(b.payout - b.stake)::int8 as profit ${settled} group by 1`,
      params,
    );
    const byDay = new Map(days.map((row) => [row.day, row.profit]));
    let stake = 0n;
    let payout = 0n;
    for (const row of products) {
      stake += row.stake;
      payout += row.payout;
    }
    return {
      currency: merchant.currency,
      totals: {
        stake: merchant.money.format(stake),
        payout: merchant.money.format(payout),
        profit: merchant.money.format(payout - stake),
      },
      byProduct: products.map((row) => ({
        gameType: row.game_type,
        stake: merchant.money.format(row.stake),
        payout: merchant.money.format(row.payout),
        profit: merchant.money.format(row.payout - row.stake),
      })),
      byDay: range.days.map((date) => ({
        date,
        profit: merchant.money.format(byDay.get(date) ?? 0n),
      })),
    };
  });
}
