import { ok } from '../../test/request-body.ts';
import type { Bonus, Leaderboard, LeaderboardEntry, Mission } from './rewards-types.ts';
import { bonus } from './rewards-test-kit.ts';

/**
 * Answers of the missions and leaderboard calls for the page tests (`rewards-test-kit.ts` opens
 * the page and stubs the calls).
 */

/**
 * Today's mission of R$ 100,00 of valid bets, R$ 60,00 of the way, paying R$ 2,00; the day ends
 * at midnight of 22 November 2026 on the brand's clock (São Paulo).
 */
export function mission(overrides: Partial<Mission> = {}): Mission {
  return {
    key: 'daily-bet',
    title: 'Apostas válidas do dia',
    period: 'daily',
    metric: 'validBet',
    product: null,
    target: '100.00',
    progress: '60.00',
    reward: '2.00',
    state: 'inProgress',
    endsAt: '2026-11-22T03:00:00.000Z',
    ...overrides,
  };
}

/** The summary's answer; its badge count is the completed missions, as the server counts. */
export function summary(missions: Mission[]) {
  return ok({
    missions,
    claimable: missions.filter((item) => item.state === 'completed').length,
  });
}

/** The bonus a mission claim made. */
export function missionBonus(overrides: Partial<Bonus> = {}): Bonus {
  return bonus({
    id: '50',
    source: 'mission',
    title: 'Apostas válidas do dia',
    amount: '2.00',
    turnoverRequired: '2.00',
    state: 'claimed',
    settledAt: '2026-11-21T13:00:00.000Z',
    expiresAt: null,
    ...overrides,
  });
}

/** A row of the leaderboard, someone else's unless told. */
export function entry(rank: number, name: string, validBet: string, me = false): LeaderboardEntry {
  return { rank, name, validBet, me };
}

/**
 * The week from Monday 16 to Sunday 22 November 2026 on the brand's clock, the member third
 * (their own row in the table).
 */
export function leaderboard(overrides: Partial<Leaderboard> = {}): Leaderboard {
  return {
    period: 'weekly',
    start: '2026-11-16T03:00:00.000Z',
    end: '2026-11-23T03:00:00.000Z',
    entries: [
      entry(1, 'jo***12', '5400.00'),
      entry(2, 'ma***ia', '3100.50'),
      entry(3, 'an*', '1234.00', true),
    ],
    mine: { rank: 3, validBet: '1234.00' },
    ...overrides,
  };
}
