import { randomInt } from 'node:crypto';
import type { Queryable, Tx } from '../../../db/db.ts';
import type { Merchant } from '../../../merchant/merchant.ts';

/** Letters and digits that cannot be mistaken for one another when read aloud or typed. */
const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

function newCode(): string {
  return Array.from({ length: 8 }, () => alphabet[randomInt(alphabet.length)]).join('');
}

/** The member's referral code, made on first use (a clash with another's retries). */
export async function referralCodeOf(
  q: Queryable,
  merchant: Merchant,
  memberId: string,
): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const [row] = await q.query<{ code: string }>(
      `with made as (
         insert into referral_code (merchant_id, member_id, code) values ($1, $2, $3)
         on conflict do nothing returning code
       )
       select code from made
       union all
       select code from referral_code where merchant_id = $1 and member_id = $2`,
      [merchant.id, memberId, newCode()],
    );
    if (row) return row.code;
  }
  throw new Error('no free referral code');
}

/**
 * Records that `refereeId` registered with `code`, in the registration's transaction; a code
 * that is no member's (a campaign code) records nothing.
 */
export async function recordReferral(
  tx: Tx,
  merchant: Merchant,
  refereeId: string,
  code: string,
): Promise<boolean> {
  const rows = await tx.query(
    `insert into referral (merchant_id, referee_id, referrer_id)
     select $1, $2, c.member_id from referral_code c
     where c.merchant_id = $1 and c.code = upper($3) and c.member_id <> $2
     returning referrer_id`,
    [merchant.id, refereeId, code.trim()],
  );
  return rows.length > 0;
}
