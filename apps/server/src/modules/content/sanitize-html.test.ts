import { allowedUrl } from '@portal/contract/html-policy';
import { inertnessProblem, keptHtml, xssVectors } from '@portal/contract/html-policy.fixtures';
import { describe, expect, it } from 'vitest';
import { htmlToText, sanitizeHtml } from './sanitize-html.ts';

// sanitize-html writes void elements as `<br />`; the browser as `<br>`. Same markup.
const normalized = (html: string) => html.replace(/ \/>/gu, '>');

describe('sanitizeHtml (sanitize-html with the contract policy)', () => {
  it.each(xssVectors)('makes %s inert', (vector) => {
    expect(inertnessProblem(sanitizeHtml(vector))).toBeNull();
  });

  it('keeps the allowed formatting, links and images exactly as the browser does', () => {
    expect(normalized(sanitizeHtml(keptHtml))).toBe(keptHtml);
  });

  it('drops scripts with their content, handlers and bad URLs, keeping the text', () => {
    expect(sanitizeHtml('<p onclick="x()">Hi<script>alert(1)</script> there</p>')).toBe(
      '<p>Hi there</p>',
    );
    expect(sanitizeHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<img src="http://insecure.example/a.png">')).toBe('');
    expect(sanitizeHtml('<font color=red>red</font>')).toBe('red');
    expect(sanitizeHtml('<td colspan="2;x">c</td>')).not.toContain('colspan');
  });

  it('escapes stray markup characters and balances elements', () => {
    expect(sanitizeHtml('1 < 2 & 3 > 2 &amp; ok')).toBe('1 &lt; 2 &amp; 3 &gt; 2 &amp; ok');
    expect(sanitizeHtml('<b><i>x</b>')).toBe('<b><i>x</i></b>');
    expect(sanitizeHtml('</div>x')).toBe('x');
    expect(sanitizeHtml('<div>open')).toBe('<div>open</div>');
  });

  it('is stable: sanitising twice changes nothing', () => {
    for (const vector of [...xssVectors, keptHtml]) {
      const once = sanitizeHtml(vector);
      expect(sanitizeHtml(once)).toBe(once);
    }
  });

  it('judges URLs by the policy, after what browsers ignore in a scheme', () => {
    expect(allowedUrl('https://a.example', 'image')).toBe(true);
    expect(allowedUrl('http://a.example', 'image')).toBe(false);
    expect(allowedUrl('http://a.example', 'link')).toBe(true);
    expect(allowedUrl('java\tscript:x', 'link')).toBe(false);
    expect(allowedUrl('relative/path', 'link')).toBe(false);
    expect(allowedUrl('#terms', 'link')).toBe(true);
  });

  it('reads plain text out of HTML', () => {
    expect(htmlToText('<p>Hello&nbsp;<b>world</b></p><p>again<script>x</script></p>')).toBe(
      'Hello world again',
    );
    expect(htmlToText('a<br>b &amp; c')).toBe('a b & c');
  });
});
