import type { Currency } from '../money.ts';
import type { OptionChances, PlayMethod } from './play-method.ts';
import { add, div, floor, mul, parseDecimal, ratio, type Rational } from './rational.ts';

/**
 * Prices (reference section 2). Money is bigint minor units of the ticket's currency; exact
 * amounts are fractions, and what is paid is rounded down to the minor unit, once, at the end.
 *
 * Prize group: a 2-unit bet whose chance is P pays 2 × (1/P) × G/2000, so its return to
 * player is G/2000 (1800 → 90 %). Unit and multiple scale stake and prize alike.
 */

/** The group at which a play returns exactly its stake on average. */
export const groupBase = 2000;

/** Unit modes (the bet row's `model`): the price of one single bet in major units. */
export const unitModes = {
  YUAN: ratio(2),
  JIAO: ratio(2, 10),
  FEN: ratio(2, 100),
  LI: ratio(2, 1000),
} as const satisfies Record<string, Rational>;

/** A unit mode. */
export type UnitMode = keyof typeof unitModes;

/**
 * One single bet's price at `unit` in minor units of `currency`. A unit smaller than the minor
 * unit (li at two decimals is 0.2 cents) throws: a stake must be a whole amount.
 */
export function unitPrice(unit: UnitMode, currency: Pick<Currency, 'scale'>): bigint {
  const minor = mul(unitModes[unit], ratio(10n ** BigInt(currency.scale)));
  if (minor.den !== 1n) throw new RangeError(`unit ${unit} is below the currency's minor unit`);
  return minor.num;
}

function assertCount(name: string, value: number): void {
  if (!Number.isSafeInteger(value) || value < 1) {
    throw new RangeError(`${name} must be a positive integer`);
  }
}

/** Throws unless `group` is an integer prize group from 1 to 2000 (above 2000 pays > 100 %). */
export function assertPrizeGroup(group: number): void {
  assertCount('prize group', group);
  if (group > groupBase) throw new RangeError(`prize group above ${groupBase}: ${group}`);
}

/**
 * A ticket's stake: bet count × unit price × multiple (the bet row's `money`), × the play's
 * cost in units per single bet (1 but for per-hit plays covering several prizes, as lô 2 số).
 */
export function stakeOf(betCount: number, price: bigint, multiple: number, cost = 1): bigint {
  assertCount('bet count', betCount);
  assertCount('multiple', multiple);
  assertCount('cost', cost);
  return BigInt(betCount) * price * BigInt(multiple) * BigInt(cost);
}

/** The exact prize of one winning single bet: price × multiple × (1/P) × G/2000. */
export function exactGroupPrize(
  probability: Rational,
  group: number,
  price: bigint,
  multiple: number,
): Rational {
  assertPrizeGroup(group);
  assertCount('multiple', multiple);
  return div(
    mul(ratio(price * BigInt(multiple) * BigInt(group)), ratio(1, groupBase)),
    probability,
  );
}

/** The prize paid for one winning single bet: the exact prize rounded down to the minor unit. */
export function groupPrize(
  probability: Rational,
  group: number,
  price: bigint,
  multiple: number,
): bigint {
  return floor(exactGroupPrize(probability, group, price, multiple));
}

/**
 * Return to player of a prize-group play, computed from its prize rather than assumed:
 * P × prize / price. It comes out as G/2000 exactly, for any P.
 */
export function groupRtp(probability: Rational, group: number): Rational {
  return mul(probability, exactGroupPrize(probability, group, 1n, 1));
}

/**
 * Configured decimal odds per option key (`{ BIG: '1.98', TIE: '9.5' }`). Fixed odds are the
 * payout per unit of stake, the stake included; per-hit odds (`odds-pricing.ts`) are what one
 * hit pays per point, nothing returned on top. Odds are the operator's, never constants in code.
 */
export type FixedOdds = Readonly<Record<string, string>>;

/** The configured odds of `option`; a missing or non-positive entry throws. */
export function oddsOf(odds: FixedOdds, option: string): Rational {
  const text = odds[option];
  if (text === undefined) throw new RangeError(`no odds configured for ${option}`);
  const value = parseDecimal(text);
  if (value.num <= 0n) throw new RangeError(`odds must be positive: ${option}`);
  return value;
}

/**
 * The exact amount `hits` pay: Σ_key hits × price × multiple × odds (a point is one unit
 * price at the ticket's multiple). Keys without hits need no odds.
 */
