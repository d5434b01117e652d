import type { IncomingMessage, ServerResponse } from 'node:http';
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

/** The headers a helmet middleware sets, recorded once: every response of a kind gets the same. */
function recordHeaders(middleware: ReturnType<typeof helmet>): ReadonlyArray<[string, string]> {
  const headers = new Map<string, string>();
  const recorder = {
    setHeader: (name: string, value: unknown) =>
      void headers.set(name.toLowerCase(), String(value)),
    removeHeader: (name: string) => void headers.delete(name.toLowerCase()),
    getHeader: (name: string) => headers.get(name.toLowerCase()),
  };
  let finished = false;
  middleware({} as IncomingMessage, recorder as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err;
    finished = true;
  });
  // Every directive is a fixed string (no per-request nonce function), so helmet answers at once.
  if (!finished) throw new Error('security headers did not settle synchronously');
  return [...headers];
}

/**
 * Types that a browser never runs as a page of their own: scripts, style sheets, fonts and
 * raster images (opened directly, they show as text or a picture). SVG and HTML are documents.
 */
const subresource =
  /^(?:text\/javascript|application\/javascript|text\/css|font\/|image\/(?:png|jpeg|webp|avif|gif|x-icon|vnd\.microsoft\.icon))/u;

/**
 * Security headers on every response, from helmet, in three profiles chosen by what the
 * response is. Documents (the web app, game pages, SVG pictures): the CSP above, no MIME
 * sniffing, framing by our own origin only (the portal frames its game pages), no full URLs
 * leaking to other origins, and the rest of helmet's defaults. Scripts, style sheets, fonts and
 * raster images are never a page: a CSP, framing or opener policy on them does nothing, so they
 * get no sniffing, HSTS, the referrer policy (a style sheet's own fetches follow it) and the
 * same-origin resource policy, about 800 bytes fewer on each file. JSON answers are never rendered,
 * so they get what the OWASP REST guidance asks of an API: `default-src 'none'` with
 * `frame-ancestors 'none'`, no sniffing, HSTS, no referrer, same-origin resource policy; the
 * document-only headers (opener policy, agent cluster, DNS prefetch, download options, XSS
 * filter) would only be bytes on every call. `CSP_CAPTCHA_ORIGINS` adds the hosted captcha
 * providers' origins to the document's script, frame and connect sources.
 * `upgrade-insecure-requests` is left out: a portal served over plain HTTP on a private address
 * must still load its own files.
 *
 * helmet builds each profile once, at start-up, and the headers it sets are recorded; each
 * response then gets its profile's headers in `onSend`, where its type is known. A header the
 * route set itself (the nonce CSP of server-rendered pages, `default-src 'none'` of uploads)
 * is kept.
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
  const documentHeaders = recordHeaders(
    helmet({
      contentSecurityPolicy: { useDefaults: false, directives },
      frameguard: { action: 'sameorigin' },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      // Same-origin popups only: the customer-service window is opened by the portal itself.
      crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    }),
  );
  // What a response that is never a page keeps of helmet's defaults: no sniffing, HSTS and a
  // same-origin resource policy; the document-only headers are off.
  const notAPage = {
    crossOriginResourcePolicy: { policy: 'same-origin' },
    crossOriginOpenerPolicy: false,
    originAgentCluster: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xFrameOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  } as const;
  const apiHeaders = recordHeaders(
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
      },
      referrerPolicy: { policy: 'no-referrer' },
      ...notAPage,
    }),
  );
  const subresourceHeaders = recordHeaders(
    helmet({
      contentSecurityPolicy: false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      ...notAPage,
    }),
  );
  app.addHook('onSend', (_request, reply, payload, done) => {
    const type = reply.getHeader('content-type');
    const headers =
      typeof type !== 'string'
        ? documentHeaders
        : type.startsWith('application/json')
          ? apiHeaders
          : subresource.test(type)
            ? subresourceHeaders
            : documentHeaders;
    for (const [name, value] of headers) if (!reply.hasHeader(name)) reply.header(name, value);
    done(null, payload);
  });
}
