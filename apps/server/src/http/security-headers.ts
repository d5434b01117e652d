import type { FastifyInstance } from 'fastify';

/**
 * Headers every response carries: no MIME sniffing, no framing by other sites (the in-house
 * game pages are framed by our own origin only), and no full URLs leaking to other origins.
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('x-frame-options', 'SAMEORIGIN');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    return payload;
  });
}
