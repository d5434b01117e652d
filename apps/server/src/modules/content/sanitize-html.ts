import { allowedAttribute, htmlPolicy, urlScheme } from '@portal/contract/html-policy';
import { DomUtils, parseDocument } from 'htmlparser2';
import sanitize, { type Attributes, type IOptions } from 'sanitize-html';

/** Keeps the attributes the policy allows on a tag, and marks links that leave the site. */
function filterAttributes(tagName: string, attribs: Attributes) {
  const kept: Attributes = {};
  for (const [name, value] of Object.entries(attribs)) {
    if (allowedAttribute(tagName, name, value)) kept[name] = value;
  }
  if (tagName === 'a' && kept.href !== undefined && urlScheme(kept.href) !== null) {
    Object.assign(kept, htmlPolicy.externalLink);
  }
  return { tagName, attribs: kept };
}

const options: IOptions = {
  allowedTags: Object.keys(htmlPolicy.tags),
  allowedAttributes: {
    ...htmlPolicy.tags,
    a: [...(htmlPolicy.tags.a ?? []), 'target', 'rel'],
  },
  // Also checked by the policy's own URL rule in `filterAttributes`; both must pass.
  allowedSchemes: [...htmlPolicy.linkSchemes],
  allowedSchemesByTag: { img: [...htmlPolicy.imageSchemes] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: [...htmlPolicy.dropWithContent],
  transformTags: Object.fromEntries(
    Object.keys(htmlPolicy.tags).map((tag) => [tag, filterAttributes]),
  ),
  // An image without a source shows nothing.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

/**
 * Sanitises operator-written HTML (announcements, promotions, help, messages) with sanitize-html
 * and the contract's allow-list (`html-policy.ts`): a few formatting elements with a few
 * attributes; no script, style, frame, handler or `style`; links to http(s), mailto or this
 * site, images from https or this site. Run when content is stored and again when it is sent.
 */
export function sanitizeHtml(html: string): string {
  return sanitize(html, options);
}

/** Plain text of HTML (previews, notices): the sanitised content's text, references read. */
export function htmlToText(html: string): string {
  const document = parseDocument(
    sanitizeHtml(html).replace(/<br \/>|<\/(?:p|div|li|h\d|tr)>/gu, ' $&'),
  );
  return DomUtils.textContent(document).replace(/\s+/gu, ' ').trim();
}
