import { randomBytes } from 'node:crypto';
import type { FastifyReply } from 'fastify';

/** Escapes text for HTML element content and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[<>&"']/gu, (c) => `&#${c.charCodeAt(0)};`);
}

/** What a server-rendered page is made of. */
export interface PageSpec {
  title: string;
  lang: string;
  body: string;
  /** Our own inline code; it runs under the page's nonce, nothing else does. */
  script?: string;
  /** Extra rules of this page, added to the shell's one nonce'd style element. */
  style?: string;
  /** Built files of this server (a game screen): module scripts and their stylesheets. */
  files?: { scripts: string[]; styles: string[] };
}

/**
 * The Content-Security-Policy of a server-rendered page: its one inline style and script run by
 * the nonce of this response, nothing from elsewhere, no inline handlers or style attributes.
 */
export function pageCsp(nonce: string, frameAncestors = "'self'", ownFiles = false): string {
  // A page with built files also loads their imported chunks, which carry no nonce: 'self'.
  const own = ownFiles ? " 'self'" : '';
  return [
    "default-src 'self'",
    `script-src 'nonce-${nonce}'${own}`,
    `style-src 'nonce-${nonce}'${own}`,
    "img-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    `frame-ancestors ${frameAncestors}`,
  ].join('; ');
}

/**
 * Sends a server-rendered page (game pages, the verifier, the demo checkout) with a fresh nonce
 * and its CSP, never cached. `frameAncestors` is who may frame it: the portal (`'self'`) for
 * game pages, nobody (`'none'`) for a checkout.
 */
export function sendPage(
  reply: FastifyReply,
  spec: PageSpec,
  frameAncestors?: string,
): FastifyReply {
  const nonce = randomBytes(16).toString('base64');
  return reply
    .header('cache-control', 'no-store')
    .header('content-security-policy', pageCsp(nonce, frameAncestors, spec.files !== undefined))
    .type('text/html; charset=utf-8')
    .send(pageShell(spec, nonce));
}

/** The frame of every server-rendered page: dark, readable, no framework, no outside assets. */
function pageShell(spec: PageSpec, nonce: string): string {
  return `<!doctype html>
<html lang="${spec.lang === 'PT' ? 'pt' : 'en'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(spec.title)}</title>
<style nonce="${nonce}">
:root{color-scheme:dark;font-family:system-ui,sans-serif;background:#10131c;color:#eef}
body{margin:0;padding:24px;max-width:880px;margin-inline:auto}
h1{font-size:1.4rem;margin:0 0 8px}
.badge{display:inline-block;padding:2px 8px;border-radius:8px;background:#a33;color:#fff;font-weight:700}
.panel{background:#1b2030;border-radius:12px;padding:16px;margin:12px 0}
label{display:block;margin:8px 0 4px}
input,select,button{font:inherit;padding:8px 10px;border-radius:8px;border:1px solid #445;background:#0d1018;color:#eef}
button{background:#3b6cf6;border:0;cursor:pointer;font-weight:700}
button:focus-visible,input:focus-visible{outline:3px solid #ffd54a;outline-offset:2px}
table{border-collapse:collapse}td,th{border:1px solid #334;padding:4px 8px;text-align:left}
code{word-break:break-all}
.link{color:#9bf}
button.secondary{background:#555}
button:disabled{opacity:.6;cursor:progress}
${spec.style ?? ''}
</style>
${(spec.files?.styles ?? []).map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`).join('\n')}
</head>
<body>
${spec.body}
${spec.script ? `<script nonce="${nonce}">${spec.script}</script>` : ''}
${(spec.files?.scripts ?? []).map((src) => `<script type="module" src="${escapeHtml(src)}"></script>`).join('\n')}
</body>
</html>`;
}
