import { createHash } from 'node:crypto';

/**
 * Small helpers shared by the generated pictures (game tiles here, banners and promotions in
 * the content module): escaping, a byte source seeded by a key, and text fitted to a width.
 */

/** Text made safe for SVG character data and attribute values. */
export function escapeXml(text: string): string {
  return text.replace(/[<>&"']/gu, (c) => `&#${c.charCodeAt(0)};`);
}

/** An endless, deterministic stream of bytes from the SHA-256 of `key` (re-hashed per block). */
export function byteSource(key: string): {
  byte: () => number;
  pick: <T>(list: readonly T[]) => T;
} {
  let block = createHash('sha256').update(key).digest();
  let at = 0;
  let round = 0;
  const byte = () => {
    if (at === block.length) {
      round += 1;
      block = createHash('sha256').update(`${key}#${round}`).digest();
      at = 0;
    }
    const value = block[at]!;
    at += 1;
    return value;
  };
  return { byte, pick: (list) => list[byte() % list.length]! };
}

/** Rough width of a character of Verdana bold in ems: wide capitals, narrow punctuation. */
function charWidth(c: string): number {
  if (/[iIl.,:;'!|]/u.test(c)) return 0.36;
  if (c === ' ') return 0.34;
  if (/[MWmw@%&]/u.test(c)) return 0.98;
  if (/[A-ZÀ-ÝÆŒ0-9]/u.test(c)) return 0.76;
  return 0.66;
}

/** The estimated width of `text` at `size` pixels. */
export function textWidth(text: string, size: number): number {
  let ems = 0;
  for (const c of text) ems += charWidth(c);
  return ems * size;
}

/**
 * Breaks `text` into at most `maxLines` lines and picks the largest size up to `maxSize` at
 * which every line fits in `width`. Words are never split; a long word shrinks the size.
 */
export function fitText(
  text: string,
  width: number,
  maxSize: number,
  maxLines: number,
): { lines: string[]; size: number } {
  const words = text.split(/\s+/u).filter(Boolean);
  let best: { lines: string[]; size: number } = { lines: [text], size: 1 };
  for (let count = 1; count <= Math.min(maxLines, Math.max(words.length, 1)); count += 1) {
    const lines = balancedLines(words, count);
    const widest = Math.max(...lines.map((line) => textWidth(line, 1)));
    // Each extra line costs height, so a second line must buy a real gain in size.
    const size = Math.min(maxSize / (1 + (count - 1) * 0.18), width / widest);
    if (size > best.size) best = { lines, size };
  }
  return { lines: best.lines, size: Math.floor(best.size) };
}

/** `words` split into `count` lines of about equal width. */
function balancedLines(words: readonly string[], count: number): string[] {
  if (count <= 1) return [words.join(' ')];
  const total = textWidth(words.join(' '), 1);
  const lines: string[] = [];
  let current: string[] = [];
  for (const [index, word] of words.entries()) {
    const left = words.length - index;
    const linesLeft = count - lines.length;
    const next = [...current, word].join(' ');
    if (
      current.length > 0 &&
      linesLeft > 1 &&
      (textWidth(next, 1) > total / count + 0.6 || left < linesLeft)
    ) {
      lines.push(current.join(' '));
      current = [word];
    } else current.push(word);
  }
  lines.push(current.join(' '));
  return lines;
}

/**
 * `<text>` lines centred on `cx` (or starting at `x` with `anchor` start), the block's middle
 * at `cy`, with a soft shadow for legibility over any picture.
 */
export function textBlock(spec: {
  lines: readonly string[];
  size: number;
  x: number;
  cy: number;
  anchor: 'middle' | 'start';
  fill: string;
  weight?: number;
  shadow?: boolean;
}): string {
  const lineHeight = spec.size * 1.12;
  const top = spec.cy - ((spec.lines.length - 1) * lineHeight) / 2 + spec.size * 0.36;
  const tspans = spec.lines
    .map(
      (line, i) =>
        `<tspan x="${spec.x}" y="${(top + i * lineHeight).toFixed(1)}">${escapeXml(line)}</tspan>`,
    )
    .join('');
  const attrs = `text-anchor="${spec.anchor}" font-family="Verdana, 'DejaVu Sans', sans-serif" font-size="${spec.size}" font-weight="${spec.weight ?? 700}"`;
  const shadow =
    spec.shadow === false
      ? ''
      : `<text ${attrs} fill="#000" opacity="0.35" transform="translate(0 ${Math.max(2, spec.size / 14).toFixed(1)})">${tspans}</text>`;
  return `${shadow}<text ${attrs} fill="${spec.fill}">${tspans}</text>`;
}
