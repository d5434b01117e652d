import { randomInt } from 'node:crypto';
import { captchaAlphabet, glyphOn } from './glyphs.ts';
import { encodePng } from './png.ts';

export const captchaWidth = 160;
export const captchaHeight = 56;
export const captchaLength = 5;

/** A random answer from the unambiguous alphabet. */
export function randomCaptchaText(length = captchaLength): string {
  let text = '';
  for (let i = 0; i < length; i += 1) text += captchaAlphabet[randomInt(captchaAlphabet.length)];
  return text;
}

const rand = (min: number, max: number) => min + (randomInt(1_000_000) / 1_000_000) * (max - min);

/**
 * Draws the text with the bitmap font, each character scaled, rotated and nudged on its own,
 * the whole image warped by a sine wave, then crossed by lines and sprinkled with noise.
 * Returns the PNG bytes.
 */
export function drawCaptcha(text: string): Buffer {
  const w = captchaWidth;
  const h = captchaHeight;
  const ink = new Uint8Array(w * h * 3);
  const base = [rand(225, 245), rand(225, 245), rand(225, 245)];
  for (let y = 0; y < h; y += 1) {
    for (let x = 0; x < w; x += 1) {
      const i = (y * w + x) * 3;
      const shade = (x / w) * 18 - 9;
      for (let c = 0; c < 3; c += 1) ink[i + c] = base[c]! + shade;
    }
  }
  const setPixel = (x: number, y: number, color: readonly number[]) => {
    if (x < 0 || y < 0 || x >= w || y >= h) return;
    const i = (Math.floor(y) * w + Math.floor(x)) * 3;
    ink[i] = color[0]!;
    ink[i + 1] = color[1]!;
    ink[i + 2] = color[2]!;
  };

  const cell = w / (text.length + 1);
  [...text].forEach((char, index) => {
    const scale = rand(3.6, 4.6);
    const angle = rand(-0.35, 0.35);
    const shear = rand(-0.25, 0.25);
    const cx = cell * (index + 1) + rand(-4, 4);
    const cy = h / 2 + rand(-5, 5);
    const color = [randomInt(20, 110), randomInt(20, 110), randomInt(20, 110)];
    const cos = Math.cos(angle);
    const sin = Math.sin(angle);
    const reach = Math.ceil(7 * scale);
    // Inverse mapping: for each pixel near the centre, find the glyph cell it came from.
    for (let dy = -reach; dy <= reach; dy += 1) {
      for (let dx = -reach; dx <= reach; dx += 1) {
        const u = (cos * dx + sin * dy) / scale;
        const v = (-sin * dx + cos * dy) / scale;
        const col = Math.floor(u - shear * v + 2.5);
        const row = Math.floor(v + 3.5);
        if (col >= 0 && col < 5 && row >= 0 && row < 7 && glyphOn(char, col, row)) {
          setPixel(cx + dx, cy + dy, color);
        }
      }
    }
  });

  // Sine warp of the whole picture.
  const warped = new Uint8Array(ink.length);
  const amplitude = rand(2, 3.5);
  const period = rand(14, 22);
  const phase = rand(0, Math.PI * 2);
  for (let y = 0; y < h; y += 1) {
    for (let x = 0; x < w; x += 1) {
      const sx = Math.min(
        w - 1,
        Math.max(0, Math.round(x + amplitude * Math.sin(y / period + phase))),
      );
      const sy = Math.min(
        h - 1,
        Math.max(0, Math.round(y + amplitude * Math.sin(x / period + phase))),
      );
      const from = (sy * w + sx) * 3;
      const to = (y * w + x) * 3;
      warped.set(ink.subarray(from, from + 3), to);
    }
  }
  ink.set(warped);

  for (let line = 0; line < 4; line += 1) {
    const color = [randomInt(60, 160), randomInt(60, 160), randomInt(60, 160)];
    let x0 = rand(0, w * 0.3);
    let y0 = rand(0, h);
    const x1 = rand(w * 0.7, w);
    const y1 = rand(0, h);
    const steps = Math.ceil(Math.hypot(x1 - x0, y1 - y0));
    const sx = (x1 - x0) / steps;
    const sy = (y1 - y0) / steps;
    for (let s = 0; s < steps; s += 1, x0 += sx, y0 += sy) {
      setPixel(x0, y0, color);
      if (line % 2 === 0) setPixel(x0, y0 + 1, color);
    }
  }
  for (let dot = 0; dot < 450; dot += 1) {
    const grey = randomInt(40, 220);
    setPixel(randomInt(w), randomInt(h), [grey, randomInt(40, 220), grey]);
  }
  return encodePng(w, h, ink);
}
