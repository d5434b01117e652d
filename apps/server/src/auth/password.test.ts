import { describe, expect, it } from 'vitest';
import { burnVerification, hashPassword, needsRehash, verifyPassword } from './password.ts';

describe('passwords', () => {
  it('hash with scrypt, salted, parameters stored with the hash', async () => {
    const a = await hashPassword('demo1234', 10);
    const b = await hashPassword('demo1234', 10);
    expect(a).toMatch(/^scrypt\$10\$8\$1\$[A-Za-z0-9+/=]{44}\$[A-Za-z0-9+/=]{44}$/u);
    expect(a).not.toBe(b);
    expect(a).not.toContain('demo1234');
    expect(await verifyPassword('demo1234', a)).toBe(true);
    expect(await verifyPassword('demo1235', a)).toBe(false);
    expect(await verifyPassword('', a)).toBe(false);
  });

  it('verify hashes of another cost, and tell when to rehash', async () => {
    const cheap = await hashPassword('pässword1', 11);
    expect(await verifyPassword('pässword1', cheap)).toBe(true);
    // NFC and NFD spellings of the same text are one password.
    expect(await verifyPassword('pa\u0308ssword1', cheap)).toBe(true);
    expect(needsRehash(cheap, 15)).toBe(true);
    expect(needsRehash(cheap, 11)).toBe(false);
  });

  it('refuse malformed or hostile stored values without throwing', async () => {
    for (const stored of ['', 'plain', 'scrypt$30$8$1$AAAA$BBBB', 'scrypt$x$8$1$a$b', 'bcrypt$1']) {
      expect(await verifyPassword('x', stored)).toBe(false);
    }
    expect(await burnVerification('x', 10)).toBe(false);
  });
});
