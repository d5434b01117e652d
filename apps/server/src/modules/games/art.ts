import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform.ts';

const codeShape = /^[A-Za-z0-9_-]{1,64}$/u;

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/gu, (c) => `&#${c.charCodeAt(0)};`);
}

/** Up to three initials of a name: "Golden Dragon Deluxe" → "GDD". */
export function initials(name: string): string {
  const words = name.split(/\s+/u).filter((word) => /^[\p{L}\p{N}]/u.test(word));
  return words
    .slice(0, 3)
    .map((word) => word[0]!.toUpperCase())
    .join('');
}

/**
 * The generated artwork of a game: a gradient and shapes chosen by the SHA-256 of its code,
 * with the game's initials. The same code always gives the same picture; no outside images.
 */
export function gameArt(gameCode: string, name: string): string {
  const h = createHash('sha256').update(gameCode).digest();
  const hue = (h[0]! * 360) / 256;
  const hue2 = (hue + 40 + (h[1]! % 120)) % 360;
  const shapes: string[] = [];
  for (let i = 0; i < 5; i += 1) {
    const x = (h[2 + i * 3]! / 255) * 240;
    const y = (h[3 + i * 3]! / 255) * 240;
    const r = 14 + (h[4 + i * 3]! % 50);
    const opacity = (0.12 + (h[20 + i]! % 20) / 100).toFixed(2);
    shapes.push(
      i % 2 === 0
        ? `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${r}" fill="#fff" opacity="${opacity}"/>`
        : `<rect x="${x.toFixed(1)}" y="${y.toFixed(1)}" width="${r * 1.4}" height="${r * 1.4}" rx="6" transform="rotate(${h[25 + i]! % 90} ${x.toFixed(1)} ${y.toFixed(1)})" fill="#fff" opacity="${opacity}"/>`,
    );
  }
  const label = escapeXml(initials(name) || gameCode.slice(0, 2));
  const title = escapeXml(name);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 240" width="240" height="240" role="img" aria-label="${title}">
<title>${title}</title>
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="hsl(${hue.toFixed(0)} 70% 45%)"/><stop offset="1" stop-color="hsl(${hue2.toFixed(0)} 75% 22%)"/>
</linearGradient></defs>
<rect width="240" height="240" rx="24" fill="url(#g)"/>
${shapes.join('\n')}
<text x="120" y="138" text-anchor="middle" font-family="Verdana, sans-serif" font-size="64" font-weight="700" fill="#fff" opacity="0.95">${label}</text>
</svg>`;
}

/** GET /play/art/:code.svg: a game's artwork, immutable (the picture depends on the code only). */
export function registerArt(app: FastifyInstance, platform: Platform): void {
  app.get<{ Params: { file: string } }>('/play/art/:file', async (request, reply) => {
    const match = /^(.+)\.svg$/u.exec(request.params.file);
    const code = match?.[1];
    if (!code || !codeShape.test(code)) return reply.code(404).send();
    const [row] = await platform.db.query<{ name: string }>(
      `select names ->> 'EN' as name from game where game_code = $1`,
      [code],
    );
    if (!row) return reply.code(404).send();
    reply.header('content-type', 'image/svg+xml; charset=utf-8');
    reply.header('cache-control', 'public, max-age=604800, immutable');
    reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'");
    return reply.send(gameArt(code, row.name));
  });
}
