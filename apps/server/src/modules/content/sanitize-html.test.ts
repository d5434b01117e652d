import { describe, expect, it } from 'vitest';
import { htmlToText, safeUrl, sanitizeHtml } from './sanitize-html.ts';

/** No executable markup may survive, whatever the vector. */
function expectInert(html: string): void {
  const out = sanitizeHtml(html).toLowerCase();
  expect(out).not.toMatch(/<script|<style|<iframe|<object|<embed|<svg|<math|<base|<link|<meta/u);
  expect(out).not.toMatch(/\son[a-z]+\s*=/u);
  expect(out).not.toMatch(/(?:javascript|vbscript|data)\s*:/u);
  expect(out).not.toMatch(/style\s*=/u);
  expect(out).not.toMatch(/srcdoc|formaction|xlink/u);
}

const vectors = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=//evil.example/x.js></SCRIPT>',
  '<scr<script>ipt>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<img/src="x"/onerror="alert(1)">',
  '<img src="https://ok.example/a.png" ONERROR = "alert(1)">',
  '<body onload=alert(1)>',
  '<p onclick="alert(1)" onmouseover=\'alert(2)\'>x</p>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href=" javascript:alert(1)">x</a>',
  '<a href="jav\tascript:alert(1)">x</a>',
  '<a href="jav&#x09;ascript:alert(1)">x</a>',
  '<a href="jav&#9;ascript:alert(1)">x</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
  '<a href="&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&colon;alert(1)">x</a>',
  '<a href="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058alert(1)">x</a>',
  '<a href="javascript&colon;alert(1)">x</a>',
  '<a href="java&Tab;script:alert(1)">x</a>',
  '<a href="java&NewLine;script:alert(1)">x</a>',
  '<a href="\u0001javascript:alert(1)">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<img src="data:image/svg+xml,<svg onload=alert(1)>">',
  '<a href="//evil.example">x</a>',
  '<a href="/\\evil.example">x</a>',
  '<iframe src="https://evil.example"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>">',
  '<svg><script>alert(1)</script></svg>',
  '<svg/onload=alert(1)>',
  '<math><mtext><script>alert(1)</script></mtext></math>',
  '<style>body{background:url(javascript:alert(1))}</style>',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<form><button formaction="javascript:alert(1)">x</button></form>',
  '<base href="javascript:alert(1)//">',
  '<link rel=stylesheet href="javascript:alert(1)">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<!--<script>alert(1)</script>-->',
  '<![CDATA[<script>alert(1)</script>]]>',
  '<a href="x" onclick=alert(1)//>x</a>',
  '<img src="https://ok.example/a.png"alt=""onerror="alert(1)">',
  '"><script>alert(1)</script>',
  '<a title="&quot;><script>alert(1)</script>">x</a>',
  '<script',
  '<img src=x onerror=alert(1)',
  '<table background="javascript:alert(1)"><td onmouseover=alert(1)>x</td></table>',
  '<input onfocus=alert(1) autofocus>',
  '<details open ontoggle=alert(1)>',
  '<a href="https://ok.example" xlink:href="javascript:alert(1)">x</a>',
];

describe('sanitizeHtml', () => {
  it.each(vectors)('makes %s inert', (vector) => {
    expectInert(vector);
  });

  it('keeps the allowed formatting, links and images', () => {
    const html =
      '<h3>Title</h3><p>Hello <b>bold</b> <strong>s</strong> <i>i</i> <em>e</em> <u>u</u><br>' +
      '<a href="https://example.com/x?a=1&amp;b=2">link</a> <a href="mailto:help@example.com">m</a>' +
      ' <a href="/promotions#12">p</a></p><ul><li>one</li></ul><ol><li>two</li></ol>' +
      '<img src="https://cdn.example/a.png" alt="A"><img src="/wps/content/art/banner-1.svg" alt="B">' +
      '<table><tbody><tr><th colspan="2">h</th></tr><tr><td>c</td></tr></tbody></table>';
    expect(sanitizeHtml(html)).toBe(
      '<h3>Title</h3><p>Hello <b>bold</b> <strong>s</strong> <i>i</i> <em>e</em> <u>u</u><br>' +
        '<a href="https://example.com/x?a=1&amp;b=2" rel="noopener noreferrer" target="_blank">link</a> ' +
        '<a href="mailto:help@example.com" rel="noopener noreferrer" target="_blank">m</a> ' +
        '<a href="/promotions#12" rel="noopener noreferrer" target="_blank">p</a></p>' +
        '<ul><li>one</li></ul><ol><li>two</li></ol>' +
        '<img src="https://cdn.example/a.png" alt="A"><img src="/wps/content/art/banner-1.svg" alt="B">' +
        '<table><tbody><tr><th colspan="2">h</th></tr><tr><td>c</td></tr></tbody></table>',
    );
  });

  it('drops scripts with their content, handlers and bad URLs, keeping the text', () => {
    expect(sanitizeHtml('<p onclick="x()">Hi<script>alert(1)</script> there</p>')).toBe(
      '<p>Hi there</p>',
    );
    expect(sanitizeHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<img src="http://insecure.example/a.png">')).toBe('');
    expect(sanitizeHtml('<font color=red>red</font>')).toBe('red');
  });

  it('escapes stray markup characters and balances elements', () => {
    expect(sanitizeHtml('1 < 2 & 3 > 2 &amp; ok')).toBe('1 &lt; 2 &amp; 3 &gt; 2 &amp; ok');
    expect(sanitizeHtml('<b><i>x</b>')).toBe('<b><i>x</i></b>');
    expect(sanitizeHtml('</div>x')).toBe('x');
    expect(sanitizeHtml('<div>open')).toBe('<div>open</div>');
  });

  it('is stable: sanitising twice changes nothing', () => {
    for (const vector of vectors) {
      const once = sanitizeHtml(vector);
      expect(sanitizeHtml(once)).toBe(once);
    }
  });

  it('judges URLs after decoding and squeezing', () => {
    expect(safeUrl('https://a.example', 'image')).toBe('https://a.example');
    expect(safeUrl('http://a.example', 'image')).toBeNull();
    expect(safeUrl('http://a.example', 'link')).toBe('http://a.example');
    expect(safeUrl('j&#97;vascript:x', 'link')).toBeNull();
    expect(safeUrl('relative/path', 'link')).toBeNull();
  });

  it('reads plain text out of HTML', () => {
    expect(htmlToText('<p>Hello&nbsp;<b>world</b></p><p>again<script>x</script></p>')).toBe(
      'Hello world again',
    );
  });
});
