import type { DemoGame } from './demo-kind.ts';
import type { Draw } from './demo-random.ts';
import type { SettledRound } from './demo-round-store.ts';
import { settleHighLow } from './demo-table.ts';
import { parseFishTarget, shootFish } from './fishing-rules.ts';
import { parseRouletteBet, spinRoulette } from './roulette-rules.ts';
import { findFixture, settleSingle } from './sportsbook-rules.ts';

/**
 * Reads the bet of a round body for the launched game's table and answers how to settle it,
 * or the name of the invalid field (the endpoint answers 400 `invalid_input` on it). Bodies:
 * high/low `{ guess }`, sportsbook `{ fixture, pick }`, roulette `{ bet: { type, dozen?,
 * number? } }`, fishing `{ target }`; all with `stake`. The settle step runs only once the
 * stake is known to be covered, so a refused round draws nothing.
 */
export function readBet(
  game: DemoGame,
  body: Record<string, unknown>,
  spec: { today: string; draw: Draw },
): { settle: (stake: bigint) => SettledRound } | { invalid: string } {
  const { draw } = spec;
  switch (game.kind) {
    case 'highlow': {
      const guess = body.guess;
      if (guess !== 'high' && guess !== 'low') return { invalid: 'guess' };
      return {
        settle: (stake) => {
          const first = draw(13);
          const second = draw(13);
          const { payout } = settleHighLow(first, second, guess, stake);
          return { kind: 'highlow', guess, first, second, payout };
        },
      };
    }
    case 'sportsbook': {
      const fixture = findFixture(game.sport ?? 'football', body.fixture, spec.today);
      if (!fixture) return { invalid: 'fixture' };
      const pick = body.pick;
      if (typeof pick !== 'number' || !Number.isInteger(pick) || !(pick in fixture.odds))
        return { invalid: 'pick' };
      const { id, sport, home, away, title, odds } = fixture;
      return {
        settle: (stake) => {
          const { result, payout } = settleSingle(fixture, pick, stake, draw);
          const bet = { fixture: id, sport, home, away, title, pick, odds: odds[pick] };
          return { kind: 'sportsbook', bet, outcome: { result }, payout };
        },
      };
    }
    case 'roulette': {
      const bet = parseRouletteBet(body.bet);
      if (!bet) return { invalid: 'bet' };
      return {
        settle: (stake) => {
          const { pocket, payout } = spinRoulette(bet, stake, draw);
          return { kind: 'roulette', bet, outcome: { pocket }, payout };
        },
      };
    }
    case 'fishing': {
      const target = parseFishTarget(body.target);
      if (!target) return { invalid: 'target' };
      return {
        settle: (stake) => {
          const { caught, payout } = shootFish(target, stake, draw);
          return { kind: 'fishing', bet: { target }, outcome: { caught }, payout };
        },
      };
    }
  }
}
