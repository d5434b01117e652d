/**
 * Drawing parts of the game tiles: cards, suits, dice, chips, coins, gems and stars, each an SVG
 * fragment placed by its centre. Plain shapes only, so a tile needs no font but the name's.
 */

const f = (n: number) => n.toFixed(1);

export type Suit = 'heart' | 'diamond' | 'spade' | 'club';

/** A suit symbol of height about `s`, centred on (x, y). */
export function suit(kind: Suit, x: number, y: number, s: number): string {
  const red = kind === 'heart' || kind === 'diamond';
  const fill = red ? '#d6263b' : '#1c1c28';
  const at = `transform="translate(${f(x)} ${f(y)}) scale(${f(s)})"`;
  switch (kind) {
    case 'heart':
      return `<path ${at} fill="${fill}" d="M0 .42C-.62 0-.5-.5 0-.22C.5-.5.62 0 0 .42Z"/>`;
    case 'diamond':
      return `<path ${at} fill="${fill}" d="M0-.48L.34 0L0 .48L-.34 0Z"/>`;
    case 'spade':
      return `<path ${at} fill="${fill}" d="M0-.46C.62 0 .48.42 0 .18C-.48.42-.62 0 0-.46ZM0 .08L.16.46H-.16Z"/>`;
    case 'club':
      return `<g ${at} fill="${fill}"><circle cy="-.22" r=".2"/><circle cx="-.21" cy=".06" r=".2"/><circle cx=".21" cy=".06" r=".2"/><path d="M0 .02L.15.46H-.15Z"/></g>`;
  }
}

/** A playing card of width `w` (height 1.4 w) centred on (x, y), turned by `rot` degrees. */
export function card(
  x: number,
  y: number,
  w: number,
  rot: number,
  rank: string,
  kind: Suit,
): string {
  const h = w * 1.4;
  const red = kind === 'heart' || kind === 'diamond';
  return `<g transform="translate(${f(x)} ${f(y)}) rotate(${rot})">
<rect x="${f(-w / 2)}" y="${f(-h / 2)}" width="${f(w)}" height="${f(h)}" rx="${f(w * 0.1)}" fill="#fdfbf5" stroke="#00000033"/>
<text x="${f(-w / 2 + w * 0.1)}" y="${f(-h / 2 + w * 0.32)}" font-family="Georgia, serif" font-size="${f(w * 0.3)}" font-weight="700" fill="${red ? '#d6263b' : '#1c1c28'}">${rank}</text>
${suit(kind, 0, w * 0.12, w * 0.62)}
</g>`;
}

/** A die of side `s` centred on (x, y) showing `value` (1 to 6). */
export function die(
  x: number,
  y: number,
  s: number,
  value: number,
  rot: number,
  fill = '#fdfbf5',
): string {
  const spots: Record<number, Array<[number, number]>> = {
    1: [[0, 0]],
    2: [
      [-1, -1],
      [1, 1],
    ],
    3: [
      [-1, -1],
      [0, 0],
      [1, 1],
    ],
    4: [
      [-1, -1],
      [1, -1],
      [-1, 1],
      [1, 1],
    ],
    5: [
      [-1, -1],
      [1, -1],
      [0, 0],
      [-1, 1],
      [1, 1],
    ],
    6: [
      [-1, -1],
      [1, -1],
      [-1, 0],
      [1, 0],
      [-1, 1],
      [1, 1],
    ],
  };
  const pip = value === 1 ? '#d6263b' : '#1c1c28';
  const dots = (spots[value] ?? spots[1]!)
    .map(
      ([dx, dy]) =>
        `<circle cx="${f(dx * s * 0.26)}" cy="${f(dy * s * 0.26)}" r="${f(s * 0.09)}" fill="${pip}"/>`,
    )
    .join('');
  return `<g transform="translate(${f(x)} ${f(y)}) rotate(${rot})"><rect x="${f(-s / 2)}" y="${f(-s / 2)}" width="${f(s)}" height="${f(s)}" rx="${f(s * 0.18)}" fill="${fill}" stroke="#00000040"/>${dots}</g>`;
}

