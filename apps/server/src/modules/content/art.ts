import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Merchant } from '../../merchant/merchant.ts';
import { byteSource, escapeXml, fitText, textBlock } from '../games/svg-kit.ts';
import { drawMotif, motifs } from './art-motifs.ts';
import { artLanguages, type ArtLanguage, type ArtSpec } from './seed-art.ts';
import { seedBanners } from './seed-banners.ts';
import { seedPromotions } from './seed-promotions.ts';

type Kind = 'banner' | 'promo';

const fileShape = /^(banner|promo)-([a-z0-9]+(?:-[a-z0-9]+){0,6})\.svg$/u;
const storedShape = /^\/wps\/content\/art\/((?:banner|promo)-[a-z0-9]+(?:-[a-z0-9]+){0,6}\.svg)$/u;

/** What the demo brand's pictures show, by file stem (`banner-<key>`, `promo-<key>`). */
const specs = new Map<string, ArtSpec>([
  ...seedBanners.map((b) => [`banner-${b.key}`, b.art] as const),
  ...seedPromotions.map((p) => [`promo-${p.key}`, p.art] as const),
]);

/**
 * The address stored for a generated picture; `key` is lowercase words joined by hyphens. It
 * draws the picture without words; answers send `localizedArtUrl` of it.
 */
export function artUrl(kind: Kind, key: string): string {
  return `/wps/content/art/${kind}-${key}.svg`;
}

/**
 * The address a player is sent for a stored picture address: a generated picture gets its
 * version in the language of the answer (else the merchant's default, else PT), with the
 * headline in that language; any other address is sent as stored.
 */
export function localizedArtUrl(url: string, language: string, merchant: Merchant): string {
  const file = storedShape.exec(url)?.[1];
  if (!file) return url;
  const order = [language, merchant.defaultLanguage.toUpperCase(), 'PT'];
  const lang = order.find((code): code is ArtLanguage =>
    (artLanguages as readonly string[]).includes(code),
  )!;
  return `/wps/content/art/${lang.toLowerCase()}/${file}`;
}

/**
 * Generated artwork for banners (1200 x 400) and promotions (600 x 300): a gradient, light
 * beams and confetti chosen by the SHA-256 of the key, the key's illustration (a gift, coins,
 * a trophy, a shield...) and, when a language is given, the headline and tagline written for
 * that language. Without a language, or for a key with no words, the picture has no text, so
 * no picture ever shows one language's words on another language's page. The same key and
 * language always draw the same picture; nothing is copied from anywhere.
 */
