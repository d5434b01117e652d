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
const clamp = (value: number) => Math.max(0, Math.min(255, Math.round(value)));

/**
 * Two lettering styles picked per character: the bitmap as it is, and a heavier one whose
 * strokes spread into the neighbouring cells, so glyphs differ in weight and shape.
 */
function inkAt(char: string, u: number, v: number, bold: boolean): boolean {
  const col = Math.floor(u + 2.5);
  const row = Math.floor(v + 3.5);
  if (glyphOn(char, col, row)) return true;
  if (!bold) return false;
  // The heavy style: a cell next to an inked one is inked where it is close to it.
  const fu = u + 2.5 - col;
  const fv = v + 3.5 - row;
  return (
    (fu < 0.45 && glyphOn(char, col - 1, row)) ||
    (fu > 0.55 && glyphOn(char, col + 1, row)) ||
    (fv < 0.45 && glyphOn(char, col, row - 1))
  );
}

/**
 * Renders the captcha as RGB pixels. Every character is drawn in the same ink, a colour
 * gradient across the image with per-pixel grain, so no colour marks out one character; the
 * characters overlap their neighbours, each scaled, rotated and sheared on its own and in one of
 * two weights; the picture is warped by a sine wave, crossed by strokes of the same ink that run
 * through the glyphs, and sprinkled with ink-coloured noise. A reader still reads it; splitting
 * it by colour or by column no longer isolates a glyph.
 */
export function renderCaptcha(text: string): Uint8Array {
  const w = captchaWidth;
  const h = captchaHeight;
  const ink = new Uint8Array(w * h * 3);
  const paper = [rand(222, 242), rand(222, 242), rand(222, 242)];
  for (let y = 0; y < h; y += 1) {
    for (let x = 0; x < w; x += 1) {
      const i = (y * w + x) * 3;
      const shade = (x / w) * 18 - 9 + rand(-6, 6);
      for (let c = 0; c < 3; c += 1) ink[i + c] = clamp(paper[c]! + shade);
    }
  }
  // One ink for everything drawn, shifting from one dark colour to another across the image.
  const from = [randomInt(20, 90), randomInt(20, 90), randomInt(20, 90)];
  const to = [randomInt(20, 90), randomInt(20, 90), randomInt(20, 90)];
  const inkColor = (x: number) =>
    from.map((start, c) => clamp(start + ((to[c]! - start) * x) / w + rand(-14, 14)));
  const stain = (x: number, y: number) => {
    if (x < 0 || y < 0 || x >= w || y >= h) return;
    const i = (Math.floor(y) * w + Math.floor(x)) * 3;
    ink.set(inkColor(x), i);
  };

  // Cells narrower than a glyph: neighbours overlap by a few pixels.
  const cell = (w - 10) / text.length;
  [...text].forEach((char, index) => {
    const scale = rand(3.8, 4.8);
    const angle = rand(-0.3, 0.3);
    const shear = rand(-0.25, 0.25);
    const bold = randomInt(2) === 1;
    const cx = 5 + cell * (index + 0.5) + rand(-2, 2);
    const cy = h / 2 + rand(-5, 5);
    const cos = Math.cos(angle);
    const sin = Math.sin(angle);
    const reach = Math.ceil(7 * scale);
    // Inverse mapping: for each pixel near the centre, find the glyph cell it came from.
    for (let dy = -reach; dy <= reach; dy += 1) {
      for (let dx = -reach; dx <= reach; dx += 1) {
        const u = (cos * dx + sin * dy) / scale;
        const v = (-sin * dx + cos * dy) / scale;
        if (inkAt(char, u - shear * v, v, bold)) stain(cx + dx, cy + dy);
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
      const source = (sy * w + sx) * 3;
      warped.set(ink.subarray(source, source + 3), (y * w + x) * 3);
    }
  }
  ink.set(warped);

  // Strokes in the same ink, through the band the glyphs occupy.
  for (let line = 0; line < 2; line += 1) {
    let x0 = rand(0, w * 0.2);
    let y0 = rand(h * 0.25, h * 0.75);
    const x1 = rand(w * 0.8, w);
    const y1 = rand(h * 0.25, h * 0.75);
    const steps = Math.ceil(Math.hypot(x1 - x0, y1 - y0));
    const sx = (x1 - x0) / steps;
    const sy = (y1 - y0) / steps;
    for (let s = 0; s < steps; s += 1, x0 += sx, y0 += sy) {
      stain(x0, y0 + Math.sin(s / 9) * 2);
    }
  }
  for (let dot = 0; dot < 260; dot += 1) stain(randomInt(w), randomInt(h));
  return ink;
}

/** The captcha as PNG bytes. */
export function drawCaptcha(text: string): Buffer {
  return encodePng(captchaWidth, captchaHeight, renderCaptcha(text));
}
