import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../db/db.ts';
import { parseKeyring, seal, unseal } from '../../../merchant/key-sealing.ts';
import { createTestDb } from '../../../testing/test-db.ts';
import { newTotpSecret } from './totp.ts';
import { resealOperatorSecrets, totpContext } from './totp-sealing.ts';

const keyOf = (byte: number) => Buffer.alloc(32, byte).toString('base64');
const oldRing = parseKeyring(`old:${keyOf(1)}`);
const newRing = parseKeyring(`new:${keyOf(2)},old:${keyOf(1)}`);

let db: Db;
beforeAll(async () => {
  db = await createTestDb();
});
afterAll(async () => {
  await db.close();
});

/** An operator whose secret (enrolled, or offered in an enrolment) is sealed under `ring`. */
async function operatorWith(username: string, column: 'totp_secret' | 'totp_offered') {
  const [row] = await db.query<{ id: string }>(
    `insert into operator (merchant_id, username, password_hash, role)
     values (null, $1, 'x', 'owner') returning id::text as id`,
    [username],
  );
  const secret = newTotpSecret();
  const sealed = seal(oldRing, secret, totpContext(row!.id));
  await db.query(`update operator set ${column} = $2, totp_key_id = $3 where id = $1`, [
    row!.id,
    sealed.sealed,
    sealed.keyId,
  ]);
  return { id: row!.id, secret };
}

async function stored(id: string) {
  const [row] = await db.query<{
    totp_secret: string | null;
    totp_offered: string | null;
    totp_key_id: string | null;
  }>('select totp_secret, totp_offered, totp_key_id from operator where id = $1', [id]);
  return row!;
}

describe('operator secrets on key rotation', () => {
  it('moves enrolled and offered secrets to the current key, once, keeping them', async () => {
    const enrolled = await operatorWith('rotateenrolled', 'totp_secret');
    const offered = await operatorWith('rotateoffered', 'totp_offered');
    await db.query(`insert into operator (merchant_id, username, password_hash, role)
      values (null, 'rotatenone', 'x', 'owner')`);

    // Under the old ring alone there is nothing to move.
    expect(await resealOperatorSecrets(db, oldRing)).toBe(0);
    expect(await resealOperatorSecrets(db, newRing)).toBe(2);

    const a = await stored(enrolled.id);
    expect(a.totp_key_id).toBe('new');
    expect(a.totp_offered).toBeNull();
    const opened = unseal(
      newRing,
      { sealed: a.totp_secret!, keyId: 'new' },
      totpContext(enrolled.id),
    );
    expect(opened).toBe(enrolled.secret);
    // The retired key alone can no longer open it.
    expect(() =>
      unseal(oldRing, { sealed: a.totp_secret!, keyId: 'new' }, totpContext(enrolled.id)),
    ).toThrow();

    const b = await stored(offered.id);
    expect(b.totp_secret).toBeNull();
    expect(
      unseal(newRing, { sealed: b.totp_offered!, keyId: b.totp_key_id! }, totpContext(offered.id)),
    ).toBe(offered.secret);

    expect(await resealOperatorSecrets(db, newRing)).toBe(0);
  });
});
