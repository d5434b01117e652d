/// <reference types="node" />
import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { prng } from '../prng.ts';
import { toHex, utf8 } from './bytes.ts';
import {
  blockReader,
  bufferReader,
  counterBytes,
  deriveDraw,
  drawFromStream,
  drawMessage,
  shuffleFromStream,
  sparseShuffleFromStream,
  StreamExhausted,
  uniformInt,
} from './draw.ts';
import { drawShapeNames, isWellFormedResult } from './families.ts';
import { webCryptoHmac, webCryptoSha256 } from './webcrypto-hmac.ts';

const nodeHmac = (key: Uint8Array, message: Uint8Array) =>
  new Uint8Array(createHmac('sha256', key).update(message).digest());

/** The same derivation with node:crypto, synchronously, through the same pure functions. */
function nodeDraw(
  serverSeed: Uint8Array,
  game: string,
  period: string,
  shape: (typeof drawShapeNames)[number],
) {
  const seed = nodeHmac(serverSeed, drawMessage(game, period));
  return drawFromStream(
    shape,
    blockReader((counter) => nodeHmac(seed, counterBytes(counter))),
  );
}

describe('uniform integers by rejection sampling', () => {
  it('never favours a value: over every byte, accepted values are exactly uniform', () => {
    for (let bound = 1; bound <= 256; bound += 1) {
      const counts = new Array<number>(bound).fill(0);
      for (let byte = 0; byte < 256; byte += 1) {
        try {
          const value = uniformInt(bufferReader(Uint8Array.of(byte)), bound);
          counts[value] = (counts[value] ?? 0) + 1;
        } catch (error) {
          expect(error).toBeInstanceOf(StreamExhausted); // rejected: the byte is thrown away
        }
      }
      expect(new Set(counts).size, `bound ${bound}`).toBe(1);
    }
  });

  it('rejects the biased tail and reads on', () => {
    expect(uniformInt(bufferReader(Uint8Array.of(255, 250, 3)), 10)).toBe(3);
    expect(uniformInt(bufferReader(Uint8Array.of(0xff, 0x78, 0x01, 0x2c)), 300)).toBe(0);
    expect(uniformInt(bufferReader(new Uint8Array(0)), 1)).toBe(0);
    expect(uniformInt(bufferReader(Uint8Array.of(1, 2, 3, 4)), 2 ** 32)).toBe(0x01020304);
    expect(() => uniformInt(bufferReader(Uint8Array.of(1)), 0)).toThrow(RangeError);
  });
});

describe('Fisher-Yates from a stream', () => {
  it('maps the n! choice paths one to one onto the n! orders', () => {
    const items = [1, 2, 3, 4, 5];
    const orders = new Set<string>();
    for (let a = 0; a < 5; a += 1)
      for (let b = 0; b < 4; b += 1)
        for (let c = 0; c < 3; c += 1)
          for (let d = 0; d < 2; d += 1) {
            const read = bufferReader(Uint8Array.of(a, b, c, d));
            orders.add(shuffleFromStream(read, items).join());
          }
    expect(orders.size).toBe(120);
  });

  it('takes the same first k as the whole shuffle', () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ minLength: 64, maxLength: 64 }),
        fc.integer({ min: 0, max: 11 }),
        (bytes, k) => {
          const items = Array.from({ length: 11 }, (_, i) => i + 1);
          const full = shuffleFromStream(
            blockReader(() => bytes),
            items,
          );
          expect(
            shuffleFromStream(
              blockReader(() => bytes),
              items,
              k,
            ),
          ).toEqual(full.slice(0, k));
          expect([...full].sort((x, y) => x - y)).toEqual(items);
        },
      ),
    );
  });
});

