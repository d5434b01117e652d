import type { Platform } from '../../platform.ts';

/**
 * Withdrawals paid out and not confirmed by `autoReceiveAt` count as received (spec section 4):
 * they become `completed` with `autoReceived`, a forced receipt that is never refunded. Runs as
 * the recurring job `withdrawal-auto-receive`; one statement, so two nodes running it at once
 * complete each withdrawal once. Returns how many it completed.
 */
export async function autoReceiveDue(platform: Platform, now: number): Promise<number> {
  const rows = await platform.db.query(
    `update withdrawal set status = 'completed', auto_received = true, confirmed_at = $1
     where status = 'awaiting_confirmation' and auto_receive_at <= $1 returning id`,
    [new Date(now)],
  );
  return rows.length;
}
