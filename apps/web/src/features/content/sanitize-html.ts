/**
 * A small allow-list HTML sanitiser for announcement, promotion, help and message content. The
 * server sanitises when it stores and when it sends; this is the last check before the browser
 * renders, so a bad row or a compromised relay still cannot run script here.
 */

/** Tags kept as they are (their attributes filtered by `allowedAttributes`). */
const allowedTags = new Set([
  'a',
  'b',
  'blockquote',
  'br',
  'caption',
  'code',
  'div',
  'em',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'hr',
  'i',
  'img',
  'li',
  'ol',
  'p',
  'pre',
  's',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'tr',
  'u',
  'ul',
]);

/** Tags removed with everything inside them. */
const droppedTags = new Set([
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'template',
  'noscript',
  'svg',
  'math',
  'link',
  'meta',
  'base',
  'form',
  'input',
  'button',
  'select',
  'textarea',
  'title',
  'head',
]);

const allowedAttributes = new Set(['href', 'src', 'alt', 'title', 'colspan', 'rowspan']);

/** True for an address that can only navigate or show an image: http(s), mailto, a path. */
function isSafeUrl(value: string, forImage: boolean): boolean {
  const trimmed = value.trim();
  if (trimmed.startsWith('/') && !trimmed.startsWith('//')) return true;
  if (trimmed.startsWith('#')) return !forImage;
  try {
    const { protocol } = new URL(trimmed);
    return forImage
      ? protocol === 'https:' || protocol === 'http:'
      : ['https:', 'http:', 'mailto:'].includes(protocol);
  } catch {
    return false;
  }
}

function cleanChildren(source: Node, target: Node, doc: Document): void {
  for (const child of Array.from(source.childNodes)) {
    if (child.nodeType === Node.TEXT_NODE) {
      target.appendChild(doc.createTextNode(child.textContent ?? ''));
      continue;
    }
    if (child.nodeType !== Node.ELEMENT_NODE) continue;
    const element = child as Element;
    const tag = element.tagName.toLowerCase();
    if (droppedTags.has(tag)) continue;
    // A heading level one belongs to the page; other unknown tags keep their text only.
    const kept = tag === 'h1' ? 'h2' : tag;
    if (!allowedTags.has(kept)) {
      cleanChildren(element, target, doc);
      continue;
    }
    const copy = doc.createElement(kept);
    for (const attribute of Array.from(element.attributes)) {
      const name = attribute.name.toLowerCase();
      if (!allowedAttributes.has(name)) continue;
      if ((name === 'href' || name === 'src') && !isSafeUrl(attribute.value, name === 'src')) {
        continue;
      }
      copy.setAttribute(name, attribute.value);
    }
    if (kept === 'a' && copy.hasAttribute('href') && !copy.getAttribute('href')?.startsWith('/')) {
      copy.setAttribute('target', '_blank');
      copy.setAttribute('rel', 'noopener noreferrer');
    }
    if (kept === 'img') {
      if (!copy.hasAttribute('src')) continue;
      if (!copy.hasAttribute('alt')) copy.setAttribute('alt', '');
      copy.setAttribute('loading', 'lazy');
    }
    cleanChildren(element, copy, doc);
    target.appendChild(copy);
  }
}

/** Returns `html` reduced to the allowed tags and attributes, with no script of any kind. */
export function sanitizeHtml(html: string): string {
  const parsed = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  const out = document.implementation.createHTMLDocument('');
  const container = out.createElement('div');
  cleanChildren(parsed.body, container, out);
  return container.innerHTML;
}
