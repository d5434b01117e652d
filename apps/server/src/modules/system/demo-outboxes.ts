import { AppError } from '../../http/app-error.ts';
import type { Platform } from '../../platform.ts';

/**
 * The demo gateways deliver nothing: their outboxes are how an operator (or an end-to-end test)
 * reads what would have been sent. A real gateway has no outbox: both answer 404 then.
 */

export async function smsOutbox(
  platform: Platform,
  merchantId: number,
  input: { mobile?: string | undefined; limit: number },
) {
  if (!platform.sms.demo) throw new AppError('not_found');
  const rows = await platform.db.query<{
    id: bigint;
    country_code: string;
    mobile: string;
    purpose: string;
    body: string;
    created_at: Date;
  }>(
    `select id, country_code, mobile, purpose, body, created_at from sms_outbox
     where merchant_id = $1 and ($2::text is null or mobile = $2)
     order by id desc limit $3`,
    [merchantId, input.mobile ? input.mobile : null, input.limit],
  );
  return {
    list: rows.map((row) => ({
      id: String(row.id),
      countryCode: row.country_code,
      mobile: row.mobile,
      purpose: row.purpose,
      text: row.body,
      createdAt: row.created_at.toISOString(),
    })),
  };
}

export async function emailOutbox(
  platform: Platform,
  merchantId: number,
  input: { to?: string | undefined; limit: number },
) {
  if (!platform.email.demo) throw new AppError('not_found');
  const rows = await platform.db.query<{
    id: bigint;
    to_address: string;
    subject: string;
    body: string;
    created_at: Date;
  }>(
    `select id, to_address, subject, body, created_at from email_outbox
     where merchant_id = $1 and ($2::text is null or lower(to_address) = lower($2))
     order by id desc limit $3`,
    [merchantId, input.to ? input.to : null, input.limit],
  );
  return {
    list: rows.map((row) => ({
      id: String(row.id),
      to: row.to_address,
      subject: row.subject,
      text: row.body,
      createdAt: row.created_at.toISOString(),
    })),
  };
}
