import { messageText, type MessageLanguage } from '@portal/contract/messages';
import type { Tx } from '../../db/db.ts';
import { AppError } from '../../http/app-error.ts';
import type { Merchant } from '../../merchant/merchant.ts';

/**
 * Small money helpers shared by withdrawals, deposits, transfers and the upline transfer: a
 * member's typed amount at the merchant's scale, and account locks in one order.
 */

/**
 * A member's typed amount in minor units at the merchant's scale. Not positive, or finer than
 * the scale, is 400 `invalid_amount` (with the message on `field` when the caller's language is
 * given) and nothing changes: money input is exact, never rounded.
 */
export function amountMinor(
  text: string,
  merchant: Merchant,
  language?: MessageLanguage,
  field = 'amount',
): bigint {
  let minor = 0n;
  try {
    minor = merchant.money.parse(text);
  } catch {
    // Not a decimal at the scale: refused below like zero.
  }
  if (minor <= 0n) {
    throw new AppError(
      'invalid_amount',
      language === undefined ? undefined : { [field]: messageText('invalid_amount', language) },
    );
  }
  return minor;
}

/**
 * Locks ledger accounts in id order, the order `postTransfer` locks them in, so that reading a
 * balance before posting cannot deadlock with another transfer over the same accounts.
 */
export async function lockAccounts(tx: Tx, ids: readonly bigint[]): Promise<void> {
  const sorted = [...new Set(ids)].sort((a, b) => (a < b ? -1 : 1));
  await tx.query(
    'select id from ledger_account where id = any($1::bigint[]) order by id for update',
    [sorted.map(String)],
  );
}

/** ISO text of a timestamp, or null. */
export function iso(value: Date | null | undefined): string | null {
  return value ? value.toISOString() : null;
}