/** A casino chip of radius `r` in `color`. */
export function chip(x: number, y: number, r: number, color: string): string {
  return `<g transform="translate(${f(x)} ${f(y)})"><circle r="${f(r)}" fill="${color}"/><circle r="${f(r * 0.8)}" fill="none" stroke="#fff" stroke-width="${f(r * 0.22)}" stroke-dasharray="${f(r * 0.42)} ${f(r * 0.42)}"/><circle r="${f(r * 0.5)}" fill="${color}" stroke="#ffffffaa" stroke-width="${f(r * 0.08)}"/></g>`;
}

/** A stack of `n` chips seen from the side. */
export function chipStack(x: number, y: number, r: number, n: number, color: string): string {
  const parts: string[] = [];
  for (let i = 0; i < n; i += 1) {
    const cy = y - i * r * 0.3;
    parts.push(
      `<ellipse cx="${f(x)}" cy="${f(cy)}" rx="${f(r)}" ry="${f(r * 0.34)}" fill="${color}" stroke="#00000055"/>`,
      `<ellipse cx="${f(x)}" cy="${f(cy)}" rx="${f(r * 0.78)}" ry="${f(r * 0.24)}" fill="none" stroke="#ffffffcc" stroke-dasharray="${f(r * 0.3)} ${f(r * 0.3)}"/>`,
    );
  }
  return parts.join('');
}

/** A gold coin of radius `r`. */
export function coin(x: number, y: number, r: number): string {
  return `<g transform="translate(${f(x)} ${f(y)})"><circle r="${f(r)}" fill="#f5b81c" stroke="#a86f00" stroke-width="${f(r * 0.1)}"/><circle r="${f(r * 0.68)}" fill="none" stroke="#ffe28a" stroke-width="${f(r * 0.12)}"/>${star(0, 0, r * 0.4, 5, '#ffe9a8')}</g>`;
}

/** A cut gem of width `s` in `color`. */
export function gem(x: number, y: number, s: number, color: string): string {
  const h = s * 0.8;
  return `<g transform="translate(${f(x)} ${f(y)})"><path d="M${f(-s / 2)} ${f(-h * 0.2)}L${f(-s * 0.25)} ${f(-h / 2)}H${f(s * 0.25)}L${f(s / 2)} ${f(-h * 0.2)}L0 ${f(h / 2)}Z" fill="${color}" stroke="#ffffff99" stroke-width="1.2"/><path d="M${f(-s / 2)} ${f(-h * 0.2)}H${f(s / 2)}M${f(-s * 0.25)} ${f(-h / 2)}L0 ${f(h / 2)}L${f(s * 0.25)} ${f(-h / 2)}" fill="none" stroke="#ffffff77" stroke-width="1"/></g>`;
}

/** A star of `points` points and outer radius `r`. */
export function star(x: number, y: number, r: number, points: number, color: string): string {
  const d: string[] = [];
  for (let i = 0; i < points * 2; i += 1) {
    const radius = i % 2 === 0 ? r : r * 0.45;
    const a = (Math.PI * i) / points - Math.PI / 2;
    d.push(`${f(x + radius * Math.cos(a))} ${f(y + radius * Math.sin(a))}`);
  }
  return `<path d="M${d.join('L')}Z" fill="${color}"/>`;
}

/** A fish swimming left (or right when `flip`), body length `s`. */
export function fish(x: number, y: number, s: number, color: string, flip: boolean): string {
  const dir = flip ? -1 : 1;
  return `<g transform="translate(${f(x)} ${f(y)}) scale(${dir} 1)"><path d="M${f(s * 0.32)} 0L${f(s * 0.62)} ${f(-s * 0.24)}V${f(s * 0.24)}Z" fill="${color}"/><ellipse rx="${f(s * 0.42)}" ry="${f(s * 0.24)}" fill="${color}"/><path d="M${f(-s * 0.05)} ${f(-s * 0.22)}Q${f(s * 0.1)} ${f(-s * 0.4)} ${f(s * 0.2)} ${f(-s * 0.16)}" fill="${color}"/><ellipse rx="${f(s * 0.42)}" ry="${f(s * 0.24)}" fill="#ffffff" opacity="0.18" transform="translate(0 ${f(-s * 0.08)}) scale(0.8 0.5)"/><circle cx="${f(-s * 0.24)}" cy="${f(-s * 0.05)}" r="${f(s * 0.06)}" fill="#fff"/><circle cx="${f(-s * 0.25)}" cy="${f(-s * 0.05)}" r="${f(s * 0.03)}" fill="#111"/></g>`;
}
