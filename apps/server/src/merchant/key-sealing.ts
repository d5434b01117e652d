import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../db/db.ts';

/**
 * The keys that seal merchant private keys at rest: the first seals, any of them opens (so a
 * retired key keeps working until the start-up step has resealed its rows). Configured as
 * `KEY_ENCRYPTION_KEYS=<id>:<base64 of 32 bytes>[,<id>:<base64>...]`.
 */
export interface Keyring {
  current: { id: string; key: Buffer };
  keys: ReadonlyMap<string, Buffer>;
}

/** A sealed value and the id of the key that sealed it. */
export interface Sealed {
  sealed: string;
  keyId: string;
}

const keyIdPattern = /^[A-Za-z0-9_-]{1,32}$/u;

/** Reads `KEY_ENCRYPTION_KEYS`; throws a RangeError saying what is wrong. */
export function parseKeyring(text: string): Keyring {
  const keys = new Map<string, Buffer>();
  let current: Keyring['current'] | null = null;
  for (const entry of text.split(',').map((part) => part.trim())) {
    const at = entry.indexOf(':');
    const id = entry.slice(0, at);
    const key = Buffer.from(entry.slice(at + 1), 'base64');
    if (at < 1 || !keyIdPattern.test(id))
      throw new RangeError(`a key id is 1-32 of A-Z a-z 0-9 _ -`);
    if (key.length !== 32) throw new RangeError(`key ${id} is not 32 bytes of base64`);
    if (keys.has(id)) throw new RangeError(`key ${id} is listed twice`);
    keys.set(id, key);
    current ??= { id, key };
  }
  if (!current) throw new RangeError('no key');
  return { current, keys };
}

/**
 * The keyring of a single-node install on the embedded database: a key made at first start and
 * kept in `DATA_DIR/key-encryption.key` (readable by the owner only). Production deployments on
 * PostgreSQL set `KEY_ENCRYPTION_KEYS`, shared by every node.
 */
export async function localKeyring(dataDir: string): Promise<Keyring> {
  const file = path.join(dataDir, 'key-encryption.key');
  const existing = await readFile(file, 'utf8').catch(() => null);
  if (existing !== null) return parseKeyring(existing.trim());
  const line = `local:${randomBytes(32).toString('base64')}`;
  await mkdir(dataDir, { recursive: true });
  await writeFile(file, `${line}\n`, { mode: 0o600, flag: 'wx' }).catch(async () => {
    // Another process made it first: use theirs.
  });
  await chmod(file, 0o600);
  return parseKeyring((await readFile(file, 'utf8')).trim());
}

/** Seals `plain` with the current key; `context` binds the ciphertext to its row. */
export function seal(keyring: Keyring, plain: string, context: string): Sealed {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyring.current.key, iv);
  cipher.setAAD(Buffer.from(context));
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  const sealed = Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
  return { sealed, keyId: keyring.current.id };
}

/** Opens a sealed value; throws when the key is unknown or the value or context was altered. */
export function unseal(keyring: Keyring, value: Sealed, context: string): string {
  const key = keyring.keys.get(value.keyId);
  if (!key) throw new Error(`merchant key sealed with ${value.keyId}, which is not configured`);
  const bytes = Buffer.from(value.sealed, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, 12));
  decipher.setAAD(Buffer.from(context));
  decipher.setAuthTag(bytes.subarray(12, 28));
  return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
}

/** The context a merchant key's ciphertext is bound to: its row. */
export function keyContext(merchantId: number, kid: string): string {
  return `merchant_key:${merchantId}:${kid}`;
}

/**
 * Seals every merchant key still stored plain and reseals those sealed under a key other than
 * the current one, each in its own statement (a row is never left half-written). Runs at start,
 * under an advisory lock so that nodes starting together do it once. Answers how many moved.
 */
export async function resealMerchantKeys(db: Db, keyring: Keyring): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.query(`select pg_advisory_xact_lock(hashtext('portal.reseal'))`);
    const rows = await tx.query<{
      merchant_id: number;
      kid: string;
      private_jwk: JsonWebKey | null;
      private_key_sealed: string | null;
      sealing_key_id: string | null;
    }>(
      `select merchant_id, kid, private_jwk, private_key_sealed, sealing_key_id from merchant_key
       where private_jwk is not null or sealing_key_id <> $1`,
      [keyring.current.id],
    );
    for (const row of rows) {
      const context = keyContext(row.merchant_id, row.kid);
      const plain =
        row.private_jwk !== null
          ? JSON.stringify(row.private_jwk)
          : unseal(
              keyring,
              { sealed: row.private_key_sealed!, keyId: row.sealing_key_id! },
              context,
            );
      const { sealed, keyId } = seal(keyring, plain, context);
      await tx.query(
        `update merchant_key set private_jwk = null, private_key_sealed = $3, sealing_key_id = $4
         where merchant_id = $1 and kid = $2`,
        [row.merchant_id, row.kid, sealed, keyId],
      );
    }
    return rows.length;
  });
}
