import { allowedAttribute, htmlPolicy, urlScheme } from '@portal/contract/html-policy';
import DOMPurify from 'dompurify';

/**
 * The browser's last check before it renders operator HTML: DOMPurify configured from the
 * contract's allow-list (`html-policy.ts`), the same one the server sanitises with when it
 * stores and sends content. A bad row or a compromised relay still cannot run script here.
 */
const purify = DOMPurify();

const allowedAttributes = [
  ...new Set(Object.values(htmlPolicy.tags).flat()),
  'target',
  'rel',
  'loading',
];

// Each attribute against the policy's rule for its element: URLs by kind, numbers as numbers.
purify.addHook('uponSanitizeAttribute', (node, data) => {
  const tag = node.nodeName.toLowerCase();
  if (['target', 'rel', 'loading'].includes(data.attrName)) return;
  if (!allowedAttribute(tag, data.attrName, data.attrValue)) data.keepAttr = false;
});

// Links that leave the site open apart; images load lazily and always have a text.
purify.addHook('afterSanitizeAttributes', (node) => {
  const tag = node.nodeName.toLowerCase();
  node.removeAttribute('target');
  node.removeAttribute('rel');
  node.removeAttribute('loading');
  if (tag === 'a') {
    const href = node.getAttribute('href');
    if (href !== null && urlScheme(href) !== null) {
      node.setAttribute('target', htmlPolicy.externalLink.target);
      node.setAttribute('rel', htmlPolicy.externalLink.rel);
    }
  }
  if (tag === 'img') {
    if (!node.hasAttribute('src')) {
      node.remove();
      return;
    }
    if (!node.hasAttribute('alt')) node.setAttribute('alt', '');
    node.setAttribute('loading', 'lazy');
  }
});

const config = {
  ALLOWED_TAGS: Object.keys(htmlPolicy.tags),
  ALLOWED_ATTR: allowedAttributes,
  FORBID_CONTENTS: [...htmlPolicy.dropWithContent],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  KEEP_CONTENT: true,
};

/** Markup as plain text: what is shown where no sanitiser can be trusted. */
function escapeText(html: string): string {
  const span = document.createElement('span');
  span.textContent = html;
  return span.innerHTML;
}

/**
 * Whether DOMPurify really sanitises in this document: some DOM implementations (not browsers)
 * parse in ways that drop elements or keep attributes, and an unsupported one returns its input
 * untouched. The sample holds no handler or style, which the page's CSP would report.
 */
const trusted =
  purify.isSupported &&
  purify.sanitize('<h3>t</h3><p><a title="k" data-x="1">x</a><font>y</font></p>', config) ===
    '<h3>t</h3><p><a title="k">x</a>y</p>';

/**
 * Returns `html` reduced to the allowed tags and attributes, with no script of any kind; where
 * the sanitiser cannot be trusted, the markup is shown as text rather than rendered.
 */
export function sanitizeHtml(html: string): string {
  return trusted ? purify.sanitize(html, config) : escapeText(html);
}
