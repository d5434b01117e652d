import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';

/** Paths that belong to the server, never to the web app's history fallback. */
export const serverPrefixes = [
  '/wps',
  '/lgw',
  '/lotto',
  '/ops',
  '/ws',
  '/play',
  '/healthz',
  '/metrics',
] as const;

/** True when a URL path is one of the server's own. */
export function isServerPath(urlPath: string): boolean {
  return serverPrefixes.some((prefix) => urlPath === prefix || urlPath.startsWith(`${prefix}/`));
}

const notBuiltPage = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Web app not built</title></head>
<body><h1>The web app is not built</h1>
<p>The API is running. Build the web app with <code>npm run build</code>, then reload.</p></body></html>`;

function wantsHtml(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  return (request.headers.accept ?? '').toLowerCase().includes('text/html');
}

/**
 * Vite puts content-hashed files under `/assets/` (the console's under `/console/assets/`): they
 * never change, so cache them for good.
 */
function cacheControlFor(filePath: string, webDist: string): string {
  const relative = path.relative(webDist, filePath).split(path.sep).join('/');
  return relative.startsWith('assets/') || relative.startsWith(`${consoleDir}/assets/`)
    ? 'public, max-age=31536000, immutable'
    : 'no-cache';
}

/** The operator console's own build inside the web build, and the path it answers on. */
const consoleDir = 'console';

/** True for a page of the operator console (`/console` and below). */
function isConsolePath(urlPath: string): boolean {
  return urlPath === `/${consoleDir}` || urlPath.startsWith(`/${consoleDir}/`);
}

/**
 * Serves the built SPA from `webDist` with history fallback: a page navigation (a GET that
 * accepts HTML) to a path that is no file and not a server path gets `index.html`, or the
 * operator console's `console/index.html` under `/console`. Everything else unmatched is a 404
 * envelope. Without a build, navigations get a short 503 page.
 */
export async function registerSpa(app: FastifyInstance, webDist: string): Promise<void> {
  const built = existsSync(path.join(webDist, 'index.html'));
  const consoleBuilt = existsSync(path.join(webDist, consoleDir, 'index.html'));
  if (built) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: true,
      index: ['index.html'],
      cacheControl: false,
      preCompressed: true,
      dotfiles: 'ignore',
      setHeaders: (res, filePath) => {
        res.setHeader('cache-control', cacheControlFor(filePath, webDist));
        // The body depends on Accept-Encoding (the build's .br or .gz copy, or the file): a
        // shared cache must keep one per encoding. @fastify/static 9 does not say so itself.
        res.setHeader('vary', 'accept-encoding');
      },
    });
  } else {
    app.log.warn({ webDist }, 'the web app is not built; run `npm run build`');
  }
  app.setNotFoundHandler(async (request, reply) => {
    const urlPath = request.url.split('?')[0] ?? '/';
    if (isServerPath(urlPath) || !wantsHtml(request)) throw new AppError('not_found');
    if (isConsolePath(urlPath)) {
      if (built && consoleBuilt) return reply.sendFile(`${consoleDir}/index.html`);
    } else if (built) return reply.sendFile('index.html');
    return reply
      .code(503)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(notBuiltPage);
  });
}
