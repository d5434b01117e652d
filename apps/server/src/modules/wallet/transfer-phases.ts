import type { Platform } from '../../platform.ts';

/**
 * The phases of a vendor transfer (`GCS_walletTransfer`): the request's checks (wallet mode,
 * vendor), the idempotency claim, the hold (phase 1), the vendor's call, the settlement
 * (phase 2) and the answer (balance read, stored for replays). The balance pushes run in the
 * background (`publishBalance`), outside a transfer's time.
 */
export type TransferPhase = 'checks' | 'claim' | 'hold' | 'vendor' | 'settle' | 'answer';

/**
 * Runs one phase and records its time in `wallet_transfer_phase_seconds` (metrics): operators
 * see where transfers spend their time, and the bench prints it.
 */
export async function timed<T>(
  platform: Pick<Platform, 'metrics'>,
  phase: TransferPhase,
  run: () => Promise<T>,
): Promise<T> {
  const end = platform.metrics.transferPhase.startTimer({ phase });
  try {
    return await run();
  } finally {
    end();
  }
}
