import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** A weak ETag over some text (a value's JSON, or the parts an answer is made of). */
export function weakTag(text: string): string {
  return `W/"${createHash('sha256').update(text).digest('base64url').slice(0, 27)}"`;
}

/**
 * Conditional GETs with a known tag: `no-cache` so clients revalidate, and a 304 with no body
 * when `If-None-Match` names the tag. Returns true when the answer is a 304.
 */
export function conditionalTag(request: FastifyRequest, reply: FastifyReply, tag: string): boolean {
  reply.header('etag', tag);
  reply.header('cache-control', request.session ? 'private, no-cache' : 'no-cache');
  reply.header('vary', 'authorization, x-language, accept-language, x-merchant');
  const header = request.headers['if-none-match'];
  if (header === undefined) return false;
  const tags = header.split(',').map((item) => item.trim());
  if (tags.includes(tag) || tags.includes('*')) {
    reply.code(304);
    return true;
  }
  return false;
}
