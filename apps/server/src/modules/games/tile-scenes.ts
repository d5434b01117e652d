import type { byteSource } from './svg-kit.ts';
import { card, chip, chipStack, coin, die, fish, gem, star, type Suit } from './tile-shapes.ts';

/**
 * The illustrated compositions of the game tiles, one per game family (classify). Each draws
 * into the tile's upper part (240 wide, y from 16 to 168) around (120, 92); the bytes vary the
 * details (symbols, cards, colours, positions) from game to game.
 */

type Bytes = ReturnType<typeof byteSource>;

/** The colours of one tile: the vendor's hue and an accent taken from the game. */
export interface Palette {
  hue: number;
  accent: number;
}

export const sceneKeys = [
  'slot',
  'table',
  'crash',
  'dice',
  'mines',
  'scratch',
  'fishing',
  'lobby',
  'baccarat',
  'roulette',
  'blackjack',
  'sicbo',
  'poker',
  'mahjong',
  'rummy',
  'sportsbook',
  'esports',
  'lottery',
  'cockfight',
] as const;
export type SceneKey = (typeof sceneKeys)[number];

/** Families without a classify of their own take their game type's composition. */
const byGameType: Record<string, SceneKey> = {
  RNG: 'slot',
  FISH: 'fishing',
  LIVE: 'lobby',
  PVP: 'poker',
  SPORTS: 'sportsbook',
  ESPORTS: 'esports',
  LOTT: 'lottery',
  ELOTT: 'lottery',
  COCKFIGHT: 'cockfight',
};

/** The composition of a game: its classify's, else its game type's, else a slot machine. */
export function sceneOf(classify: string | null, gameType: string): SceneKey {
  const key = (classify ?? '').toLowerCase();
  if ((sceneKeys as readonly string[]).includes(key)) return key as SceneKey;
  return byGameType[gameType.toUpperCase()] ?? 'slot';
}

const f = (n: number) => n.toFixed(1);
const hsl = (h: number, s: number, l: number) => `hsl(${Math.round(h % 360)} ${s}% ${l}%)`;
const suits: readonly Suit[] = ['heart', 'diamond', 'spade', 'club'];
const ranks = ['A', 'K', 'Q', 'J', '10', '9', '7'];
const chipColours = ['#d6263b', '#1f6fd1', '#1d9a5b', '#1c1c28', '#8b3fd1', '#e08a00'];

function felt(p: Palette): string {
  return `<ellipse cx="120" cy="118" rx="118" ry="58" fill="${hsl(150 + (p.accent % 40), 55, 24)}" stroke="#d9b45a" stroke-width="4"/><ellipse cx="120" cy="118" rx="96" ry="42" fill="none" stroke="#ffffff33" stroke-width="2"/>`;
}

function slotSymbol(kind: number, x: number, y: number, p: Palette): string {
  switch (kind % 6) {
    case 0:
      return `<text x="${x}" y="${y + 13}" text-anchor="middle" font-family="Georgia, serif" font-size="40" font-weight="700" fill="#d6263b" stroke="#7a0010" stroke-width="1.5">7</text>`;
    case 1:
      return `<path d="M${x - 9} ${y + 6}Q${x - 4} ${y - 16} ${x + 8} ${y - 18}M${x + 9} ${y + 2}Q${x + 6} ${y - 12} ${x + 8} ${y - 18}" stroke="#2f8a2f" stroke-width="2.5" fill="none"/><circle cx="${x - 9}" cy="${y + 8}" r="8" fill="#d6263b"/><circle cx="${x + 9}" cy="${y + 5}" r="8" fill="#c01530"/>`;
    case 2:
      return `<path d="M${x - 14} ${y + 10}Q${x - 12} ${y - 16} ${x} ${y - 17}Q${x + 12} ${y - 16} ${x + 14} ${y + 10}Z" fill="#f5c21c" stroke="#a86f00" stroke-width="1.5"/><circle cx="${x}" cy="${y + 13}" r="4" fill="#a86f00"/>`;
    case 3:
      return gem(x, y, 30, hsl(p.accent, 80, 55));
    case 4:
      return star(x, y, 17, 5, '#ffd23f');
    default:
      return coin(x, y, 15);
  }
}

