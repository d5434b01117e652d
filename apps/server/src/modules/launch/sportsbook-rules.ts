import { seededDraw, type Draw } from './demo-random.ts';
import { esportsTitles, teams, type Sport } from './sportsbook-teams.ts';

/**
 * The demo sportsbook's rules. Each UTC day has its own fixtures, laid out deterministically
 * from the day (so the page and the round endpoint agree without storing them): football 1X2
 * (home, draw, away) for SPORTS, match winner (home, away) for ESPORTS. Odds are decimal, in
 * hundredths, priced from a fixture's "true" chances with a stated margin and rounded down, so
 * the book's overround is at least the margin. A single bet settles at once: the result is drawn
 * from the probabilities the odds imply, normalised (1/odds over the sum of 1/odds), so every
 * selection of a fixture returns the same `fixtureRtp` = 1 / sum(1/odds) <= 1 / (1 + margin).
 * A win pays stake x odds, rounded down to the minor unit.
 */
export interface Fixture {
  /** `<day>:<n>`: the day the fixture belongs to and its place in that day's list. */
  id: string;
  sport: Sport;
  /** Indexes into `teams[sport]`. */
  home: number;
  away: number;
  /** Index into `esportsTitles` (e-sports only). */
  title: number | null;
  /** Start time, UTC "HH:MM" (for show: the demo settles at once). */
  kickoff: string;
  /** Decimal odds in hundredths per selection: [home, draw, away] or [home, away]. */
  odds: number[];
}

/** The stated margin (overround) of each sport's prices. */
export const margins: Record<Sport, number> = { football: 0.06, esports: 0.05 };

/** Fixtures per day. */
export const fixtureCount = 6;

/** A number from the text (FNV-1a), to seed one day's layout. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (const c of text) h = Math.imul(h ^ c.charCodeAt(0), 0x01000193) >>> 0;
  return h;
}

/** Decimal odds in hundredths for chance `p` with `margin`, rounded down, at least 1.01. */
function price(p: number, margin: number): number {
  return Math.max(101, Math.floor(100 / (p * (1 + margin))));
}

/** The day's fixtures of a sport; `day` is an ISO date ("2024-06-01"). */
export function fixturesOf(sport: Sport, day: string): Fixture[] {
  const draw = seededDraw(hash(`${sport}:${day}`));
  const order = [...teams[sport].keys()];
  // Fisher-Yates: a different pairing every day, no side twice on one day.
  for (let i = order.length - 1; i > 0; i -= 1) {
    const j = draw(i + 1);
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  const margin = margins[sport];
  return Array.from({ length: fixtureCount }, (_, n) => {
    const strengthHome = 50 + draw(51);
    const strengthAway = 50 + draw(51);
    let chances: number[];
    if (sport === 'football') {
      // Draws are common in football; the home side gets a 10% edge.
      const drawChance = 0.22 + draw(9) / 100;
      const home = (1 - drawChance) * ((strengthHome * 1.1) / (strengthHome * 1.1 + strengthAway));
      chances = [home, drawChance, 1 - drawChance - home];
    } else {
      const home = strengthHome / (strengthHome + strengthAway);
      chances = [home, 1 - home];
    }
    return {
      id: `${day}:${n}`,
      sport,
      home: order[2 * n]!,
      away: order[2 * n + 1]!,
      title: sport === 'esports' ? draw(esportsTitles.length) : null,
      kickoff: `${String(12 + 2 * Math.floor(n / 2)).padStart(2, '0')}:${n % 2 === 0 ? '00' : '30'}`,
      odds: chances.map((p) => price(p, margin)),
    };
  });
}

/** Each selection's weight in the draw: proportional to 1/odds, kept as exact integers. */
function weights(odds: number[]): bigint[] {
  return odds.map((_, i) =>
    odds.reduce((product, o, j) => (j === i ? product : product * BigInt(o)), 1n),
  );
}

/** Exact return to player of any selection of the fixture: 1 / sum(1/odds). */
export function fixtureRtp(fixture: Pick<Fixture, 'odds'>): number {
  const w = weights(fixture.odds);
  const total = w.reduce((a, b) => a + b, 0n);
  const product = fixture.odds.reduce((p, o) => p * BigInt(o), 1n);
  return Number(product) / (100 * Number(total));
}

/** The selection the match ends on, drawn from the implied probabilities. */
export function drawResult(fixture: Pick<Fixture, 'odds'>, draw: Draw): number {
  const w = weights(fixture.odds);
  let r = BigInt(draw(Number(w.reduce((a, b) => a + b, 0n))));
  for (const [i, weight] of w.entries()) {
    if (r < weight) return i;
    r -= weight;
  }
  return w.length - 1;
}

/** Settles a single bet on selection `pick`: the result and the payout. */
export function settleSingle(
  fixture: Pick<Fixture, 'odds'>,
  pick: number,
  stake: bigint,
  draw: Draw,
): { result: number; win: boolean; payout: bigint } {
  const result = drawResult(fixture, draw);
  const win = result === pick;
  return { result, win, payout: win ? (stake * BigInt(fixture.odds[pick]!)) / 100n : 0n };
}

/**
 * The fixture a bet names, from untrusted input: only today's or yesterday's (a page left open
 * over midnight still places its bet), else null. `today` is the ISO date of the server clock.
 */
export function findFixture(sport: Sport, id: unknown, today: string): Fixture | null {
  if (typeof id !== 'string' || !/^\d{4}-\d{2}-\d{2}:\d$/u.test(id)) return null;
  const day = id.slice(0, 10);
  const yesterday = new Date(Date.parse(`${today}T00:00:00Z`) - 86_400_000).toISOString();
  if (day !== today && day !== yesterday.slice(0, 10)) return null;
  return fixturesOf(sport, day).find((f) => f.id === id) ?? null;
}

/** The ISO date (UTC) of a clock reading. */
export const isoDay = (ms: number): string => new Date(ms).toISOString().slice(0, 10);
