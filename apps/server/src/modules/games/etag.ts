import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Conditional GETs for catalogue answers: a weak ETag over the value without its CDN (the CDN
 * is picked at random per response, any of them serves the same artwork), `no-cache` so clients
 * revalidate, and a 304 with no body when `If-None-Match` names the current tag.
 * Returns true when the answer is a 304.
 */
export function conditional(request: FastifyRequest, reply: FastifyReply, base: unknown): boolean {
  const tag = `W/"${createHash('sha256').update(JSON.stringify(base)).digest('base64url').slice(0, 27)}"`;
  reply.header('etag', tag);
  reply.header('cache-control', request.session ? 'private, no-cache' : 'no-cache');
  reply.header('vary', 'authorization, x-language, accept-language, x-merchant');
  const header = request.headers['if-none-match'];
  const tags = (header ?? '').split(',').map((item) => item.trim());
  if (tags.includes(tag) || tags.includes('*')) {
    reply.code(304);
    return true;
  }
  return false;
}
