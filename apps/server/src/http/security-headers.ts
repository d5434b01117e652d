import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';

/**
 * The portal's Content-Security-Policy: its own scripts, styles, images, fonts and connections
 * (the API and the `/ws` websocket: CSP's 'self' covers same-host ws and wss), game frames
 * served by this server under `/play`, and nothing else: no inline script, no plugin, no other
 * site framing the portal. React sets style properties through the CSSOM, which style-src
 * does not govern, so no 'unsafe-inline' is needed. Server-rendered pages (`page-shell.ts`)
 * replace it with a nonce policy of their own; images and uploads with `default-src 'none'`.
 */
export const portalCsp = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  frameSrc: ["'self'"],
  workerSrc: ["'self'"],
  manifestSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'self'"],
};

/**
 * Security headers on every response, from helmet: the CSP above, no MIME sniffing, framing by
 * our own origin only (the portal frames its game pages), no full URLs leaking to other
 * origins, and the rest of helmet's defaults. `CSP_CAPTCHA_ORIGINS` adds the hosted captcha
 * providers' origins to the script, frame and connect sources. `upgrade-insecure-requests` is
 * left out: a portal served over plain HTTP on a private address must still load its own files.
 *
 * helmet's middleware is built once and applied to every response. (The Fastify plugin built it
 * again on every request, parsing the CSP each time: half of a bare route's throughput.)
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  captchaOrigins: readonly string[] = [],
): void {
  // A brand's hosted captcha loads its script, shows its frame and calls home.
  const directives = {
    ...portalCsp,
    scriptSrc: [...portalCsp.scriptSrc, ...captchaOrigins],
    frameSrc: [...portalCsp.frameSrc, ...captchaOrigins],
    connectSrc: [...portalCsp.connectSrc, ...captchaOrigins],
  };
  const apply = helmet({
    contentSecurityPolicy: { useDefaults: false, directives },
    frameguard: { action: 'sameorigin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Same-origin popups only: the customer-service window is opened by the portal itself.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  });
  app.addHook('onRequest', (request, reply, done) => {
    apply(request.raw, reply.raw, (err?: unknown) => done(err as Error | undefined));
  });
}
