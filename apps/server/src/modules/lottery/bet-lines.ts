import type { PlayMethod } from '@portal/contract/lottery/play-method';
import { findPlayMethod } from '@portal/contract/lottery/play-methods';
import {
  groupPrize,
  oddsOf,
  rebateOf,
  stakeOf,
  unitPrice,
  type UnitMode,
} from '@portal/contract/lottery/prize';
import { floor, mul, ratio } from '@portal/contract/lottery/rational';
import { oddsBetPrize } from '@portal/contract/lottery/odds-pricing';
import type { BetInput } from '@portal/contract/lottery/wire';
import { AppError } from '../../http/app-error.ts';
import type { Merchant } from '../../merchant/merchant.ts';
import { memberPrizeGroup, type LotteryGame } from './lottery-terms.ts';

/**
 * One bet of a slip checked against the game's terms and priced on the server: the client's
 * bet count is only compared, never trusted, and every amount comes from the contract's
 * pricing at the brand's currency. Refusals are 400s for a malformed bet and 409s for a limit.
 */
export interface BetLine {
  playCode: string;
  /** The selection as the play's schema parsed it (what is stored and fingerprinted). */
  selection: unknown;
  betCount: number;
  unit: UnitMode;
  multiple: number;
  prizeGroup: number;
  stake: bigint;
  rebate: bigint;
  /** Fixed-odds plays: the odds sold at. */
  odds: string | null;
  /** Per-hit odds plays: the odds per key sold at. */
  hitOdds: Record<string, string> | null;
  /** What one winning single bet pays. */
  betPrize: bigint;
  /** The numbers it stakes on, each with what the period would pay on it. */
  exposures: { numberKey: string; liability: bigint }[];
}

/** A limit refusal, with the limit as a wire amount for the client to show. */
export function overLimit(
  code:
    | 'lottery_ticket_stake_limit'
    | 'lottery_bet_prize_limit'
    | 'lottery_period_stake_limit'
    | 'lottery_number_limit',
  limit: bigint,
  merchant: Merchant,
): AppError {
  return new AppError(code, undefined, undefined, { limit: merchant.money.format(limit) });
}

/**
 * What one winning single bet of a ticket pays: the prize-group prize at its price and
 * multiple, for fixed odds the stake (one bet) times the odds sold at, for per-hit odds the
 * most one single bet can hit on one result. It is also what the period stands to pay on each
 * of the ticket's numbers.
 */
export function prizeOfOneBet(
  method: PlayMethod,
  selection: unknown,
  stake: bigint,
  price: bigint,
  multiple: number,
  prizeGroup: number,
  odds: string | null,
  hitOdds: Record<string, string> | null = null,
): bigint {
  if (method.pricing.kind === 'group') {
    return groupPrize(method.pricing.probability, prizeGroup, price, multiple);
  }
  if (method.pricing.kind === 'odds') {
    return oddsBetPrize(method.pricing, hitOdds ?? {}, price, multiple);
  }
  const option = method.pricing.optionOf(selection) ?? '';
  return floor(mul(ratio(stake), oddsOf({ [option]: odds ?? '' }, option)));
}

/** Checks and prices one bet; throws the refusal that fits. */
export function betLine(game: LotteryGame, merchant: Merchant, bet: BetInput): BetLine {
  const { terms } = game;
  const method = terms.plays.includes(bet.playCode) ? findPlayMethod(bet.playCode) : undefined;
  if (method === undefined || method.shape !== game.shape) {
    throw new AppError('lottery_play_unavailable');
  }
  const parsed = method.selection.safeParse(bet.selection);
  const count = parsed.success ? method.betCount(parsed.data) : 0;
  if (count === 0) throw new AppError('lottery_selection_invalid');
  if (count !== bet.betCount) throw new AppError('lottery_bet_count_mismatch');
  if (!terms.units.includes(bet.unit)) throw new AppError('lottery_unit_unavailable');
  if (bet.multiple > terms.maxMultiple) throw new AppError('lottery_multiple_too_high');
  const own = memberPrizeGroup(game);
  const fixed = method.pricing.kind !== 'group';
  // Odds do not change with the group, so betting "below" it may not buy rebate.
  const groupOk = fixed
    ? bet.prizeGroup === own
    : bet.prizeGroup >= terms.prizeGroup.min && bet.prizeGroup <= own;
  if (!groupOk) throw new AppError('lottery_prize_group_out_of_range');
  let price: bigint;
  try {
    price = unitPrice(bet.unit, merchant.money);
  } catch {
    throw new AppError('lottery_unit_unavailable');
  }
  const stake = stakeOf(count, price, bet.multiple, method.cost);
  let odds: string | null = null;
  let hitOdds: Record<string, string> | null = null;
  if (method.pricing.kind === 'fixed') {
    odds = terms.odds[method.code]?.[method.pricing.optionOf(parsed.data) ?? ''] ?? null;
    if (odds === null) throw new AppError('lottery_play_unavailable');
  } else if (method.pricing.kind === 'odds') {
    // Every key the play can hit is sold at its odds; terms missing one do not sell it.
    const own = terms.odds[method.code] ?? {};
    const keys = Object.keys(method.pricing.expectedHits);
    if (!keys.every((key) => own[key] !== undefined)) {
      throw new AppError('lottery_play_unavailable');
    }
    hitOdds = Object.fromEntries(keys.map((key) => [key, own[key]!]));
  }
  const betPrize = prizeOfOneBet(
    method,
    parsed.data,
    stake,
    price,
    bet.multiple,
    bet.prizeGroup,
    odds,
    hitOdds,
  );
  const limits = terms.limits;
  if (stake > BigInt(limits.maxTicketStake)) {
    throw overLimit('lottery_ticket_stake_limit', BigInt(limits.maxTicketStake), merchant);
  }
  if (betPrize > BigInt(limits.maxBetPrize)) {
    throw overLimit('lottery_bet_prize_limit', BigInt(limits.maxBetPrize), merchant);
  }
  return {
    playCode: method.code,
    selection: parsed.data,
    betCount: count,
    unit: bet.unit,
    multiple: bet.multiple,
    prizeGroup: bet.prizeGroup,
    stake,
    rebate: fixed ? 0n : rebateOf(stake, own, bet.prizeGroup),
    odds,
    hitOdds,
    betPrize,
    exposures: method
      .numbersOf(parsed.data)
      .map((numberKey) => ({ numberKey, liability: betPrize })),
  };
}

/**
 * The slip's exposures summed per play and number, in key order: one upsert row each, and the
 * same lock order in every transaction, so two slips never deadlock on them.
 */
export function slipExposures(lines: readonly BetLine[]) {
  const totals = new Map<string, { playCode: string; numberKey: string; liability: bigint }>();
  for (const line of lines) {
    for (const { numberKey, liability } of line.exposures) {
      const key = `${line.playCode}\u0000${numberKey}`;
      const entry = totals.get(key) ?? { playCode: line.playCode, numberKey, liability: 0n };
      entry.liability += liability;
      totals.set(key, entry);
    }
  }
  return [...totals.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, e]) => e);
}
