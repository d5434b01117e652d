/**
 * The one allow-list for HTML that operators write (announcements, promotions, help articles,
 * platform messages). The server sanitises with sanitize-html when it stores and when it sends;
 * the browser sanitises again with DOMPurify before rendering. Both are configured from this.
 */
export const htmlPolicy = {
  /** Elements kept, with the attributes each may carry; any other element keeps its text only. */
  tags: {
    p: [],
    br: [],
    hr: [],
    b: [],
    strong: [],
    i: [],
    em: [],
    u: [],
    s: [],
    small: [],
    sub: [],
    sup: [],
    code: [],
    pre: [],
    blockquote: [],
    h2: [],
    h3: [],
    h4: [],
    ul: [],
    ol: [],
    li: [],
    span: [],
    div: [],
    a: ['href', 'title'],
    img: ['src', 'alt', 'width', 'height'],
    table: [],
    caption: [],
    thead: [],
    tbody: [],
    tfoot: [],
    tr: [],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
  } as Readonly<Record<string, readonly string[]>>,
  /** Elements dropped together with everything inside them. */
  dropWithContent: [
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
    'form',
    'button',
    'input',
    'link',
    'meta',
    'base',
  ] as readonly string[],
  /** Attributes whose value must be a small whole number. */
  numericAttributes: ['width', 'height', 'colspan', 'rowspan'] as readonly string[],
  /** Schemes a link may use; a path of this site (`/x`, `#x`) needs none. */
  linkSchemes: ['http', 'https', 'mailto'] as readonly string[],
  /** Schemes an image may use; a path of this site (`/x`) needs none. */
  imageSchemes: ['https'] as readonly string[],
  /** Links that leave the site open in a new tab without a way back to this page. */
  externalLink: { target: '_blank', rel: 'noopener noreferrer' },
} as const;

/** Characters browsers skip or strip in a URL's scheme: controls, spaces, invisible marks. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const ignoredInUrls = /[\u0000-\u0020\u007f-\u009f\u00a0\u2000-\u200f\u2028\u2029\ufeff]/gu;

/** The scheme of a URL as a browser would read it (lower case), or null for a path. */
export function urlScheme(url: string): string | null {
  const squeezed = url.replace(ignoredInUrls, '');
  return /^([A-Za-z][A-Za-z0-9+.-]*):/u.exec(squeezed)?.[1]?.toLowerCase() ?? null;
}

/**
 * True when a URL (its attribute value already decoded) may stay: a listed scheme, or a path of
 * this site. `//host` and `/\host` lead to other sites and are refused.
 */
export function allowedUrl(url: string, kind: 'link' | 'image'): boolean {
  const squeezed = url.replace(ignoredInUrls, '');
  if (squeezed === '' || squeezed.includes('\\')) return false;
  const scheme = urlScheme(squeezed);
  if (scheme === null) {
    if (kind === 'link' && squeezed.startsWith('#')) return true;
    return squeezed.startsWith('/') && !squeezed.startsWith('//');
  }
  const schemes = kind === 'image' ? htmlPolicy.imageSchemes : htmlPolicy.linkSchemes;
  return schemes.includes(scheme);
}

/** True for an attribute value the policy keeps on `tag` (URLs and numbers checked). */
export function allowedAttribute(tag: string, name: string, value: string): boolean {
  if (!(htmlPolicy.tags[tag] ?? []).includes(name)) return false;
  if (name === 'href') return allowedUrl(value, 'link');
  if (name === 'src') return allowedUrl(value, 'image');
  if (htmlPolicy.numericAttributes.includes(name)) return /^[0-9]{1,4}$/u.test(value.trim());
  return true;
}
