import { s } from '../shared/dom.ts';

/** The slot's symbols in the order of the paytable (lowest pay first). */
export const slotSymbols = ['CHERRY', 'LEMON', 'BELL', 'STAR', 'SEVEN', 'CROWN'] as const;
export type SlotSymbol = (typeof slotSymbols)[number];

const gradient = (id: string, from: string, to: string) =>
  s(
    'linearGradient',
    { id, x1: 0, y1: 0, x2: 0, y2: 1 },
    s('stop', { offset: '0', 'stop-color': from }),
    s('stop', { offset: '1', 'stop-color': to }),
  );

/** Shared gradients, defined once per page in a hidden SVG. */
export function symbolDefs(): SVGElement {
  return s(
    'svg',
    { width: 0, height: 0, 'aria-hidden': 'true', class: 'defs' },
    s(
      'defs',
      {},
      gradient('g-cherry', '#ff5d6c', '#b0122a'),
      gradient('g-lemon', '#fff27a', '#e0b400'),
      gradient('g-bell', '#ffe08a', '#d48a00'),
      gradient('g-star', '#9ee7ff', '#2f7bff'),
      gradient('g-seven', '#ff7a45', '#c4001d'),
      gradient('g-crown', '#f6d365', '#b8860b'),
    ),
  );
}

/** The drawing of each symbol on a 100×100 box: shapes only, no letters. */
const drawings: Record<SlotSymbol, () => SVGElement[]> = {
  CHERRY: () => [
    s('path', {
      d: 'M50 14 C46 34 36 44 30 58 M50 14 C58 34 66 44 70 56',
      stroke: '#2e8b3a',
      'stroke-width': 5,
      fill: 'none',
      'stroke-linecap': 'round',
    }),
    s('path', { d: 'M50 14 C62 8 76 12 82 22 C70 24 60 22 50 14 Z', fill: '#3fbf4f' }),
    s('circle', {
      cx: 30,
      cy: 68,
      r: 18,
      fill: 'url(#g-cherry)',
      stroke: '#7a0a1c',
      'stroke-width': 2,
    }),
    s('circle', {
      cx: 70,
      cy: 66,
      r: 18,
      fill: 'url(#g-cherry)',
      stroke: '#7a0a1c',
      'stroke-width': 2,
    }),
    s('ellipse', { cx: 24, cy: 62, rx: 5, ry: 3, fill: '#ffd0d6', opacity: 0.8 }),
    s('ellipse', { cx: 64, cy: 60, rx: 5, ry: 3, fill: '#ffd0d6', opacity: 0.8 }),
  ],
  LEMON: () => [
    s('path', {
      d: 'M14 52 C14 30 36 18 52 20 C70 22 86 34 86 52 C86 72 66 84 50 82 C32 80 14 70 14 52 Z',
      fill: 'url(#g-lemon)',
      stroke: '#a07c00',
      'stroke-width': 2,
    }),
    s('path', { d: 'M10 52 L16 48 L16 56 Z M90 52 L84 48 L84 56 Z', fill: '#c9a000' }),
    s('path', {
      d: 'M30 40 C38 32 50 30 58 32',
      stroke: '#fffbd0',
      'stroke-width': 4,
      fill: 'none',
      'stroke-linecap': 'round',
      opacity: 0.8,
    }),
    s('path', { d: 'M52 20 C56 10 66 8 72 10 C68 18 60 22 52 20 Z', fill: '#3fbf4f' }),
  ],
  BELL: () => [
    s('path', {
      d: 'M50 12 C30 12 26 32 26 48 C26 62 20 68 14 74 L86 74 C80 68 74 62 74 48 C74 32 70 12 50 12 Z',
      fill: 'url(#g-bell)',
      stroke: '#8a5a00',
      'stroke-width': 2,
    }),
    s('rect', { x: 12, y: 72, width: 76, height: 8, rx: 4, fill: '#b57400' }),
    s('circle', { cx: 50, cy: 86, r: 7, fill: '#8a5a00' }),
    s('path', {
      d: 'M36 30 C38 24 42 20 48 20',
      stroke: '#fff3c4',
      'stroke-width': 4,
      fill: 'none',
      'stroke-linecap': 'round',
    }),
  ],
  STAR: () => [
    s('polygon', {
      points: '50,8 62,38 94,38 68,58 78,90 50,70 22,90 32,58 6,38 38,38',
      fill: 'url(#g-star)',
      stroke: '#163e9a',
      'stroke-width': 2,
      'stroke-linejoin': 'round',
    }),
    s('polygon', {
      points: '50,24 56,40 72,40 59,50 64,66 50,56 36,66 41,50 28,40 44,40',
      fill: '#e6f7ff',
      opacity: 0.45,
    }),
  ],
  SEVEN: () => [
    s('path', {
      d: 'M18 14 L84 14 L84 28 C66 46 54 66 50 90 L30 90 C34 66 46 46 62 30 L18 30 Z',
      fill: 'url(#g-seven)',
      stroke: '#6a0010',
      'stroke-width': 3,
      'stroke-linejoin': 'round',
    }),
    s('path', {
      d: 'M24 18 L78 18',
      stroke: '#ffd2c2',
      'stroke-width': 3,
      'stroke-linecap': 'round',
      opacity: 0.8,
    }),
  ],
  CROWN: () => [
    s('path', {
      d: 'M12 76 L18 30 L36 52 L50 20 L64 52 L82 30 L88 76 Z',
      fill: 'url(#g-crown)',
      stroke: '#7a5a00',
      'stroke-width': 2,
      'stroke-linejoin': 'round',
    }),
    s('rect', { x: 12, y: 74, width: 76, height: 12, rx: 3, fill: '#b8860b' }),
    s('circle', { cx: 18, cy: 28, r: 5, fill: '#ff4d6d' }),
    s('circle', { cx: 50, cy: 18, r: 6, fill: '#4dd2ff' }),
    s('circle', { cx: 82, cy: 28, r: 5, fill: '#ff4d6d' }),
    s('circle', { cx: 50, cy: 80, r: 4, fill: '#4dd2ff' }),
  ],
};

/** One symbol as a labelled SVG image. */
export function symbolArt(symbol: SlotSymbol, label: string): SVGElement {
  return s(
    'svg',
    {
      viewBox: '0 0 100 100',
      role: 'img',
      'aria-label': label,
      class: `symbol symbol-${symbol.toLowerCase()}`,
      'data-symbol': symbol,
    },
    s('title', {}, label),
    ...drawings[symbol](),
  );
}
