import { agentEndpoints } from '@portal/contract/agent';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../../http/contract-routes.ts';
import type { Platform } from '../../../platform.ts';
import { dayRange } from '../../histories/day-range.ts';
import { askingAgent } from '../team-scope.ts';
import { daySql, scopeParams, scopeSql } from './definitions.ts';

interface ProductRow {
  game_type: string;
  bettors: number;
  bets: number;
  valid_bets: bigint;
  payout: bigint;
}

/**
 * GET /wps/agent/reports/revenue: the team's settled bets of the period (definitions.ts) per
 * product (the game's type; `OTHER` for a bet without a catalogue game) and per day. `bettors`
 * counts distinct members per product, so the products' bettors do not add up to a total.
 */
export function registerRevenue(app: FastifyInstance, platform: Platform): void {
  registerEndpoint(app, agentEndpoints.revenue, async ({ input, merchant, session }) => {
    const { db } = platform;
    const agent = await askingAgent(db, platform, session);
    const range = dayRange(input.startDate, input.endDate, merchant.timeZone);
    const scope = { own: [], teams: [agent.agentId] };
    const params = [...scopeParams(scope), merchant.id, range.from, range.to];
    const played = 'from scope s join bet b on b.member_id = s.member_id';
    const settled = `where b.merchant_id = $3 and b.status = 'settled' and b.created_at >= $4
      and b.created_at < $5`;
    const [products, days] = await Promise.all([
      db.query<ProductRow>(
        `with scope as (${scopeSql})
         select coalesce(g.game_type, 'OTHER') as game_type,
           count(distinct b.member_id)::int as bettors, count(*)::int as bets,
           sum(b.stake)::int8 as valid_bets, sum(b.payout)::int8 as payout
         ${played} left join game g on g.id = b.game_id ${settled}
         group by 1 order by 1`,
        params,
      ),
      db.query<{ day: string; valid_bets: bigint; payout: bigint }>(
        `with scope as (${scopeSql})
         select ${daySql('b.created_at', '$6')} as day, sum(b.stake)::int8 as valid_bets,
           sum(b.payout)::int8 as payout
         ${played} ${settled} group by 1`,
        [...params, merchant.timeZone],
      ),
    ]);
    const money = (amount: bigint) => merchant.money.format(amount);
    const byDay = new Map(days.map((row) => [row.day, row]));
    let bets = 0;
    let validBets = 0n;
    let payout = 0n;
    for (const row of products) {
      bets += row.bets;
      validBets += row.valid_bets;
      payout += row.payout;
    }
    return {
      currency: merchant.currency,
      byProduct: products.map((row) => ({
        gameType: row.game_type,
        bettors: row.bettors,
        bets: row.bets,
        validBets: money(row.valid_bets),
        payout: money(row.payout),
        profit: money(row.payout - row.valid_bets),
      })),
      byDay: range.days.map((date) => {
        const row = byDay.get(date);
        const stake = row?.valid_bets ?? 0n;
        const paid = row?.payout ?? 0n;
        return { date, validBets: money(stake), payout: money(paid), profit: money(paid - stake) };
      }),
      totals: {
        bets,
        validBets: money(validBets),
        payout: money(payout),
        profit: money(payout - validBets),
      },
    };
  });
}
