import type { Queryable } from '../../db/db.ts';
import type { Sport } from './sportsbook-teams.ts';

/** The demo tables a demo vendor can open; the round rows keep this as their `kind`. */
export type DemoKind = 'highlow' | 'sportsbook' | 'roulette' | 'fishing';

/** Which table stands in for a product type: a demo of that type, high/low for the rest. */
export function kindOfGameType(gameType: string | null): DemoKind {
  switch (gameType) {
    case 'SPORTS':
    case 'ESPORTS':
      return 'sportsbook';
    case 'LIVE':
      return 'roulette';
    case 'FISH':
      return 'fishing';
    default:
      return 'highlow';
  }
}

/** What the page and the round endpoint need to know about the launched game. */
export interface DemoGame {
  kind: DemoKind;
  /** The sportsbook's sport (e-sports for ESPORTS); null for the other tables. */
  sport: Sport | null;
}

/**
 * The table of a vendor's game, from the catalogue card's game type. Read from the database
 * rather than carried in the play token so that tokens signed before this change (and a
 * lobby launch, which has no game) keep working: an unknown game plays high/low.
 */
export async function demoGameOf(
  db: Queryable,
  vendor: string,
  gameCode: string,
): Promise<DemoGame> {
  const [row] = gameCode
    ? await db.query<{ game_type: string }>(
        'select game_type from game where vendor_code = $1 and game_code = $2',
        [vendor, gameCode],
      )
    : [];
  const type = row?.game_type ?? null;
  const kind = kindOfGameType(type);
  return {
    kind,
    sport: kind === 'sportsbook' ? (type === 'ESPORTS' ? 'esports' : 'football') : null,
  };
}
