import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/db.ts';
import { createTestDb } from '../testing/test-db.ts';
import {
  keyContext,
  localKeyring,
  parseKeyring,
  resealMerchantKeys,
  seal,
  unseal,
} from './key-sealing.ts';
import { activePrivateKey, createMerchantKey } from './merchant-keys.ts';

const keyOf = (byte: number) => Buffer.alloc(32, byte).toString('base64');
const oldRing = parseKeyring(`old:${keyOf(1)}`);
const newRing = parseKeyring(`new:${keyOf(2)},old:${keyOf(1)}`);

describe('sealing merchant keys', () => {
  it('opens what it sealed, for the same row only', () => {
    const sealed = seal(oldRing, '{"d":"secret"}', keyContext(1, 'k1'));
    expect(sealed.keyId).toBe('old');
    expect(sealed.sealed).not.toContain('secret');
    expect(unseal(newRing, sealed, keyContext(1, 'k1'))).toBe('{"d":"secret"}');
    // Moved to another row, or altered, it no longer opens.
    expect(() => unseal(oldRing, sealed, keyContext(2, 'k1'))).toThrow();
    const flipped = Buffer.from(sealed.sealed, 'base64');
    flipped[flipped.length - 1]! ^= 1;
    expect(() =>
      unseal(oldRing, { ...sealed, sealed: flipped.toString('base64') }, keyContext(1, 'k1')),
    ).toThrow();
  });

  it('refuses a key it does not have, and malformed keyrings', () => {
    const sealed = seal(newRing, 'x', 'c');
    expect(() => unseal(oldRing, sealed, 'c')).toThrow(/new, which is not configured/u);
    for (const bad of [
      '',
      'nocolon',
      `x:${Buffer.alloc(16).toString('base64')}`,
      `a b:${keyOf(1)}`,
    ]) {
      expect(() => parseKeyring(bad)).toThrow(RangeError);
    }
    expect(() => parseKeyring(`a:${keyOf(1)},a:${keyOf(2)}`)).toThrow(/twice/u);
  });

  it('keeps a single-node key in the data directory, readable by its owner only', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'portal-keyring-'));
    try {
      const first = await localKeyring(dir);
      const again = await localKeyring(dir);
      expect(again.current.key.equals(first.current.key)).toBe(true);
      const file = path.join(dir, 'key-encryption.key');
      expect((await stat(file)).mode & 0o777).toBe(0o600);
      expect((await readFile(file, 'utf8')).startsWith('local:')).toBe(true);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('resealing at start', () => {
  let db: Db;
  beforeAll(async () => {
    db = await createTestDb();
  });
  afterAll(async () => {
    await db.close();
  });

  it('seals plain keys, moves keys to the current sealing key, and leaves none readable', async () => {
    const [merchant] = await db.query<{ id: number }>(
      `select id from merchant where code = 'demo'`,
    );
    const id = merchant!.id;
    // The demo seed's key (plain) and a new one sealed under the old key.
    await resealMerchantKeys(db, oldRing);
    await createMerchantKey(db, id, oldRing);
    const before = await activePrivateKey(db, oldRing, id);
    expect(await resealMerchantKeys(db, newRing)).toBeGreaterThan(0);
    const rows = await db.query<{ private_jwk: unknown; sealing_key_id: string }>(
      'select private_jwk, sealing_key_id from merchant_key',
    );
    expect(rows.every((row) => row.private_jwk === null && row.sealing_key_id === 'new')).toBe(
      true,
    );
    expect(await activePrivateKey(db, newRing, id)).toEqual(before);
    // Nothing left to move.
    expect(await resealMerchantKeys(db, newRing)).toBe(0);
    await expect(activePrivateKey(db, oldRing, id)).rejects.toThrow(/not configured/u);
  });
});
