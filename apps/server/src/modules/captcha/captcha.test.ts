import { inflateSync } from 'node:zlib';
import { captchaEndpoints } from '@portal/contract/captcha';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../clock.ts';
import { call, demoMerchantId } from '../../testing/accounts.ts';
import { expectError, expectOk } from '../../testing/expect-ok.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { captchaHeight, captchaWidth, randomCaptchaText, renderCaptcha } from './captcha-image.ts';
import { captchaAlphabet } from './glyphs.ts';
import { crc32, encodePng } from './png.ts';

/** Reads the chunks of a PNG, checking each CRC. */
function chunks(png: Buffer): Array<{ type: string; data: Buffer }> {
  expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const list: Array<{ type: string; data: Buffer }> = [];
  for (let at = 8; at < png.length;) {
    const length = png.readUInt32BE(at);
    const type = png.toString('latin1', at + 4, at + 8);
    const data = png.subarray(at + 8, at + 8 + length);
    expect(png.readUInt32BE(at + 8 + length)).toBe(crc32(png.subarray(at + 4, at + 8 + length)));
    list.push({ type, data });
    at += 12 + length;
  }
  return list;
}

describe('captcha', () => {
  let t: TestApp;
  const clock = new ManualClock();

  beforeAll(async () => {
    t = await createTestApp({ clock });
  });
  afterAll(async () => {
    await t.close();
  });

  it('encodes valid PNGs (CRC-32 of "IEND" is the known value)', () => {
    expect(crc32(Buffer.from('IEND'))).toBe(0xae426082);
    const png = encodePng(2, 1, new Uint8Array([255, 0, 0, 0, 0, 255]));
    const [header, data, end] = chunks(png);
    expect(header?.type).toBe('IHDR');
    expect(end?.type).toBe('IEND');
    expect([...inflateSync(data!.data)]).toEqual([0, 255, 0, 0, 0, 0, 255]);
  });

  it('serves a base64 PNG of 5 unambiguous characters, stored only as a hash', async () => {
    const value = expectOk(await call(t, captchaEndpoints.image), captchaEndpoints.image);
    if (value.kind !== 'image') throw new Error('the demo brand uses the image captcha');
    expect(value.expiresInSeconds).toBe(120);
    const png = Buffer.from(value.image, 'base64');
    const [header, ...rest] = chunks(png);
    expect(header!.data.readUInt32BE(0)).toBe(captchaWidth);
    expect(header!.data.readUInt32BE(4)).toBe(captchaHeight);
    const idat = Buffer.concat(rest.filter((c) => c.type === 'IDAT').map((c) => c.data));
    expect(inflateSync(idat)).toHaveLength((captchaWidth * 3 + 1) * captchaHeight);
    const [row] = await t.db.query<{ answer_hash: string }>(
      'select answer_hash from captcha where id = $1',
      [value.captchaId],
    );
    expect(row?.answer_hash).toMatch(/^[0-9a-f]{64}$/u);
    for (let i = 0; i < 50; i += 1) {
      const text = randomCaptchaText();
      expect(text).toHaveLength(5);
      for (const char of text) expect(captchaAlphabet).toContain(char);
    }
    expect(captchaAlphabet).not.toMatch(/[0O1IL5S8B2Z]/u);
  });

  it('draws every character in one ink with grain: splitting by colour isolates no glyph', () => {
    for (let sample = 0; sample < 20; sample += 1) {
      const pixels = renderCaptcha(randomCaptchaText());
      // The old attack: take the dark pixels, group them by exact colour, read each group.
      const groups = new Map<string, number>();
      let dark = 0;
      for (let i = 0; i < pixels.length; i += 3) {
        if (pixels[i]! + pixels[i + 1]! + pixels[i + 2]! > 3 * 140) continue;
        dark += 1;
        const key = `${pixels[i]},${pixels[i + 1]},${pixels[i + 2]}`;
        groups.set(key, (groups.get(key) ?? 0) + 1);
      }
      const largest = Math.max(...groups.values());
      // A glyph is a fifth of the ink; no colour holds even a fiftieth of it.
      expect(largest / dark).toBeLessThan(0.02);
      expect(dark).toBeGreaterThan(800);
    }
  });

  it('is refreshed at most once a second per IP', async () => {
    clock.advance(1000);
    expectOk(
      await call(t, captchaEndpoints.image, {}, { ip: '192.0.2.5' }),
      captchaEndpoints.image,
    );
    expectError(
      await call(t, captchaEndpoints.image, {}, { ip: '192.0.2.5' }),
      429,
      'too_many_requests',
    );
    expectOk(
      await call(t, captchaEndpoints.image, {}, { ip: '192.0.2.6' }),
      captchaEndpoints.image,
    );
    clock.advance(1000);
    expectOk(
      await call(t, captchaEndpoints.image, {}, { ip: '192.0.2.5' }),
      captchaEndpoints.image,
    );
  });

  it('answers once, case-insensitively, within two minutes, for its merchant only', async () => {
    const store = t.app.platform.captchas;
    const merchantId = await demoMerchantId(t);
    const a = await store.create(merchantId, 'HJKMN');
    expect(await store.consume(merchantId + 1, a.id, 'HJKMN')).toBe(false);
    expect(await store.consume(merchantId, a.id, ' hjkmn ')).toBe(true);
    expect(await store.consume(merchantId, a.id, 'HJKMN')).toBe(false);
    const b = await store.create(merchantId, 'HJKMN');
    expect(await store.consume(merchantId, b.id, 'HJKMM')).toBe(false);
    expect(await store.consume(merchantId, b.id, 'HJKMN')).toBe(false);
    const c = await store.create(merchantId, 'HJKMN');
    clock.advance(120_000);
    expect(await store.consume(merchantId, c.id, 'HJKMN')).toBe(false);
  });
});
