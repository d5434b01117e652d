import type { Platform } from '../platform.ts';
import type { Merchant } from './merchant.ts';

/** Where a brand's failed run is reported. */
export interface JobLog {
  error(obj: unknown, msg: string): void;
}

/**
 * Runs `work` for every brand in id order, as the recurring per-brand jobs do: one brand's
 * failure is logged with `what` and the brands after it still run.
 */
export async function forEachMerchant(
  platform: Pick<Platform, 'db' | 'directory'>,
  what: string,
  work: (merchant: Merchant) => Promise<unknown>,
  log?: JobLog,
): Promise<void> {
  const merchants = await platform.db.query<{ id: number }>('select id from merchant order by id');
  for (const { id } of merchants) {
    const merchant = await platform.directory.byId(id);
    if (!merchant) continue;
    try {
      await work(merchant);
    } catch (err) {
      log?.error({ err, merchant: merchant.code }, `${what} failed`);
    }
  }
}
