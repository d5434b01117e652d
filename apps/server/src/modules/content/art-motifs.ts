import { card, chipStack, coin, gem, star } from '../games/tile-shapes.ts';

/**
 * The illustrations of the generated banner and promotion pictures: one drawing per motif,
 * about 220 x 220 around (0, 0), in plain shapes and without words.
 */

export const motifs = [
  'gift',
  'coins',
  'trophy',
  'shield',
  'headset',
  'crown',
  'ticket',
  'reels',
  'chips',
  'book',
  'rocket',
  'sun',
  'cashback',
] as const;
export type Motif = (typeof motifs)[number];

const gold = '#f5c21c';
const goldDark = '#a86f00';

const drawings: Record<Motif, (accent: string) => string> = {
  gift: (accent) =>
    `<rect x="-80" y="-20" width="160" height="100" rx="8" fill="${accent}"/><rect x="-90" y="-50" width="180" height="36" rx="8" fill="${accent}" stroke="#ffffff55" stroke-width="3"/>
<rect x="-14" y="-50" width="28" height="130" fill="${gold}"/><rect x="-80" y="14" width="160" height="18" fill="${gold}" opacity="0.85"/>
<path d="M0-50C-20-96-76-90-58-62C-48-48-20-50 0-50ZM0-50C20-96 76-90 58-62C48-48 20-50 0-50Z" fill="${gold}" stroke="${goldDark}" stroke-width="3"/>
${star(-96, -84, 14, 4, '#fff')}${star(98, -20, 10, 4, '#fff')}${coin(96, 64, 22)}`,
  coins: () =>
    `${[0, 1, 2, 3, 4].map((i) => `<ellipse cx="-40" cy="${70 - i * 16}" rx="48" ry="14" fill="${gold}" stroke="${goldDark}" stroke-width="3"/>`).join('')}
${[0, 1, 2].map((i) => `<ellipse cx="46" cy="${76 - i * 16}" rx="40" ry="12" fill="${gold}" stroke="${goldDark}" stroke-width="3"/>`).join('')}
${coin(-4, -62, 34)}${coin(70, -30, 24)}${coin(-84, -34, 18)}${star(40, -96, 10, 4, '#fff')}`,
  trophy: (accent) =>
    `<path d="M-62-84H62V-30Q62 30 0 40Q-62 30-62-30Z" fill="${gold}" stroke="${goldDark}" stroke-width="4"/>
<path d="M-62-66Q-104-66-96-26Q-88 4-50 8M62-66Q104-66 96-26Q88 4 50 8" fill="none" stroke="${gold}" stroke-width="10"/>
<rect x="-12" y="38" width="24" height="30" fill="${goldDark}"/><rect x="-54" y="66" width="108" height="26" rx="6" fill="${accent}" stroke="${gold}" stroke-width="4"/>
${star(0, -26, 30, 5, '#fff6cc')}<path d="M-40-76Q-44-40-30-14" stroke="#fff" stroke-width="6" fill="none" opacity="0.4" stroke-linecap="round"/>`,
  shield: (accent) =>
    `<path d="M0-96L78-66V-4Q78 62 0 96Q-78 62-78-4V-66Z" fill="${accent}" stroke="#fff" stroke-width="6"/>
<path d="M0-72L56-50V-4Q56 44 0 70Z" fill="#ffffff22"/>
<rect x="-32" y="-10" width="64" height="52" rx="8" fill="${gold}"/><path d="M-20-10V-30Q-20-50 0-50Q20-50 20-30V-10" fill="none" stroke="${gold}" stroke-width="9"/>
<circle cx="0" cy="10" r="8" fill="${goldDark}"/><rect x="-3" y="12" width="6" height="16" fill="${goldDark}"/>`,
  headset: (accent) =>
    `<path d="M-70 10V-10Q-70-84 0-84Q70-84 70-10V10" fill="none" stroke="#e8e8f2" stroke-width="14"/>
<rect x="-92" y="-6" width="40" height="68" rx="16" fill="${accent}" stroke="#fff" stroke-width="4"/><rect x="52" y="-6" width="40" height="68" rx="16" fill="${accent}" stroke="#fff" stroke-width="4"/>
<path d="M-62 60Q-50 92 -6 92" fill="none" stroke="#e8e8f2" stroke-width="7"/><rect x="-16" y="82" width="28" height="18" rx="9" fill="${gold}"/>
<circle cx="70" cy="-70" r="22" fill="#2fd17a"/><path d="M60-70L68-62L82-78" stroke="#fff" stroke-width="6" fill="none"/>`,
  crown: (accent) =>
    `<path d="M-90 50L-100-50L-46-6L0-80L46-6L100-50L90 50Z" fill="${gold}" stroke="${goldDark}" stroke-width="5"/>
<rect x="-92" y="46" width="184" height="30" rx="8" fill="${gold}" stroke="${goldDark}" stroke-width="5"/>
${gem(0, 18, 36, accent)}${gem(-56, 26, 24, '#4aa3ff')}${gem(56, 26, 24, '#2fd17a')}
<circle cx="-100" cy="-54" r="10" fill="#fff6cc"/><circle cx="0" cy="-86" r="10" fill="#fff6cc"/><circle cx="100" cy="-54" r="10" fill="#fff6cc"/>`,
  ticket: (accent) =>
    `<g transform="rotate(-10)"><path d="M-110-56H110V-16A16 16 0 0 0 110 16V56H-110V16A16 16 0 0 0-110-16Z" fill="${accent}" stroke="#fff" stroke-width="5"/>
<path d="M40-50V50" stroke="#fff" stroke-width="4" stroke-dasharray="8 8"/>${star(-34, 0, 34, 5, gold)}${coin(76, 0, 22)}</g>
${star(-110, -86, 12, 4, '#fff')}${star(112, 78, 9, 4, '#fff')}`,
  reels: (accent) =>
    `<rect x="-110" y="-74" width="220" height="148" rx="22" fill="#2a1446" stroke="${gold}" stroke-width="7"/>
${[-1, 0, 1].map((i) => `<rect x="${i * 66 - 29}" y="-52" width="58" height="104" rx="8" fill="#fffaf0"/><text x="${i * 66}" y="20" text-anchor="middle" font-family="Georgia, serif" font-size="60" font-weight="700" fill="#d6263b" stroke="#7a0010" stroke-width="2">7</text>`).join('')}
<path d="M-104 0H104" stroke="${accent}" stroke-width="4" opacity="0.7"/><rect x="116" y="-44" width="10" height="58" rx="5" fill="#c9c9d6"/><circle cx="121" cy="-50" r="13" fill="#d6263b"/>
${[0, 1, 2, 3, 4, 5].map((i) => `<circle cx="${-90 + i * 36}" cy="-64" r="4.5" fill="${i % 2 ? '#ffe28a' : '#fff'}"/>`).join('')}`,
  chips: () =>
    `${card(-34, -20, 80, -12, 'A', 'spade')}${card(34, -16, 80, 12, 'K', 'heart')}${chipStack(-84, 86, 30, 5, '#d6263b')}${chipStack(0, 96, 30, 3, '#1f6fd1')}${chipStack(84, 86, 30, 6, '#1d9a5b')}`,
  book: (accent) =>
    `<path d="M0-60Q-50-84-104-70V70Q-50 56 0 80Q50 56 104 70V-70Q50-84 0-60Z" fill="#fdfbf5" stroke="${accent}" stroke-width="6"/>
<path d="M0-60V80" stroke="${accent}" stroke-width="4"/>${[-36, -14, 8, 30].map((y) => `<path d="M-86 ${y}Q-46 ${y - 10}-16 ${y + 2}M16 ${y + 2}Q46 ${y - 10} 86 ${y}" stroke="#c8c8d6" stroke-width="5" fill="none"/>`).join('')}
<circle cx="86" cy="-86" r="34" fill="${gold}" stroke="#fff" stroke-width="4"/><text x="86" y="-72" text-anchor="middle" font-family="Georgia, serif" font-size="44" font-weight="700" fill="#5a3b00">?</text>`,
  rocket: (accent) =>
    `<path d="M-110 96Q-20 80 70-60" fill="none" stroke="${accent}" stroke-width="10" opacity="0.5"/>
<g transform="translate(70 -60) rotate(40)"><path d="M0-64C26-40 28 18 20 40H-20C-28 18-26-40 0-64Z" fill="#f2f2f7"/><circle cy="-18" r="13" fill="#3aa0ff" stroke="#1c1c28" stroke-width="3"/>
<path d="M-20 16L-42 54H-18ZM20 16L42 54H18Z" fill="#d6263b"/><path d="M-14 42Q0 96 14 42Z" fill="#ffb020"/></g>
${star(-70, -70, 12, 4, '#fff')}${star(-10, -96, 8, 4, '#fff')}${star(-96, 20, 8, 4, '#fff')}`,
  sun: () =>
    `${Array.from({ length: 12 }, (_, i) => `<path d="M0-64L12-100H-12Z" fill="${gold}" transform="rotate(${i * 30})"/>`).join('')}
<circle r="60" fill="#ffcf3a" stroke="#ff9d00" stroke-width="6"/><path d="M-22-6Q-16-14-10-6M10-6Q16-14 22-6M-26 16Q0 40 26 16" stroke="#a85a00" stroke-width="6" fill="none" stroke-linecap="round"/>`,
  cashback: (accent) =>
    `<path d="M-84 10A84 84 0 0 1 60-60" fill="none" stroke="${accent}" stroke-width="16" stroke-linecap="round"/><path d="M46-86L88-56L40-38Z" fill="${accent}"/>
<path d="M84-10A84 84 0 0 1-60 60" fill="none" stroke="#fff" stroke-width="16" stroke-linecap="round" opacity="0.8"/><path d="M-46 86L-88 56L-40 38Z" fill="#fff" opacity="0.8"/>
${coin(0, 0, 50)}`,
};

/** The drawing of `motif` in the picture's accent colour. */
export function drawMotif(motif: Motif, accent: string): string {
  return drawings[motif](accent);
}
