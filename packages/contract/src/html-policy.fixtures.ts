/**
 * Hostile HTML that both sanitisers (the server's and the browser's) must make inert, and the
 * check of inertness they share. Test code only.
 */
export const xssVectors: readonly string[] = [
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
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
  '<a href="https://ok.example" target="_self" rel="opener">x</a>',
];

/** Why sanitised output is not inert, or null when it is. */
export function inertnessProblem(output: string): string | null {
  const out = output.toLowerCase();
  const checks: Array<[RegExp, string]> = [
    [/<script|<style|<iframe|<object|<embed|<svg|<math|<base|<link|<meta|<form|<input/u, 'tag'],
    [/<[^>]*\son[a-z]+\s*=/u, 'handler'],
    [/(?:href|src)\s*=\s*"?\s*(?:javascript|vbscript|data)\s*:/u, 'url'],
    [/<[^>]*\sstyle\s*=/u, 'style'],
    [/srcdoc|formaction|xlink/u, 'attribute'],
    [/\starget="(?!_blank")/u, 'target'],
  ];
  for (const [pattern, name] of checks) if (pattern.test(out)) return name;
  return null;
}

/** Formatting both sanitisers keep exactly (what the demo content uses). */
export const keptHtml =
  '<h3>Title</h3><p>Hello <b>bold</b> <strong>s</strong> <i>i</i> <em>e</em> <u>u</u><br>' +
  '<a href="https://example.com/x?a=1&amp;b=2" target="_blank" rel="noopener noreferrer">link</a> ' +
  '<a href="mailto:help@example.com" target="_blank" rel="noopener noreferrer">m</a> ' +
  '<a href="/promotions#12">p</a></p><ul><li>one</li></ul><ol><li>two</li></ol>' +
  '<img src="https://cdn.example/a.png" alt="A"><img src="/wps/content/art/banner-1.svg" alt="B">' +
  '<table><tbody><tr><th colspan="2">h</th></tr><tr><td>c</td></tr></tbody></table>';
