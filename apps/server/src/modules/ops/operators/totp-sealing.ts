import type { Db } from '../../../db/db.ts';
import { seal, unseal, type Keyring } from '../../../merchant/key-sealing.ts';

/** The context a sealed TOTP secret is bound to: its operator. */
export function totpContext(operatorId: string): string {
  return `operator_totp:${operatorId}`;
}

/**
 * Reseals every operator's authenticator secret (and one offered during an enrolment) that is
 * sealed under a key other than the current one, as start-up does for the merchant keys
 * (README "Key rotation"): once the log says so, the retired key can leave the list and every
 * operator still logs in. One statement per row, under the same advisory lock as the merchant
 * keys, so nodes starting together do it once. Answers how many rows moved.
 */
export async function resealOperatorSecrets(db: Db, keyring: Keyring): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.query(`select pg_advisory_xact_lock(hashtext('portal.reseal'))`);
    const rows = await tx.query<{
      id: string;
      totp_secret: string | null;
      totp_offered: string | null;
      totp_key_id: string;
    }>(
      `select id::text as id, totp_secret, totp_offered, totp_key_id from operator
       where totp_key_id <> $1 and (totp_secret is not null or totp_offered is not null)`,
      [keyring.current.id],
    );
    for (const row of rows) {
      const context = totpContext(row.id);
      const moved = (sealed: string | null) =>
        sealed === null
          ? null
          : seal(keyring, unseal(keyring, { sealed, keyId: row.totp_key_id }, context), context)
              .sealed;
      await tx.query(
        `update operator set totp_secret = $2, totp_offered = $3, totp_key_id = $4 where id = $1`,
        [row.id, moved(row.totp_secret), moved(row.totp_offered), keyring.current.id],
      );
    }
    return rows.length;
  });
}