export function exactHitsPayout(
  hits: Readonly<Record<string, number>>,
  odds: FixedOdds,
  price: bigint,
  multiple: number,
): Rational {
  let points = ratio(0);
  for (const [key, count] of Object.entries(hits)) {
    if (count !== 0) points = add(points, mul(ratio(count), oddsOf(odds, key)));
  }
  return mul(points, ratio(price * BigInt(multiple)));
}

/** Return to player of one fixed-odds option: odds × P(win) + P(tie), the tie giving the stake. */
export function fixedRtp(chances: OptionChances, odds: Rational): Rational {
  return add(mul(chances.win, odds), chances.tie);
}

/** A settled ticket. */
export interface Settlement {
  /** WON (payout > 0 from wins), LOST, or TIE (stake back). */
  readonly status: 'WON' | 'LOST' | 'TIE';
  /** How many single bets won; for per-hit odds plays, how many hits. */
  readonly winningBets: number;
  /** What the ticket cost. */
  readonly stake: bigint;
  /**
   * What it pays back in minor units: stake included for fixed odds and ties; for per-hit odds,
   * the hits' worth alone (the stake is spent either way).
   */
  readonly payout: bigint;
}

/** How a ticket was bought: unit price (minor units), multiple and prize group. */
export interface BetTerms {
  readonly price: bigint;
  readonly multiple: number;
  readonly group: number;
}

/**
 * Settles a ticket on a result. Group plays pay winning bets × the per-bet prize at the
 * ticket's price and multiple, each rounded down; fixed odds pay floor(stake × odds); a tie pays
 * the stake back exactly; per-hit odds pay floor(Σ_key hits × price × multiple × odds), rounded
 * down once for the whole ticket.
 */
export function settle(
  method: PlayMethod,
  selection: unknown,
  result: readonly number[],
  terms: BetTerms,
  odds: FixedOdds = {},
): Settlement {
  const count = method.betCount(selection);
  const stake = stakeOf(count, terms.price, terms.multiple, method.cost);
  const { pricing } = method;
  if (pricing.kind === 'odds') {
    const hits = method.hitsOf(selection, result);
    const total = Object.values(hits).reduce((a, b) => a + b, 0);
    if (total === 0) return { status: 'LOST', winningBets: 0, stake, payout: 0n };
    const payout = floor(exactHitsPayout(hits, odds, terms.price, terms.multiple));
    return { status: 'WON', winningBets: total, stake, payout };
  }
  const outcome = method.wins(selection, result);
  if (outcome === 'TIE') return { status: 'TIE', winningBets: 0, stake, payout: stake };
  if (outcome === 0) return { status: 'LOST', winningBets: 0, stake, payout: 0n };
  const payout =
    pricing.kind === 'group'
      ? BigInt(outcome) * groupPrize(pricing.probability, terms.group, terms.price, terms.multiple)
      : floor(mul(ratio(stake), oddsOf(odds, pricing.optionOf(selection) ?? '')));
  return { status: 'WON', winningBets: outcome, stake, payout };
}

/** Rebate percent of a bet placed at `betGroup` by an account at `accountGroup`: 1 % per 20. */
export function rebatePercent(accountGroup: number, betGroup: number): Rational {
  assertPrizeGroup(accountGroup);
  assertPrizeGroup(betGroup);
  if (betGroup > accountGroup) throw new RangeError('a bet cannot use a group above its account');
  return ratio(accountGroup - betGroup, 20);
}

/** The rebate on a stake, rounded down: stake × (accountGroup − betGroup)/2000. */
export function rebateOf(stake: bigint, accountGroup: number, betGroup: number): bigint {
  return floor(mul(ratio(stake), div(rebatePercent(accountGroup, betGroup), ratio(100))));
}

/** The reference's `point = sysLp − (sysCode − code)/20` (rebate point of a group). */
export function pointForGroup(sysCode: number, sysLp: Rational, code: number): Rational {
  return add(sysLp, ratio(code - sysCode, 20));
}

/** The reference's `code = sysCode − (sysLp − point) × 20`; a point off the 0.05 grid throws. */
export function groupForPoint(sysCode: number, sysLp: Rational, point: Rational): number {
  const code = add(ratio(sysCode), mul(add(point, mul(sysLp, ratio(-1))), ratio(20)));
  if (code.den !== 1n) throw new RangeError('a rebate point must be a multiple of 0.05');
  return Number(code.num);
}
