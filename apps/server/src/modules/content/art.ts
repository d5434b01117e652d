import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

const fileShape = /^(banner|promo)-([a-z0-9]+(?:-[a-z0-9]+){0,6})\.svg$/u;

/** The address of a generated picture; `key` is lowercase words joined by hyphens. */
export function artUrl(kind: 'banner' | 'promo', key: string): string {
  return `/wps/content/art/${kind}-${key}.svg`;
}

/**
 * Generated artwork for banners (1200 x 400) and promotions (600 x 300): a gradient, soft
 * shapes and coins chosen by the SHA-256 of the key, with the key's words as a caption. The
 * same key always draws the same picture; nothing is copied from anywhere.
 */
export function contentArt(kind: 'banner' | 'promo', key: string): string {
  const [w, hgt] = kind === 'banner' ? [1200, 400] : [600, 300];
  const h = createHash('sha256').update(`${kind}:${key}`).digest();
  const hue = (h[0]! * 360) / 256;
  const hue2 = (hue + 50 + (h[1]! % 100)) % 360;
  const shapes: string[] = [];
  for (let i = 0; i < 7; i += 1) {
    const x = ((h[2 + i * 3]! / 255) * w).toFixed(0);
    const y = ((h[3 + i * 3]! / 255) * hgt).toFixed(0);
    const r = (hgt / 10) * (0.6 + (h[4 + i * 3]! % 20) / 10);
    const opacity = (0.08 + (h[24 + (i % 8)]! % 16) / 100).toFixed(2);
    shapes.push(
      i % 3 === 0
        ? `<circle cx="${x}" cy="${y}" r="${r.toFixed(0)}" fill="#ffd76a" opacity="${opacity}"/>`
        : `<circle cx="${x}" cy="${y}" r="${(r * 1.6).toFixed(0)}" fill="#fff" opacity="${opacity}"/>`,
    );
  }
  const caption = key.replace(/-/gu, ' ').toUpperCase();
  const size = kind === 'banner' ? 72 : 40;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${hgt}" width="${w}" height="${hgt}" role="img" aria-label="${caption}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="hsl(${hue.toFixed(0)} 65% 30%)"/><stop offset="1" stop-color="hsl(${hue2.toFixed(0)} 70% 12%)"/>
</linearGradient></defs>
<rect width="${w}" height="${hgt}" fill="url(#g)"/>
${shapes.join('\n')}
<text x="${(w * 0.06).toFixed(0)}" y="${(hgt * 0.58).toFixed(0)}" font-family="Verdana, sans-serif" font-size="${size}" font-weight="700" fill="#fff">${caption}</text>
</svg>`;
}

/** GET /wps/content/art/:file: a banner or promotion picture, immutable and cacheable. */
export function registerContentArt(app: FastifyInstance): void {
  app.get<{ Params: { file: string } }>('/wps/content/art/:file', async (request, reply) => {
    const match = fileShape.exec(request.params.file);
    if (!match) return reply.code(404).send();
    return reply
      .type('image/svg+xml; charset=utf-8')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .send(contentArt(match[1] as 'banner' | 'promo', match[2]!));
  });
}
