import type { FastifyInstance } from 'fastify';
import { hostAvatar, hostPoster } from './host-art.ts';
import { seedHosts } from './seed-hosts.ts';

const fileShape = /^(poster|avatar)-([a-z0-9-]{1,32})\.svg$/u;
const looks = new Map(seedHosts.map((h) => [h.code, h.look]));

/** The address stored for a demo host's generated picture. */
export function hostArtUrl(kind: 'poster' | 'avatar', code: string): string {
  return `/wps/live/art/${kind}-${code}.svg`;
}

/** GET /wps/live/art/:file: a demo host's poster or avatar. Immutable. */
export function registerHostArt(app: FastifyInstance): void {
  app.get<{ Params: { file: string } }>('/wps/live/art/:file', async (request, reply) => {
    const match = fileShape.exec(request.params.file);
    const look = match ? looks.get(match[2]!) : undefined;
    if (!match || !look) return reply.code(404).send();
    const svg = match[1] === 'poster' ? hostPoster(match[2]!, look) : hostAvatar(match[2]!, look);
    return reply
      .type('image/svg+xml; charset=utf-8')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .send(svg);
  });
}
