import { describe, expect, it } from 'vitest';
import { decryptCsPath, encryptCsPath } from './cs-path.ts';

describe('customer-service path', () => {
  it('decrypts with the last 8 characters as the key', async () => {
    const url = 'https://wa.me/351900000000?text=Olá';
    const encrypted = await encryptCsPath(url);
    expect(encrypted).not.toContain('wa.me');
    expect(await decryptCsPath(encrypted)).toBe(url);
  });

  it('uses a fresh key and IV each time', async () => {
    const a = await encryptCsPath('/support/chat');
    const b = await encryptCsPath('/support/chat');
    expect(a).not.toBe(b);
  });

  it('refuses a tampered or swapped key', async () => {
    const encrypted = await encryptCsPath('/support/chat');
    const otherKey =
      encrypted.slice(0, -8) + (encrypted.endsWith('AAAAAAAA') ? 'BBBBBBBB' : 'AAAAAAAA');
    await expect(decryptCsPath(otherKey)).rejects.toThrow();
    await expect(decryptCsPath('short')).rejects.toThrow();
  });
});
