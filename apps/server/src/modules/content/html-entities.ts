/** Named character references worth knowing when judging a URL or reading plain text. */
const named: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  colon: ':',
  semi: ';',
  tab: '\t',
  newline: '\n',
  sol: '/',
  bsol: '\\',
  lpar: '(',
  rpar: ')',
  period: '.',
  comma: ',',
  excl: '!',
  num: '#',
  percnt: '%',
  equals: '=',
  plus: '+',
  hyphen: '-',
  dash: '-',
  lowbar: '_',
};

function codePoint(value: number): string {
  // Browsers turn NUL, surrogates and out-of-range values into U+FFFD.
  if (value === 0 || value > 0x10ffff || (value >= 0xd800 && value <= 0xdfff)) return '\ufffd';
  return String.fromCodePoint(value);
}

/**
 * Decodes character references the way a browser does in an attribute value: decimal and hex
 * numbers with or without `;` (`&#106`, `&#x6A;`), and the named ones above. An unknown name is
 * left as it is, which is safe because the sanitiser re-encodes every `&` it writes.
 */
export function decodeEntities(text: string): string {
  return text.replace(
    /&(?:#([0-9]{1,8});?|#[xX]([0-9a-fA-F]{1,7});?|([A-Za-z][A-Za-z0-9]{1,31});)/gu,
    (match, dec: string | undefined, hex: string | undefined, name: string | undefined) => {
      if (dec !== undefined) return codePoint(Number.parseInt(dec, 10));
      if (hex !== undefined) return codePoint(Number.parseInt(hex, 16));
      return named[name!.toLowerCase()] ?? match;
    },
  );
}

/** Escapes text for an HTML text node. */
export function escapeText(text: string): string {
  return text.replace(/&/gu, '&amp;').replace(/</gu, '&lt;').replace(/>/gu, '&gt;');
}

/** Escapes text for a double-quoted attribute value. */
export function escapeAttribute(text: string): string {
  return escapeText(text).replace(/"/gu, '&quot;');
}
