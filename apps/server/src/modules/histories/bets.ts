import { historiesEndpoints } from '@portal/contract/histories';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/contract-routes.ts';
import type { Platform } from '../../platform.ts';
import { requireRealMember } from '../session/policies.ts';
import { dayRange, pageOf } from './day-range.ts';

interface BetRow {
  id: bigint;
  created_at: Date;
  vendor_code: string;
  game_type: string;
  game_name: string;
  stake: bigint;
  payout: bigint;
  status: 'open' | 'settled' | 'rolled_back';
}

/**
 * The bets of a member in a period as SQL: `$1` merchant, `$2` member, `$3`/`$4` the period,
 * `$5` game type or null, `$6` vendor or null. Bets without a catalogue game (lottery rounds,
 * vendors' own lobbies) have the game type `OTHER`.
 */
export const memberBetsSql = `from bet b left join game g on g.id = b.game_id
  where b.merchant_id = $1 and b.member_id = $2 and b.created_at >= $3 and b.created_at < $4
    and ($5::text is null or coalesce(g.game_type, 'OTHER') = $5)
    and ($6::text is null or b.vendor_code = $6)`;

/** GET /wps/wallet/bets (personalHistoryCopy): the member's bets, newest first, with totals. */
export function registerBets(app: FastifyInstance, platform: Platform): void {
  registerEndpoint(app, historiesEndpoints.bets, async ({ input, merchant, session, language }) => {
    const s = session!;
    requireRealMember(s);
    const range = dayRange(input.startDate, input.endDate, merchant.timeZone);
    const filter = [
      merchant.id,
      s.memberId,
      range.from,
      range.to,
      input.gameType ?? null,
      input.vassalage ?? null,
    ];
    const [totals] = await platform.db.query<{ n: number; stake: bigint; payout: bigint }>(
      `select count(*)::int as n, coalesce(sum(b.stake), 0)::int8 as stake,
         coalesce(sum(b.payout), 0)::int8 as payout ${memberBetsSql}`,
      filter,
    );
    const rows = await platform.db.query<BetRow>(
      `select b.id, b.created_at, b.vendor_code, coalesce(g.game_type, 'OTHER') as game_type,
         coalesce(g.names ->> $7, g.names ->> 'EN', b.vendor_code) as game_name,
         b.stake, b.payout, b.status
       ${memberBetsSql} order by b.id desc limit $8 offset $9`,
      [...filter, language.toUpperCase(), input.pageSize, (input.pageNo - 1) * input.pageSize],
    );
    const stake = totals?.stake ?? 0n;
    const payout = totals?.payout ?? 0n;
    return {
      list: rows.map((row) => ({
        betId: row.id.toString(),
        time: row.created_at.toISOString(),
        vendor: row.vendor_code,
        gameType: row.game_type,
        gameName: row.game_name,
        stake: merchant.money.format(row.stake),
        payout: merchant.money.format(row.payout),
        profit: merchant.money.format(row.payout - row.stake),
        status: row.status,
      })),
      totals: {
        stake: merchant.money.format(stake),
        payout: merchant.money.format(payout),
        profit: merchant.money.format(payout - stake),
      },
      ...pageOf(totals?.n ?? 0, input),
    };
  });
}
