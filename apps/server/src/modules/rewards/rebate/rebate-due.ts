import { periodAt } from '@portal/contract/contracts/periods';
import { playTypeOfGame, playTypes, type PlayType } from '@portal/contract/points/rules';
import type { RebateSettings } from '@portal/contract/rewards/rebate-setting';
import { rebateOf } from '@portal/contract/rewards/vip';
import type { Queryable } from '../../../db/db.ts';
import type { Merchant } from '../../../merchant/merchant.ts';
import { levelRules, ruleOf, vipSettings } from '../vip/vip-settings.ts';

/** One product type's part of the rebate due. */
export interface RebateLine {
  product: PlayType;
  validBet: bigint;
  /** Basis points (hundredths of a percent). */
  rate: number;
  amount: bigint;
}

/** What a member's valid bets since its watermark pay now. */
export interface RebateDue {
  level: number;
  since: Date;
  until: Date;
  lines: RebateLine[];
  total: bigint;
  minimum: bigint;
  /** What the daily cap still lets through today; null: no cap. */
  dailyLeft: bigint | null;
  /** The total up to the daily cap: what a claim pays, when it reaches the minimum. */
  claimable: bigint;
}

/**
 * The rebate due to a member as of `now`: its valid bets (settled stakes) from its watermark
 * (`rebate_mark`; before the first claim, the account's creation) to `now - grace`, per product
 * type at its VIP level's rates, capped by what the brand's daily cap leaves today. A claim
 * calls it inside its transaction after locking the watermark.
 */
export async function rebateDue(
  q: Queryable,
  merchant: Merchant,
  settings: RebateSettings,
  memberId: string,
  now: number,
): Promise<RebateDue> {
  const [member] = await q.query<{ vip_level: number; since: Date }>(
    `select m.vip_level, coalesce(r.rebated_until, m.created_at) as since from member m
     left join rebate_mark r on r.merchant_id = m.merchant_id and r.member_id = m.id
     where m.merchant_id = $1 and m.id = $2`,
    [merchant.id, memberId],
  );
  if (!member) throw new Error(`member ${memberId} vanished`);
  const rule = ruleOf(levelRules(await vipSettings(q, merchant), merchant), member.vip_level);
  const until = new Date(Math.max(member.since.getTime(), now - settings.graceSeconds * 1000));
  const games = Object.entries(playTypeOfGame);
  const bets = await q.query<{ product: PlayType; valid_bet: bigint }>(
    `select r.product, sum(b.stake)::int8 as valid_bet
     from bet b join game g on g.id = b.game_id
     join unnest($4::text[], $5::text[]) as r(game_type, product) on r.game_type = g.game_type
     where b.member_id = $1 and b.merchant_id = $6 and b.status = 'settled'
       and b.settled_at >= $2 and b.settled_at < $3
     group by r.product`,
    [
      memberId,
      member.since,
      until,
      games.map(([game]) => game),
      games.map(([, product]) => product),
      merchant.id,
    ],
  );
  const lines = playTypes.map((product) => {
    const validBet = bets.find((row) => row.product === product)?.valid_bet ?? 0n;
    const rate = rule.rebate[product];
    return { product, validBet, rate, amount: rebateOf(validBet, rate) };
  });
  const total = lines.reduce((sum, line) => sum + line.amount, 0n);
  let dailyLeft: bigint | null = null;
  if (settings.dailyMax !== null) {
    const today = periodAt('daily', now, merchant.timeZone);
    const [paid] = await q.query<{ amount: bigint }>(
      `select coalesce(sum(amount), 0)::int8 as amount from bonus
       where member_id = $1 and source = 'rebate' and created_at >= $2 and created_at < $3`,
      [memberId, new Date(today.start), new Date(today.end)],
    );
    const left = merchant.money.parse(settings.dailyMax) - (paid?.amount ?? 0n);
    dailyLeft = left > 0n ? left : 0n;
  }
  return {
    level: member.vip_level,
    since: member.since,
    until,
    lines,
    total,
    minimum: merchant.money.parse(settings.minimum),
    dailyLeft,
    claimable: dailyLeft === null || total < dailyLeft ? total : dailyLeft,
  };
}