describe('the sparse shuffle of tiered draws', () => {
  /** An endless reader of seeded bytes: cycled fixed bytes could be rejected forever. */
  const seeded = (seed: number) => {
    const random = prng(seed);
    return () => Math.floor(random() * 256);
  };

  it('takes the same items as the dense shuffle, byte for byte', () => {
    fc.assert(
      fc.property(
        fc.integer(),
        fc.integer({ min: 1, max: 10_000 }),
        fc.integer({ min: 0, max: 30 }),
        (seed, size, take) => {
          const dense = seeded(seed);
          const sparse = seeded(seed);
          const items = Array.from({ length: size }, (_, i) => i);
          expect(sparseShuffleFromStream(sparse, size, take)).toEqual(
            shuffleFromStream(dense, items, take),
          );
          // Both spent the same bytes: the next reads agree.
          expect(sparse()).toBe(dense());
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('the published derivation', () => {
  const vector = {
    serverSeed: 'dd7bc6a57e0994ca469f8c7d208cb0726a3d373f56cf48a7454a07e97ab5a5a8',
    gameCode: 'SSC_1MIN',
    periodId: '20250101-0001',
  };

  it('replays the published vector (checked against an independent Python implementation)', async () => {
    const serverSeed = await webCryptoSha256(utf8('portal lottery test vector'));
    expect(toHex(serverSeed)).toBe(vector.serverSeed);
    const seed = await webCryptoHmac(serverSeed, drawMessage(vector.gameCode, vector.periodId));
    expect(toHex(seed)).toBe('40c3706b54fe9b17f5e55ada4cb205c4d716ff55a80cbadff285358811c78d99');
    const draw = (shape: (typeof drawShapeNames)[number], beacon?: string) =>
      deriveDraw({ ...vector, serverSeed, shape, beacon });
    expect(await draw('SSC')).toEqual([2, 2, 9, 3, 0]);
    expect(await draw('LF_3D')).toEqual([2, 2, 9]);
    expect(await draw('LF_P5')).toEqual([2, 2, 9, 3, 0]);
    expect(await draw('11X5')).toEqual([8, 4, 5, 9, 11]);
    expect(await draw('PK10')).toEqual([3, 9, 8, 1, 7, 5, 2, 6, 10, 4]);
    expect(await draw('LHC')).toEqual([14, 48, 32, 11, 46, 40, 5]);
    expect(await draw('SSC', 'ab12')).toEqual([9, 3, 6, 1, 4]);
    // Tiered draws: one integer 0..10^w − 1 per position, SEA 4D a sparse shuffle of 0-9999.
    expect(await draw('VN_MB')).toEqual([
      99613, 32419, 16659, 97851, 74206, 35204, 88969, 75319, 75067, 7043, 7319, 6143, 9676, 4532,
      6715, 8310, 5196, 7016, 8529, 6588, 537, 452, 436, 81, 73, 1, 64,
    ]);
    expect(await draw('VN_MN')).toEqual([
      99613, 32419, 16659, 97851, 74206, 35204, 88969, 75319, 75067, 7043, 93883, 38269, 9676, 4532,
      6715, 8310, 196, 27,
    ]);
    expect(await draw('SEA_THAI')).toEqual([99613, 798, 746, 99, 929, 27]);
    expect(await draw('SEA_4D')).toEqual([
      6014, 7478, 9023, 3989, 1400, 2826, 2735, 8918, 9964, 5434, 3539, 9752, 9013, 7054, 2983,
      7364, 6239, 9778, 4622, 6753, 8350, 5301, 7038,
    ]);
  });

  it('gives the same draw through WebCrypto as through node:crypto, always well-formed', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.uint8Array({ minLength: 32, maxLength: 32 }),
        fc.stringMatching(/^[A-Z0-9_]{1,12}$/u),
        fc.stringMatching(/^[0-9-]{1,14}$/u),
        fc.constantFrom(...drawShapeNames),
        async (serverSeed, gameCode, periodId, shape) => {
          const draw = await deriveDraw({ serverSeed, gameCode, periodId, shape });
          expect(isWellFormedResult(shape, draw)).toBe(true);
          expect(nodeDraw(serverSeed, gameCode, periodId, shape)).toEqual(draw);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('refuses ambiguous messages and a broken HMAC', async () => {
    expect(() => drawMessage('SSC|1', '2')).toThrow(RangeError);
    expect(() => drawMessage('SSC', '')).toThrow(RangeError);
    expect(() => drawMessage('SSC', '1', 'a|b')).toThrow(RangeError);
    expect(toHex(counterBytes(258))).toBe('00000102');
    const empty = () => Promise.resolve(new Uint8Array(0));
    await expect(
      deriveDraw(
        { serverSeed: new Uint8Array(32), gameCode: 'G', periodId: '1', shape: 'SSC' },
        empty,
      ),
    ).rejects.toThrow(RangeError);
  });
});
