import { decodeEntities, escapeAttribute } from './html-entities.ts';

/** Elements kept, with the attributes each may carry. Everything else is dropped. */
const allowed: Record<string, readonly string[]> = {
  p: [],
  br: [],
  b: [],
  strong: [],
  i: [],
  em: [],
  u: [],
  ul: [],
  ol: [],
  li: [],
  a: ['href', 'title'],
  img: ['src', 'alt', 'width', 'height'],
  h3: [],
  h4: [],
  span: [],
  div: [],
  table: [],
  thead: [],
  tbody: [],
  tr: [],
  th: ['colspan', 'rowspan'],
  td: ['colspan', 'rowspan'],
};

const voidElements = new Set(['br', 'img']);
const numericAttributes = new Set(['width', 'height', 'colspan', 'rowspan']);

/** Elements dropped together with everything inside them. */
const dropWithContent = new Set([
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'noscript',
  'noembed',
  'noframes',
  'template',
  'textarea',
  'title',
  'xmp',
  'svg',
  'math',
  'select',
  'head',
]);

/** Characters browsers skip or strip in a URL's scheme: controls, spaces, invisible marks. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const ignoredInUrls = /[\u0000-\u0020\u007f-\u009f\u00a0\u2000-\u200f\u2028\u2029\ufeff]/gu;

/**
 * A URL an attribute may carry: http(s) and mailto links, https images, or a same-origin path.
 * Judged after decoding character references and removing what browsers ignore in a scheme
 * (whitespace, control characters), so `jav&#x09;ascript:` or `&#106;avascript:` are caught.
 */
export function safeUrl(raw: string, kind: 'link' | 'image'): string | null {
  const decoded = decodeEntities(raw).trim();
  const squeezed = decoded.replace(ignoredInUrls, '');
  if (squeezed === '' || squeezed.includes('\\')) return null;
  const scheme = /^([A-Za-z][A-Za-z0-9+.-]*):/u.exec(squeezed)?.[1]?.toLowerCase();
  if (scheme === undefined) {
    // A path of this site; `//host` would be another site.
    return squeezed.startsWith('/') && !squeezed.startsWith('//') ? decoded : null;
  }
  const schemes = kind === 'image' ? ['https'] : ['http', 'https', 'mailto'];
  return schemes.includes(scheme) ? decoded : null;
}

/** Attributes of a tag's text (`name="v"`, `name='v'`, `name=v`, `name`). */
function parseAttributes(text: string): Array<[string, string]> {
  const attributes: Array<[string, string]> = [];
  const pattern = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/gu;
  for (const match of text.matchAll(pattern)) {
    attributes.push([match[1]!.toLowerCase(), match[2] ?? match[3] ?? match[4] ?? '']);
  }
  return attributes;
}

/** The index just past the `>` that ends a tag starting at `from`, quotes respected; -1 if none. */
function tagEnd(html: string, from: number): number {
  let quote: string | null = null;
  for (let i = from; i < html.length; i += 1) {
    const c = html[i]!;
    if (quote) {
      if (c === quote) quote = null;
    } else if (c === '"' || c === "'") {
      quote = c;
    } else if (c === '>') {
      return i + 1;
    }
  }
  return -1;
}

function renderStart(name: string, attributeText: string): string {
  let out = `<${name}`;
  const seen = new Set<string>();
  const written = new Set<string>();
  for (const [attr, value] of parseAttributes(attributeText)) {
    if (!allowed[name]!.includes(attr) || seen.has(attr)) continue;
    seen.add(attr);
    const decoded = decodeEntities(value);
    let kept: string | null = decoded;
    if (attr === 'href') kept = safeUrl(value, 'link');
    if (attr === 'src') kept = safeUrl(value, 'image');
    if (numericAttributes.has(attr) && !/^[0-9]{1,4}$/u.test(decoded)) kept = null;
    if (kept === null) continue;
    written.add(attr);
    out += ` ${attr}="${escapeAttribute(kept)}"`;
  }
  if (name === 'a' && written.has('href')) out += ' rel="noopener noreferrer" target="_blank"';
  if (name === 'img' && !written.has('src')) return '';
  return `${out}>`;
}

/** Text with `<`, `>` and stray `&` escaped; well-formed character references kept. */
function cleanText(text: string): string {
  return text
    .replace(/&(?!(?:#[0-9]{1,7}|#[xX][0-9a-fA-F]{1,6}|[A-Za-z][A-Za-z0-9]{1,31});)/gu, '&amp;')
    .replace(/</gu, '&lt;')
    .replace(/>/gu, '&gt;');
}

/**
 * An allow-list HTML sanitiser for operator-written content (announcements, promotions, help,
 * messages). Keeps a few formatting elements with a few attributes; drops scripts, styles,
 * frames, every `on*` handler, `style`, and any URL that is not http(s)/mailto (links) or https
 * (images) or a same-origin path. Output is balanced: open elements are closed at the end.
 * Run when content is stored and again when it is sent.
 */
export function sanitizeHtml(html: string): string {
  let out = '';
  const open: string[] = [];
  let i = 0;
  while (i < html.length) {
    const lt = html.indexOf('<', i);
    if (lt === -1) {
      out += cleanText(html.slice(i));
      break;
    }
    out += cleanText(html.slice(i, lt));
    const rest = html.slice(lt, lt + 2);
    if (html.startsWith('<!--', lt)) {
      const close = html.indexOf('-->', lt + 4);
      i = close === -1 ? html.length : close + 3;
      continue;
    }
    if (rest === '<!' || rest === '<?') {
      const close = html.indexOf('>', lt);
      i = close === -1 ? html.length : close + 1;
      continue;
    }
    const tag = /^<(\/?)([A-Za-z][A-Za-z0-9-]*)/u.exec(html.slice(lt, lt + 64));
    if (!tag) {
      out += '&lt;';
      i = lt + 1;
      continue;
    }
    const end = tagEnd(html, lt + tag[0].length);
    if (end === -1) break; // An unfinished tag at the end is dropped with what follows.
    const closing = tag[1] === '/';
    const name = tag[2]!.toLowerCase();
    i = end;
    if (!closing && dropWithContent.has(name)) {
      const closeAt = html.toLowerCase().indexOf(`</${name}`, end);
      const after = closeAt === -1 ? -1 : tagEnd(html, closeAt);
      i = after === -1 ? html.length : after;
      continue;
    }
    if (!(name in allowed)) continue;
    if (closing) {
      const at = open.lastIndexOf(name);
      if (at === -1) continue;
      while (open.length > at) out += `</${open.pop()}>`;
      continue;
    }
    const attributeText = html.slice(lt + tag[0].length, end - 1);
    const rendered = renderStart(name, attributeText);
    if (rendered === '') continue;
    out += rendered;
    if (!voidElements.has(name)) open.push(name);
  }
  while (open.length > 0) out += `</${open.pop()}>`;
  return out;
}

/** Plain text of HTML (previews, notices): tags and dropped elements removed, references read. */
export function htmlToText(html: string): string {
  const text = sanitizeHtml(html)
    .replace(/<br>|<\/(?:p|div|li|h3|h4|tr)>/gu, ' ')
    .replace(/<[^>]*>/gu, '');
  return decodeEntities(text).replace(/\s+/gu, ' ').trim();
}
