import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Queryable } from '../../db/db.ts';

/**
 * The secret a provider signs a merchant's webhooks with, made on first use and shared by every
 * node through the database. A real provider's secret is set by the operator in this row.
 */
export async function paymentSecret(
  q: Queryable,
  merchantId: number,
  provider: string,
): Promise<string> {
  await q.query(
    `insert into payment_secret (merchant_id, provider, secret) values ($1, $2, $3)
     on conflict do nothing`,
    [merchantId, provider, randomBytes(32).toString('hex')],
  );
  const [row] = await q.query<{ secret: string }>(
    'select secret from payment_secret where merchant_id = $1 and provider = $2',
    [merchantId, provider],
  );
  return row!.secret;
}

/** Hex HMAC-SHA256 of the raw body. */
export function signWebhook(secret: string, raw: string): string {
  return createHmac('sha256', secret).update(raw).digest('hex');
}

/** Constant-time check of a hex signature. */
export function verifyWebhook(secret: string, raw: string, given: string): boolean {
  const expected = Buffer.from(signWebhook(secret, raw), 'utf8');
  const actual = Buffer.from(given, 'utf8');
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
