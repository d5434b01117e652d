/**
 * The shared crash round of the in-house provider as its screen receives it: pushed over
 * `/play/pge/crash/ws` and answered by `GET /play/pge/api/crash/round`. Multipliers are in
 * hundredths (250 = 2.50x), amounts are the wire's decimal strings.
 */
export interface CrashHistoryEntry {
  roundNo: number;
  crash: number;
  /** The round's revealed seed. */
  seed: string;
  /** sha256 of the seed: the previous round's seed (or the chain's commitment for index 1). */
  hash: string;
  chainIndex: number;
}

/** A player's own bet in the round. */
export interface MyCrashBet {
  stake: string;
  autoCashout: number | null;
  /** The multiplier the bet left at; 0 once lost; null while in the air. */
  cashout: number | null;
  payout: string | null;
}

export interface CrashView {
  roundNo: number;
  phase: 'betting' | 'running' | 'crashed';
  /** The server clock when the view was made: the page runs its curve from it. */
  now: number;
  bettingEndsMs: number;
  /** The live multiplier, or the crash point once crashed. */
  multiplier: number;
  crash: number | null;
  /** Secret until the round has crashed. */
  seed: string | null;
  /** sha256 of the round's seed, published before take-off. */
  hash: string;
  chainIndex: number;
  commitment: string;
  salt: string;
  bets: Array<{ player: string; stake: string; cashout: number | null; payout: string | null }>;
  history: CrashHistoryEntry[];
  /** The watcher's own bet, or null. */
  mine: MyCrashBet | null;
}
