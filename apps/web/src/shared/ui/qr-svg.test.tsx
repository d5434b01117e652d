import { render } from '@testing-library/react';
import { correction, generate } from 'lean-qr/nano';
import { describe, expect, it } from 'vitest';
import { qrPath, QrSvg } from './qr-svg.tsx';

const link = 'https://aurora.example/register?referralCode=ANA7K2';

/** The dark modules a path draws, as "x,y" strings. */
function drawn(path: string): Set<string> {
  const cells = new Set<string>();
  for (const [, x, y, run] of path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/gu)) {
    for (let dx = 0; dx < Number(run); dx += 1) cells.add(`${Number(x) + dx},${y}`);
  }
  return cells;
}

describe('QR codes', () => {
  it('draws exactly the dark modules of the code, finder patterns in three corners', () => {
    const code = qrPath(link);
    expect(code).not.toBeNull();
    const { modules, path } = code as NonNullable<typeof code>;
    // Versions grow by 4 modules from 21; a link this long needs more than version 1.
    expect((modules - 17) % 4).toBe(0);
    expect(modules).toBeGreaterThan(21);
    const bitmap = generate(link, { minCorrectionLevel: correction.M });
    const dark = new Set<string>();
    for (let y = 0; y < modules; y += 1)
      for (let x = 0; x < modules; x += 1) if (bitmap.get(x, y)) dark.add(`${x},${y}`);
    expect(drawn(path)).toEqual(dark);
    // Each finder pattern: a dark 7-module ring, a light ring inside it, a dark 3x3 centre.
    for (const [left, top] of [
      [0, 0],
      [modules - 7, 0],
      [0, modules - 7],
    ] as const) {
      const at = (x: number, y: number) => drawn(path).has(`${left + x},${top + y}`);
      for (let i = 0; i < 7; i += 1) {
        expect([at(i, 0), at(i, 6), at(0, i), at(6, i)]).toEqual([true, true, true, true]);
      }
      expect([at(1, 1), at(5, 5), at(1, 5), at(5, 1)]).toEqual([false, false, false, false]);
      expect([at(2, 2), at(3, 3), at(4, 4)]).toEqual([true, true, true]);
    }
  });

  it('shows nothing for a value too long for any QR code', () => {
    expect(qrPath('x'.repeat(3000))).toBeNull();
    const { container } = render(<QrSvg value={'x'.repeat(3000)} size={108} />);
    expect(container.querySelector('svg')).toBeNull();
  });

  it('scales the code to the size asked, one unit per module', () => {
    const { container } = render(<QrSvg value={link} size={108} />);
    const svg = container.querySelector('svg');
    const modules = qrPath(link)?.modules;
    expect(svg?.getAttribute('viewBox')).toBe(`0 0 ${modules} ${modules}`);
    expect(svg?.getAttribute('width')).toBe('108');
    expect(svg?.getAttribute('aria-hidden')).toBe('true');
  });
});