const scenes: Record<SceneKey, (b: Bytes, p: Palette) => string> = {
  slot: (b, p) => {
    const reels = [0, 1, 2]
      .map((i) => {
        const x = 68 + i * 52;
        return `<rect x="${x - 23}" y="54" width="46" height="78" rx="6" fill="#fffaf0"/>${slotSymbol(b.byte(), x, 93, p)}`;
      })
      .join('');
    return `<rect x="30" y="34" width="180" height="118" rx="16" fill="${hsl(p.hue, 60, 20)}" stroke="#f5c21c" stroke-width="5"/>
${reels}<line x1="40" y1="93" x2="200" y2="93" stroke="#ff3b5c" stroke-width="2" opacity="0.55"/>
<rect x="212" y="60" width="6" height="44" rx="3" fill="#c9c9d6"/><circle cx="215" cy="56" r="8" fill="#d6263b"/>
${[0, 1, 2, 3, 4].map((i) => `<circle cx="${48 + i * 36}" cy="44" r="3.5" fill="${i % 2 ? '#ffe28a' : '#fff'}"/>`).join('')}`;
  },
  table: (b, p) =>
    `${felt(p)}${card(96, 98, 40, -10, b.pick(ranks), b.pick(suits))}${card(140, 96, 40, 9, b.pick(ranks), b.pick(suits))}${chipStack(62, 140, 14, 4, b.pick(chipColours))}${chipStack(180, 142, 14, 3, b.pick(chipColours))}`,
  crash: (b, p) => {
    const bend = 40 + (b.byte() % 40);
    const grid = [0, 1, 2, 3]
      .map(
        (i) =>
          `<line x1="24" y1="${40 + i * 32}" x2="220" y2="${40 + i * 32}" stroke="#ffffff22"/>`,
      )
      .join('');
    const multiplier = (1.5 + (b.byte() % 80) / 10).toFixed(2);
    return `${grid}<path d="M24 150Q${120 + bend / 2} 146 184 54" fill="none" stroke="${hsl(p.accent, 90, 60)}" stroke-width="9" opacity="0.35"/>
<path d="M24 150Q${120 + bend / 2} 146 184 54" fill="none" stroke="${hsl(p.accent, 95, 70)}" stroke-width="4"/>
<g transform="translate(188 48) rotate(40)"><path d="M0-22C9-14 10 6 7 14H-7C-10 6-9-14 0-22Z" fill="#f2f2f7"/><circle cy="-6" r="4.5" fill="#3aa0ff" stroke="#1c1c28"/><path d="M-7 6L-14 18H-6ZM7 6L14 18H6Z" fill="#d6263b"/><path d="M-5 15Q0 34 5 15Z" fill="#ffb020"/></g>
<text x="40" y="62" font-family="Verdana, sans-serif" font-size="26" font-weight="700" fill="#fff">${multiplier}×</text>`;
  },
  dice: (b, p) =>
    `<circle cx="120" cy="96" r="62" fill="${hsl(p.accent, 80, 55)}" opacity="0.25"/>${die(92, 100, 58, 1 + (b.byte() % 6), -14)}${die(152, 88, 50, 1 + (b.byte() % 6), 18, '#ffe9ef')}`,
  mines: (b, p) => {
    const mine = b.byte() % 12;
    const cells: string[] = [];
    for (let i = 0; i < 12; i += 1) {
      const x = 42 + (i % 4) * 40;
      const y = 42 + Math.floor(i / 4) * 40;
      const open = b.byte() % 3 !== 0;
      cells.push(
        `<rect x="${x - 17}" y="${y - 17}" width="34" height="34" rx="7" fill="${open ? hsl(p.hue, 40, 18) : hsl(p.hue, 55, 48)}" stroke="#ffffff30"/>`,
      );
      if (i === mine)
        cells.push(
          `<circle cx="${x}" cy="${y}" r="10" fill="#1c1c28"/><path d="M${x - 14} ${y}H${x + 14}M${x} ${y - 14}V${y + 14}" stroke="#1c1c28" stroke-width="3"/><circle cx="${x - 3}" cy="${y - 3}" r="3" fill="#ff5a5a"/>`,
        );
      else if (open) cells.push(gem(x, y, 22, hsl(p.accent + 120, 75, 55)));
    }
    return cells.join('');
  },
  scratch: (b, p) => {
    const slots = [0, 1, 2]
      .map((i) => {
        const x = 74 + i * 46;
        return i < 2 || b.byte() % 2 === 0
          ? `<circle cx="${x}" cy="106" r="18" fill="#fff6d8"/>${coin(x, 106, 13)}`
          : `<circle cx="${x}" cy="106" r="18" fill="#b8bcc8" stroke="#8a8f9c" stroke-dasharray="3 3"/>`;
      })
      .join('');
    return `<g transform="rotate(-6 120 96)"><rect x="36" y="46" width="168" height="100" rx="10" fill="${hsl(p.accent, 70, 58)}" stroke="#fff" stroke-width="3" stroke-dasharray="6 4"/>
<rect x="48" y="58" width="144" height="22" rx="5" fill="#ffffff55"/>${star(64, 69, 8, 5, '#fff')}${star(176, 69, 8, 5, '#fff')}
${slots}</g><path d="M184 132l18 22" stroke="#c9c9d6" stroke-width="7" stroke-linecap="round"/>${coin(180, 128, 12)}`;
  },
  fishing: (b, p) => {
    const water = `<path d="M0 40Q30 30 60 40T120 40T180 40T240 40V168H0Z" fill="${hsl(195 + (p.accent % 30), 75, 32)}" opacity="0.85"/>`;
    const weeds = [30, 206]
      .map(
        (x) =>
          `<path d="M${x} 168Q${x - 12} 140 ${x} 120Q${x + 12} 100 ${x} 84" stroke="#2fb36a" stroke-width="5" fill="none"/>`,
      )
      .join('');
    const bubbles = [0, 1, 2, 3, 4]
      .map(
        (i) =>
          `<circle cx="${40 + ((b.byte() * 7) % 170)}" cy="${56 + i * 20}" r="${2 + (b.byte() % 5)}" fill="none" stroke="#ffffffaa"/>`,
      )
      .join('');
    return `${water}${weeds}${bubbles}${fish(112, 100, 92, hsl(p.accent, 85, 58), b.byte() % 2 === 0)}${fish(60, 142, 40, '#ffb020', true)}${fish(186, 138, 46, '#ff5a7a', false)}`;
  },
  lobby: (b, p) =>
    `<path d="M120 16L60 168H180Z" fill="#fff" opacity="0.08"/><path d="M40 16L20 168H100Z" fill="#fff" opacity="0.05"/><path d="M200 16L140 168H220Z" fill="#fff" opacity="0.05"/>
<circle cx="120" cy="66" r="22" fill="${hsl(p.hue, 30, 80)}"/><path d="M86 124Q88 92 120 90Q152 92 154 124Z" fill="${hsl(p.accent, 50, 30)}"/><path d="M120 92L112 104H128Z" fill="#fff"/><path d="M108 86Q120 94 132 86" fill="none" stroke="#1c1c28" stroke-width="2"/>
<ellipse cx="120" cy="146" rx="112" ry="30" fill="${hsl(150 + (p.accent % 40), 55, 24)}" stroke="#d9b45a" stroke-width="4"/>${chipStack(74, 150, 12, 3, b.pick(chipColours))}${chipStack(166, 150, 12, 4, b.pick(chipColours))}${card(110, 142, 22, -8, b.pick(ranks), b.pick(suits))}${card(130, 142, 22, 8, b.pick(ranks), b.pick(suits))}<circle cx="208" cy="32" r="7" fill="#ff3b3b"/><circle cx="208" cy="32" r="12" fill="none" stroke="#ff3b3b" opacity="0.6"/>`,
  baccarat: (b, p) =>
    `${felt(p)}<ellipse cx="78" cy="118" rx="34" ry="18" fill="none" stroke="#4aa3ff" stroke-width="3"/><ellipse cx="162" cy="118" rx="34" ry="18" fill="none" stroke="#ff4a5e" stroke-width="3"/>
${card(66, 72, 32, -8, b.pick(['9', '8', 'K']), b.pick(suits))}${card(92, 76, 32, 6, b.pick(['Q', '7', '10']), b.pick(suits))}${card(150, 76, 32, -6, b.pick(['9', '6', 'J']), b.pick(suits))}${card(176, 72, 32, 8, b.pick(['A', '5', '8']), b.pick(suits))}
${chip(78, 120, 12, '#1f6fd1')}${chip(162, 120, 12, '#d6263b')}${chipStack(120, 150, 12, 3, '#1d9a5b')}`,
  roulette: (b, p) => {
    const segments: string[] = [];
    const n = 18;
    for (let i = 0; i < n; i += 1) {
      const a0 = (2 * Math.PI * i) / n;
      const a1 = (2 * Math.PI * (i + 1)) / n;
      const colour = i === 0 ? '#1d9a5b' : i % 2 ? '#d6263b' : '#1c1c28';
      segments.push(
        `<path d="M120 94L${f(120 + 66 * Math.cos(a0))} ${f(94 + 66 * Math.sin(a0))}A66 66 0 0 1 ${f(120 + 66 * Math.cos(a1))} ${f(94 + 66 * Math.sin(a1))}Z" fill="${colour}"/>`,
      );
    }
    const ball = (2 * Math.PI * (b.byte() % n)) / n + Math.PI / n;
    return `<circle cx="120" cy="94" r="74" fill="#7a4a1c" stroke="#d9b45a" stroke-width="4"/>${segments.join('')}
<circle cx="120" cy="94" r="40" fill="${hsl(p.hue, 45, 28)}" stroke="#d9b45a" stroke-width="3"/><circle cx="120" cy="94" r="10" fill="#d9b45a"/>
<path d="M120 64V124M90 94H150" stroke="#d9b45a" stroke-width="4" stroke-linecap="round"/><circle cx="${f(120 + 58 * Math.cos(ball))}" cy="${f(94 + 58 * Math.sin(ball))}" r="6" fill="#fff" stroke="#999"/>`;
  },
  blackjack: (b, p) =>
    `${felt(p)}<path d="M40 150Q120 96 200 150" fill="none" stroke="#d9b45a" stroke-width="2" stroke-dasharray="5 5"/>
${card(100, 90, 44, -8, 'A', b.pick(suits))}${card(138, 92, 44, 8, b.pick(['K', 'Q', 'J', '10']), b.pick(suits))}${chip(60, 140, 14, b.pick(chipColours))}${chip(180, 140, 14, b.pick(chipColours))}
<circle cx="196" cy="52" r="20" fill="#1c1c28" stroke="#d9b45a" stroke-width="3"/><text x="196" y="59" text-anchor="middle" font-family="Verdana, sans-serif" font-size="18" font-weight="700" fill="#ffd23f">21</text>`,
  sicbo: (b, p) =>
    `<ellipse cx="120" cy="146" rx="84" ry="14" fill="#00000055"/><path d="M44 140A76 76 0 0 1 196 140Z" fill="${hsl(p.accent, 60, 80)}" opacity="0.25" stroke="#ffffffaa" stroke-width="3"/>
<rect x="36" y="138" width="168" height="14" rx="7" fill="#d9b45a"/>${die(92, 116, 36, 1 + (b.byte() % 6), -12)}${die(140, 118, 36, 1 + (b.byte() % 6), 10)}${die(116, 84, 36, 1 + (b.byte() % 6), 24)}
<path d="M70 80Q86 58 112 52" fill="none" stroke="#fff" stroke-width="5" stroke-linecap="round" opacity="0.45"/>`,
  poker: (b, p) => {
    const cards = [-2, -1, 0, 1, 2]
      .map((i) =>
        card(120 + i * 24, 94 + Math.abs(i) * 5, 38, i * 12, b.pick(ranks), b.pick(suits)),
      )
      .join('');
    return `<circle cx="120" cy="100" r="66" fill="${hsl(p.accent, 70, 50)}" opacity="0.2"/>${cards}${chipStack(44, 150, 14, 4, b.pick(chipColours))}${chipStack(198, 150, 14, 5, b.pick(chipColours))}`;
  },
  mahjong: (b, p) => {
    const tile = (x: number, y: number, rot: number, face: string) =>
      `<g transform="translate(${x} ${y}) rotate(${rot})"><rect x="-24" y="-32" width="48" height="64" rx="7" fill="${hsl(p.accent, 60, 40)}"/><rect x="-24" y="-36" width="48" height="64" rx="7" fill="#fbf6e6" stroke="#00000030"/>${face}</g>`;
    const dots = [-12, 0, 12]
      .map(
        (dy, i) =>
          `<circle cx="${(i - 1) * 10}" cy="${dy - 4}" r="6" fill="none" stroke="${i === 1 ? '#d6263b' : '#1f6fd1'}" stroke-width="3"/>`,
      )
      .join('');
    const bamboo = [-10, 0, 10]
      .map(
        (dx) =>
          `<rect x="${dx - 3}" y="-26" width="6" height="40" rx="3" fill="#1d9a5b"/><line x1="${dx - 3}" x2="${dx + 3}" y1="-6" y2="-6" stroke="#fbf6e6" stroke-width="2"/>`,
      )
      .join('');
    const dragon = `<rect x="-13" y="-19" width="26" height="26" rx="3" fill="none" stroke="#d6263b" stroke-width="4"/><circle cy="-6" r="5" fill="#d6263b"/>`;
    const order = b.byte() % 3;
    const faces = [dots, bamboo, dragon];
    return `${tile(74, 100, -10, faces[order]!)}${tile(120, 92, 0, faces[(order + 1) % 3]!)}${tile(166, 100, 10, faces[(order + 2) % 3]!)}`;
  },
  rummy: (b) => {
    const kind = b.pick(suits);
    const run = [0, 1, 2, 3]
      .map((i) => card(60 + i * 30, 76, 34, -4 + i * 2, ['7', '8', '9', '10'][i]!, kind))
      .join('');
    const set = [0, 1, 2]
      .map((i) => card(92 + i * 30, 128, 34, 4 - i * 3, 'K', suits[(i + 1) % 4]!))
      .join('');
    return `${run}${set}`;
  },
  sportsbook: (b, p) => {
    const stripes = [0, 1, 2, 3, 4, 5]
      .map(
        (i) =>
          `<rect x="${i * 40}" y="60" width="40" height="108" fill="${hsl(120, 45, i % 2 ? 30 : 34)}"/>`,
      )
      .join('');
    const ballX = 86 + (b.byte() % 40);
    return `${stripes}<path d="M0 60H240M120 60V168" stroke="#ffffffaa" stroke-width="2"/><circle cx="120" cy="114" r="26" fill="none" stroke="#ffffffaa" stroke-width="2"/>
<path d="M170 36H226V92H170Z" fill="none" stroke="#fff" stroke-width="4"/><path d="M178 36V92M190 36V92M202 36V92M214 36V92M170 50H226M170 64H226M170 78H226" stroke="#ffffff66"/>
<g transform="translate(${ballX} 104)"><circle r="24" fill="#fff" stroke="#1c1c28" stroke-width="2"/><path d="M0-9L8.5-2.8L5.3 7.3H-5.3L-8.5-2.8Z" fill="#1c1c28"/><path d="M0-9V-24M8.5-2.8L22-7M5.3 7.3L14 19M-5.3 7.3L-14 19M-8.5-2.8L-22-7" stroke="#1c1c28" stroke-width="2"/></g>
<path d="M${ballX - 56} 96H${ballX - 30}M${ballX - 62} 108H${ballX - 32}M${ballX - 54} 120H${ballX - 30}" stroke="${hsl(p.accent, 80, 75)}" stroke-width="3" stroke-linecap="round"/>`;
  },
  esports: (b, p) => {
    const glow = hsl(p.accent, 95, 62);
    const hexes: string[] = [];
    for (let i = 0; i < 6; i += 1) {
      const x = 30 + i * 38;
      const y = 40 + (i % 2) * 20;
      hexes.push(
        `<path d="M${x} ${y - 14}L${x + 12} ${y - 7}V${y + 7}L${x} ${y + 14}L${x - 12} ${y + 7}V${y - 7}Z" fill="none" stroke="${glow}" opacity="${(0.2 + (b.byte() % 40) / 100).toFixed(2)}"/>`,
      );
    }
    return `${hexes.join('')}<path d="M62 112Q66 80 96 82H144Q174 80 178 112L186 142Q188 158 172 156Q160 154 150 136H90Q80 154 68 156Q52 158 54 142Z" fill="#22223a" stroke="${glow}" stroke-width="3"/>
<path d="M86 104H106M96 94V114" stroke="#fff" stroke-width="6" stroke-linecap="round"/><circle cx="146" cy="98" r="5" fill="#ff4a5e"/><circle cx="158" cy="108" r="5" fill="#4aa3ff"/><circle cx="134" cy="108" r="5" fill="#ffd23f"/><circle cx="146" cy="118" r="5" fill="#2fd17a"/>`;
  },
  lottery: (b, p) => {
    const colours = ['#d6263b', '#1f6fd1', '#ffd23f', '#1d9a5b', '#8b3fd1', '#ff7a1a'];
    const balls: string[] = [];
    for (let i = 0; i < 7; i += 1) {
      const a = (i / 7) * Math.PI * 2 + (b.byte() % 10) / 10;
      const r = i === 0 ? 0 : 28;
      const x = 120 + r * Math.cos(a);
      const y = 82 + r * Math.sin(a);
      balls.push(
        `<circle cx="${f(x)}" cy="${f(y)}" r="13" fill="${colours[i % colours.length]}"/><circle cx="${f(x)}" cy="${f(y)}" r="7" fill="#fff"/><text x="${f(x)}" y="${f(y + 3.5)}" text-anchor="middle" font-family="Verdana, sans-serif" font-size="9" font-weight="700" fill="#1c1c28">${1 + (b.byte() % 49)}</text>`,
      );
    }
    return `<circle cx="120" cy="82" r="56" fill="${hsl(p.accent, 60, 85)}" opacity="0.25" stroke="#ffffffcc" stroke-width="3"/>${balls.join('')}
<path d="M96 136H144L152 160H88Z" fill="#d9b45a"/><rect x="112" y="132" width="16" height="8" fill="#a8842a"/>
<circle cx="190" cy="146" r="13" fill="#ffd23f"/><circle cx="190" cy="146" r="7" fill="#fff"/>`;
  },
  cockfight: (b, p) => {
    const comb = hsl(0, 80, 50);
    const body = hsl(p.accent, 70, 45);
    const facing = b.byte() % 2 === 0 ? 1 : -1;
    return `<ellipse cx="120" cy="150" rx="100" ry="16" fill="#b0793a" stroke="#d9b45a" stroke-width="3"/>
<g transform="translate(120 0) scale(${facing} 1) translate(-120 0)"><path d="M78 96Q54 70 70 48Q80 80 96 90Z" fill="#1c1c28"/><path d="M70 100Q48 92 56 66Q74 96 96 98Z" fill="${hsl(p.accent + 60, 70, 40)}"/>
<ellipse cx="116" cy="106" rx="40" ry="30" fill="${body}"/><path d="M128 84Q140 58 152 60Q162 64 158 84Z" fill="${body}"/><circle cx="150" cy="62" r="14" fill="${body}"/>
<path d="M140 50Q144 38 150 46Q154 36 160 46Q166 40 164 54Z" fill="${comb}"/><path d="M162 62L176 66L162 70Z" fill="#f5b81c"/><path d="M156 72Q160 84 154 86Q150 80 154 72Z" fill="${comb}"/><circle cx="154" cy="60" r="2.5" fill="#1c1c28"/>
<path d="M108 134V148M124 134V148" stroke="#f5b81c" stroke-width="4"/><path d="M100 148H112M118 148H130" stroke="#f5b81c" stroke-width="3"/></g>`;
  },
};

/** The scene of `key` for a game, drawn from its bytes and palette. */
export function drawScene(key: SceneKey, bytes: Bytes, palette: Palette): string {
  return scenes[key](bytes, palette);
}
