import { byteSource } from '../games/svg-kit.ts';
import type { SeedHost } from './seed-hosts.ts';

/**
 * Generated pictures of a host: a studio poster (960 x 540) with stage lights, the host behind
 * the table she presents (roulette wheel, cards or dice), and a round avatar (240 x 240) of
 * the same figure. Drawn from the host's look; no words, so no language shows on another's page.
 */

type Look = SeedHost['look'];

function figure(look: Look, cx: number, top: number, scale: number): string {
  return `<g transform="translate(${cx} ${top}) scale(${scale})">
<path d="M-95 260 C-90 170 -60 140 0 140 C60 140 90 170 95 260 Z" fill="${look.outfit}"/>
<path d="M-30 140 L0 185 L30 140 Z" fill="${look.skin}"/>
<rect x="-16" y="95" width="32" height="50" rx="12" fill="${look.skin}"/>
<path d="M-62 60 C-70 -10 -30 -40 0 -40 C35 -40 72 -10 62 60 C66 110 70 150 40 160 L-40 160 C-72 150 -66 110 -62 60 Z" fill="${look.hair}"/>
<ellipse cx="0" cy="50" rx="44" ry="56" fill="${look.skin}"/>
<path d="M-46 30 C-40 -12 30 -22 46 26 C30 6 -10 0 -46 30 Z" fill="${look.hair}"/>
<ellipse cx="-16" cy="50" rx="5" ry="6" fill="#2b1a12"/><ellipse cx="16" cy="50" rx="5" ry="6" fill="#2b1a12"/>
<path d="M-24 38 Q-16 33 -8 38 M8 38 Q16 33 24 38" stroke="#2b1a12" stroke-width="2.5" fill="none" stroke-linecap="round"/>
<path d="M-12 78 Q0 88 12 78" stroke="#b0413e" stroke-width="4" fill="none" stroke-linecap="round"/>
<circle cx="-28" cy="70" r="7" fill="#ff8a80" opacity="0.35"/><circle cx="28" cy="70" r="7" fill="#ff8a80" opacity="0.35"/>
<path d="M-44 40 C-58 40 -58 70 -44 70" stroke="#222" stroke-width="5" fill="none"/>
<path d="M-44 70 Q-40 92 -14 92" stroke="#222" stroke-width="3" fill="none"/><circle cx="-12" cy="92" r="5" fill="#222"/>
</g>`;
}

