import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Platform } from '../../platform.ts';
import { byteSource, escapeXml, fitText, textBlock } from './svg-kit.ts';
import { drawScene, sceneOf, type Palette } from './tile-scenes.ts';

const codeShape = /^[A-Za-z0-9_-]{1,64}$/u;

/** The languages a tile is drawn in; the wire's lower-case path segment. */
export const artLanguages = ['pt', 'en'] as const;

/** What a tile is drawn from. */
export interface TileSpec {
  gameCode: string;
  /** The name in the tile's language. */
  name: string;
  classify: string | null;
  gameType: string;
  vendor: string;
}

/** The vendor's mark in a corner and its frame: one of three styles, chosen by its code. */
function vendorFrame(vendor: string, hue: number): string {
  const b = byteSource(`vendor:${vendor}`);
  const colour = `hsl(${Math.round(hue)} 80% 70%)`;
  const mark = [
    `<circle cx="22" cy="22" r="8" fill="${colour}"/><circle cx="22" cy="22" r="4" fill="#fff"/>`,
    `<path d="M22 12L31 22L22 32L13 22Z" fill="${colour}"/><circle cx="22" cy="22" r="3" fill="#fff"/>`,
    `<path d="M14 14H30V24Q30 31 22 34Q14 31 14 24Z" fill="${colour}"/><path d="M18 22L21 26L27 18" stroke="#fff" stroke-width="2.5" fill="none"/>`,
  ][b.byte() % 3]!;
  const frame = [
    `<rect x="5" y="5" width="230" height="230" rx="20" fill="none" stroke="${colour}" stroke-width="2" opacity="0.7"/>`,
    `<path d="M8 40V8H40M200 8H232V40M232 200V232H200M40 232H8V200" fill="none" stroke="${colour}" stroke-width="4" opacity="0.8"/>`,
    `<path d="M0 60L60 0M0 120L120 0M120 240L240 120M180 240L240 180" stroke="#fff" stroke-width="10" opacity="0.05"/><rect x="4" y="4" width="232" height="232" rx="21" fill="none" stroke="#ffffff55" stroke-width="1.5"/>`,
  ][b.byte() % 3]!;
  return `<g data-vendor="${escapeXml(vendor)}">${frame}${mark}</g>`;
}

/**
 * The generated artwork of a game tile (240 x 240): an illustrated composition of its family
 * (a slot machine, a roulette wheel, cards on felt, fish under water, a sports pitch, lottery
 * balls...), in its vendor's colours and frame, with details varied by the SHA-256 of its code,
 * and its name in the tile's language on a ribbon. The same game and language always give the
 * same picture; no outside images.
 */
export function gameArt(spec: TileSpec): string {
  const vendor = byteSource(`vendor:${spec.vendor}`);
  const game = byteSource(`game:${spec.gameCode}`);
  const hue = (vendor.byte() * 360) / 256;
  const palette: Palette = {
    hue: hue + (game.byte() % 50) - 25,
    accent: (game.byte() * 360) / 256,
  };
  const scene = sceneOf(spec.classify, spec.gameType);
  const title = escapeXml(spec.name);
  const label = spec.name.trim() || spec.gameCode;
  const fitted = fitText(label, 204, 24, 2);
  const sparkles = [0, 1, 2, 3]
    .map(() => {
      const x = 30 + (game.byte() % 180);
      const y = 20 + (game.byte() % 140);
      return `<path d="M${x} ${y - 6}L${x + 1.5} ${y - 1.5}L${x + 6} ${y}L${x + 1.5} ${y + 1.5}L${x} ${y + 6}L${x - 1.5} ${y + 1.5}L${x - 6} ${y}L${x - 1.5} ${y - 1.5}Z" fill="#fff" opacity="0.7"/>`;
    })
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 240" width="240" height="240" role="img" aria-label="${title}">
<title>${title}</title>
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="hsl(${Math.round(palette.hue + 360) % 360} 65% 40%)"/><stop offset="1" stop-color="hsl(${Math.round(palette.hue + 400) % 360} 70% 13%)"/>
</linearGradient><radialGradient id="glow" cx="0.5" cy="0.4" r="0.55"><stop offset="0" stop-color="#fff" stop-opacity="0.35"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>
<clipPath id="tile"><rect width="240" height="240" rx="24"/></clipPath></defs>
<g clip-path="url(#tile)">
<rect width="240" height="240" fill="url(#bg)"/><circle cx="120" cy="92" r="110" fill="url(#glow)"/>
<g data-scene="${scene}">${drawScene(scene, game, palette)}</g>
${sparkles}
${vendorFrame(spec.vendor, hue)}
<rect x="10" y="172" width="220" height="58" rx="14" fill="#0b0b16" opacity="0.62"/><rect x="24" y="172" width="192" height="3" rx="1.5" fill="hsl(${Math.round(palette.accent)} 90% 62%)"/>
${textBlock({ lines: fitted.lines, size: fitted.size, x: 120, cy: 202, anchor: 'middle', fill: '#fff' })}
</g>
</svg>`;
}

async function sendTile(platform: Platform, reply: FastifyReply, file: string, language: string) {
  const match = /^(.+)\.svg$/u.exec(file);
  const code = match?.[1];
  if (!code || !codeShape.test(code)) return reply.code(404).send();
  const [row] = await platform.db.query<{
    name: string;
    classify: string | null;
    game_type: string;
    vendor_code: string;
  }>(
    `select coalesce(names ->> $2, names ->> 'EN') as name, classify, game_type, vendor_code
     from game where game_code = $1`,
    [code, language],
  );
  if (!row) return reply.code(404).send();
  reply.header('content-type', 'image/svg+xml; charset=utf-8');
  reply.header('cache-control', 'public, max-age=604800, immutable');
  reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'");
  return reply.send(
    gameArt({
      gameCode: code,
      name: row.name,
      classify: row.classify,
      gameType: row.game_type,
      vendor: row.vendor_code,
    }),
  );
}

/**
 * GET /play/art/:lang/:code.svg: a game's tile with its name in `lang` (pt or en); immutable
 * (the picture depends on the code and that name). GET /play/art/:code.svg draws the EN name.
 */
export function registerArt(app: FastifyInstance, platform: Platform): void {
  app.get<{ Params: { file: string } }>('/play/art/:file', (request, reply) =>
    sendTile(platform, reply, request.params.file, 'EN'),
  );
  app.get<{ Params: { lang: string; file: string } }>(
    '/play/art/:lang/:file',
    async (request, reply) => {
      const lang = request.params.lang;
      if (!(artLanguages as readonly string[]).includes(lang)) return reply.code(404).send();
      return sendTile(platform, reply, request.params.file, lang.toUpperCase());
    },
  );
}