export function contentArt(kind: Kind, key: string, language?: ArtLanguage): string {
  const [w, h] = kind === 'banner' ? [1200, 400] : [600, 300];
  const b = byteSource(`${kind}:${key}`);
  const spec = specs.get(`${kind}-${key}`);
  const motif = spec?.motif ?? b.pick(motifs);
  const hue = (b.byte() * 360) / 256;
  const hue2 = (hue + 40 + (b.byte() % 80)) % 360;
  const accent = `hsl(${Math.round((hue + 180) % 360)} 80% 55%)`;
  const beams = [0, 1, 2]
    .map((i) => {
      const x = w * (0.45 + i * 0.18) + (b.byte() % 40);
      return `<path d="M${x.toFixed(0)} 0L${(x + w * 0.08).toFixed(0)} 0L${(x - w * 0.2).toFixed(0)} ${h}L${(x - w * 0.3).toFixed(0)} ${h}Z" fill="#fff" opacity="0.06"/>`;
    })
    .join('');
  const words = language ? spec?.text[language] : undefined;
  let text = '';
  // Where the words stand (the width they are fitted to, from the headline's top to the
  // tagline's foot, with a margin): no confetti is drawn there, so nothing crosses a letter.
  let clear: { left: number; right: number; top: number; bottom: number } | undefined;
  if (words) {
    const area = w * 0.54;
    const head = fitText(words.headline, area, kind === 'banner' ? 76 : 40, 2);
    const tag = fitText(words.tagline, area, Math.max(Math.round(head.size * 0.5), h / 14), 1);
    const headHeight = head.lines.length * head.size * 1.12;
    const tagHeight = tag.lines.length * tag.size * 1.2;
    const top = (h - headHeight - tagHeight - h * 0.05) / 2;
    const x = Math.round(w * 0.06);
    const margin = h * 0.03;
    clear = {
      left: x - margin,
      right: x + area + margin,
      top: top - margin,
      bottom: top + headHeight + h * 0.05 + tagHeight + margin,
    };
    text =
      textBlock({
        lines: head.lines,
        size: head.size,
        x,
        cy: top + headHeight / 2,
        anchor: 'start',
        fill: '#fff',
      }) +
      `<rect x="${x}" y="${(top + headHeight + h * 0.01).toFixed(0)}" width="${(w * 0.08).toFixed(0)}" height="${(h * 0.012).toFixed(1)}" rx="2" fill="#ffd76a"/>` +
      textBlock({
        lines: tag.lines,
        size: tag.size,
        x,
        cy: top + headHeight + h * 0.05 + tagHeight / 2,
        anchor: 'start',
        fill: '#ffe9b0',
        weight: 400,
      });
  }
  const confetti: string[] = [];
  for (let i = 0; i < 18; i += 1) {
    // Every piece takes its bytes whether it is drawn or not, so the rest stay where they were.
    const cx = (b.byte() / 255) * w;
    const cy = (b.byte() / 255) * h;
    const r = (h / 100) * (1 + (b.byte() % 4));
    const turn = i % 2 === 0 ? 0 : b.byte() % 180;
    // A strip turns about its corner: it can reach its own diagonal (2.6 r) from there.
    const reach = i % 2 === 0 ? r : r * 2.6;
    if (
      clear &&
      cx + reach > clear.left &&
      cx - reach < clear.right &&
      cy + reach > clear.top &&
      cy - reach < clear.bottom
    ) {
      continue;
    }
    const [x, y] = [cx.toFixed(0), cy.toFixed(0)];
    const colour = ['#ffd76a', '#ffffff', accent][i % 3]!;
    confetti.push(
      i % 2 === 0
        ? `<circle cx="${x}" cy="${y}" r="${r.toFixed(1)}" fill="${colour}" opacity="0.5"/>`
        : `<rect x="${x}" y="${y}" width="${(r * 2.4).toFixed(1)}" height="${r.toFixed(1)}" fill="${colour}" opacity="0.45" transform="rotate(${turn} ${x} ${y})"/>`,
    );
  }
  const scale = (h / 400) * (words ? 1.15 : 1.45);
  const motifX = words ? w * 0.77 : w * 0.5;
  const label = escapeXml(words ? `${words.headline}: ${words.tagline}` : '');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" ${label ? `role="img" aria-label="${label}"` : 'aria-hidden="true"'}>
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="hsl(${hue.toFixed(0)} 65% 32%)"/><stop offset="1" stop-color="hsl(${hue2.toFixed(0)} 70% 12%)"/>
</linearGradient><radialGradient id="glow" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#fff" stop-opacity="0.35"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>
<rect width="${w}" height="${h}" fill="url(#g)"/>
${beams}
<g data-layer="confetti">${confetti.join('\n')}</g>
<circle cx="${motifX.toFixed(0)}" cy="${(h / 2).toFixed(0)}" r="${(h * 0.48).toFixed(0)}" fill="url(#glow)"/>
<g data-motif="${motif}" transform="translate(${motifX.toFixed(0)} ${(h / 2).toFixed(0)}) scale(${scale.toFixed(3)})">${drawMotif(motif, accent)}</g>
${text}
</svg>`;
}

function sendArt(reply: FastifyReply, file: string, language?: ArtLanguage) {
  const match = fileShape.exec(file);
  if (!match) return reply.code(404).send();
  return reply
    .type('image/svg+xml; charset=utf-8')
    .header('cache-control', 'public, max-age=31536000, immutable')
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
    .send(contentArt(match[1] as Kind, match[2]!, language));
}

/**
 * GET /wps/content/art/:lang/:file: a banner or promotion picture with its words in `lang`
 * (pt or en); GET /wps/content/art/:file: the same picture without words. Immutable.
 */
export function registerContentArt(app: FastifyInstance): void {
  app.get<{ Params: { file: string } }>('/wps/content/art/:file', async (request, reply) =>
    sendArt(reply, request.params.file),
  );
  app.get<{ Params: { lang: string; file: string } }>(
    '/wps/content/art/:lang/:file',
    async (request, reply) => {
      const lang = request.params.lang.toUpperCase();
      if (request.params.lang !== request.params.lang.toLowerCase()) return reply.code(404).send();
      if (!(artLanguages as readonly string[]).includes(lang)) return reply.code(404).send();
      return sendArt(reply, request.params.file, lang as ArtLanguage);
    },
  );
}