function table(kind: Look['table'], w: number, h: number): string {
  const felt = `<ellipse cx="${w / 2}" cy="${h + 40}" rx="${w * 0.62}" ry="170" fill="#0f5132"/>
<ellipse cx="${w / 2}" cy="${h + 40}" rx="${w * 0.62}" ry="170" fill="none" stroke="#c9a227" stroke-width="6"/>`;
  if (kind === 'roulette') {
    const cx = w * 0.72;
    const cy = h - 70;
    const slices = Array.from({ length: 18 }, (_, i) => {
      const a0 = (i / 18) * Math.PI * 2;
      const a1 = ((i + 1) / 18) * Math.PI * 2;
      const p = (a: number, r: number) =>
        `${(cx + Math.cos(a) * r).toFixed(1)} ${(cy + Math.sin(a) * r * 0.45).toFixed(1)}`;
      const fill = i === 0 ? '#1b8a3a' : i % 2 ? '#b71c1c' : '#111';
      return `<path d="M${cx} ${cy} L${p(a0, 110)} L${p(a1, 110)} Z" fill="${fill}"/>`;
    }).join('');
    return `${felt}<ellipse cx="${cx}" cy="${cy}" rx="122" ry="58" fill="#5d3a1a"/>${slices}
<ellipse cx="${cx}" cy="${cy}" rx="40" ry="18" fill="#c9a227"/><circle cx="${cx + 70}" cy="${cy - 12}" r="7" fill="#fff"/>`;
  }
  if (kind === 'cards') {
    const cards = [0, 1, 2, 3]
      .map((i) => {
        const x = w * 0.56 + i * 62;
        const suit = i % 2 ? '#b71c1c' : '#111';
        return `<g transform="rotate(${-8 + i * 5} ${x} ${h - 60})"><rect x="${x}" y="${h - 110}" width="56" height="80" rx="7" fill="#fafafa" stroke="#999"/>
<path d="M${x + 28} ${h - 84} l12 14 -12 14 -12 -14 Z" fill="${suit}"/></g>`;
      })
      .join('');
    const chips = [0, 1, 2]
      .map(
        (i) =>
          `<ellipse cx="${w * 0.3 - i * 40}" cy="${h - 40 + i * 6}" rx="22" ry="9" fill="${['#c62828', '#1565c0', '#2e7d32'][i]}" stroke="#fff" stroke-width="3" stroke-dasharray="6 5"/>`,
      )
      .join('');
    return `${felt}${cards}${chips}`;
  }
  const dice = [0, 1, 2]
    .map((i) => {
      const x = w * 0.6 + i * 78;
      const y = h - 100 + (i % 2) * 18;
      const pips = [
        [14, 14],
        [32, 32],
        [50, 50],
      ]
        .slice(0, i + 1)
        .map(([px, py]) => `<circle cx="${x + px!}" cy="${y + py!}" r="5" fill="#b71c1c"/>`)
        .join('');
      return `<rect x="${x}" y="${y}" width="64" height="64" rx="12" fill="#fafafa" stroke="#bbb"/>${pips}`;
    })
    .join('');
  return `${felt}<ellipse cx="${w * 0.72}" cy="${h - 50}" rx="150" ry="40" fill="#e8eaf6" opacity="0.25"/>${dice}`;
}

/** The studio poster of a host. */
export function hostPoster(code: string, look: Look): string {
  const [w, h] = [960, 540];
  const b = byteSource(`host:${code}`);
  const hue = (b.byte() * 360) / 256;
  const lights = [0, 1, 2, 3, 4]
    .map((i) => {
      const x = 80 + i * 200 + (b.byte() % 40);
      return `<path d="M${x} 0 L${x - 90} ${h} L${x + 90} ${h} Z" fill="url(#beam)" opacity="${(0.18 + (b.byte() % 20) / 100).toFixed(2)}"/>
<circle cx="${x}" cy="8" r="14" fill="#fff7d6"/>`;
    })
    .join('');
  const bokeh = Array.from({ length: 14 }, () => {
    const x = b.byte() * 3.75;
    const y = 40 + b.byte();
    return `<circle cx="${x.toFixed(0)}" cy="${y}" r="${6 + (b.byte() % 18)}" fill="hsl(${(hue + (b.byte() % 90)).toFixed(0)} 90% 70%)" opacity="0.25"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" aria-hidden="true">
<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl(${hue.toFixed(0)} 55% 22%)"/><stop offset="1" stop-color="hsl(${((hue + 40) % 360).toFixed(0)} 60% 8%)"/></linearGradient>
<linearGradient id="beam" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff7d6"/><stop offset="1" stop-color="#fff7d6" stop-opacity="0"/></linearGradient></defs>
<rect width="${w}" height="${h}" fill="url(#bg)"/>${bokeh}${lights}
${figure(look, w * 0.36, 150, 1.25)}
${table(look.table, w, h)}
</svg>`;
}

/** The round avatar of a host. */
export function hostAvatar(code: string, look: Look): string {
  const b = byteSource(`avatar:${code}`);
  const hue = (b.byte() * 360) / 256;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 240" width="240" height="240" aria-hidden="true">
<defs><clipPath id="c"><circle cx="120" cy="120" r="120"/></clipPath></defs>
<g clip-path="url(#c)"><rect width="240" height="240" fill="hsl(${hue.toFixed(0)} 50% 30%)"/>${figure(look, 120, 62, 0.78)}</g>
</svg>`;
}
