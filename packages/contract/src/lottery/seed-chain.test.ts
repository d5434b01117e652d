import { describe, expect, it } from 'vitest';
import { fromHex, toHex, utf8 } from './bytes.ts';
import {
  buildSeedChain,
  previousSeed,
  verifyAgainstAnchor,
  verifyChainLink,
} from './seed-chain.ts';
import { webCryptoSha256 } from './webcrypto-hmac.ts';

describe('the seed hash chain', () => {
  it('hashes raw seed bytes with SHA-256 (a published vector)', async () => {
    // SHA-256 of the three bytes "abc" (FIPS 180-2 example).
    expect(toHex(await previousSeed(utf8('abc')))).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
  });

  it('links every period to the one before it and to the anchor', async () => {
    const top = await webCryptoSha256(utf8('season top seed'));
    const { seeds, anchor } = await buildSeedChain(top, 20);
    expect(seeds).toHaveLength(21);
    expect(seeds[20]).toEqual(top);
    expect(await verifyChainLink(seeds[0] as Uint8Array, anchor)).toBe(true);
    for (let k = 1; k <= 20; k += 1) {
      expect(await verifyChainLink(seeds[k] as Uint8Array, seeds[k - 1] as Uint8Array)).toBe(true);
    }
    expect(await verifyAgainstAnchor(seeds[13] as Uint8Array, 13, anchor)).toBe(true);
  });

  it('refuses a wrong seed, a wrong index and a tampered commitment', async () => {
    const { seeds, anchor } = await buildSeedChain(fromHex('11'.repeat(32)), 5);
    const [s2, s3] = [seeds[2] as Uint8Array, seeds[3] as Uint8Array];
    expect(await verifyChainLink(s2, s3)).toBe(false);
    const flipped = Uint8Array.from(s3, (byte, i) => (i === 0 ? byte ^ 1 : byte));
    expect(await verifyChainLink(flipped, s2)).toBe(false);
    expect(await verifyAgainstAnchor(s3, 2, anchor)).toBe(false);
    expect(await verifyAgainstAnchor(s3, -1, anchor)).toBe(false);
    expect(await verifyChainLink(s3, s2.slice(0, 31))).toBe(false);
  });
});
