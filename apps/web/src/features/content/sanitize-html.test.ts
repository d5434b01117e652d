// @vitest-environment jsdom
// DOMPurify is checked in jsdom, the DOM it is tested against upstream: happy-dom's parser
// differs from browsers' in ways that matter to a sanitiser.
import { inertnessProblem, keptHtml, xssVectors } from '@portal/contract/html-policy.fixtures';
import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize-html.ts';

// The browser adds what only it needs to images: lazy loading (and an empty text when missing).
const withoutLazy = (html: string) => html.replaceAll(' loading="lazy"', '');

describe('client-side HTML allow-list (DOMPurify with the contract policy)', () => {
  it.each(xssVectors)('makes %s inert', (vector) => {
    expect(inertnessProblem(sanitizeHtml(vector))).toBeNull();
  });

  it('keeps the allowed formatting, links and images exactly as the server does', () => {
    expect(withoutLazy(sanitizeHtml(keptHtml))).toBe(keptHtml);
  });

  it('drops scripts, event handlers, styles and frames', () => {
    const html = sanitizeHtml(
      '<p onclick="x()" style="color:red">Olá <b>mundo</b></p><script>alert(1)</script>' +
        '<iframe src="https://evil.test"></iframe><img src="https://cdn.test/a.png" onerror="x()">',
    );
    expect(html).toBe(
      '<p>Olá <b>mundo</b></p><img src="https://cdn.test/a.png" alt="" loading="lazy">',
    );
  });

  it('removes javascript: and data: addresses and opens outside links safely', () => {
    const html = sanitizeHtml(
      '<a href="javascript:alert(1)">a</a><a href=" JaVaScRiPt:x">b</a>' +
        '<img src="data:image/svg+xml;base64,AAAA"><a href="https://site.test/x">c</a>' +
        '<a href="/promotions#7" target="_self">d</a>',
    );
    expect(html).toBe(
      '<a>a</a><a>b</a><a href="https://site.test/x" target="_blank" rel="noopener noreferrer">c</a>' +
        '<a href="/promotions#7">d</a>',
    );
  });

  it('keeps the text of unknown tags and drops dangerous ones with their content', () => {
    expect(
      sanitizeHtml('<h1>T</h1><custom-el>texto<svg><script>x</script></svg></custom-el>'),
    ).toBe('Ttexto');
  });
});
