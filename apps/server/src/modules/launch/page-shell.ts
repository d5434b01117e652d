/** Escapes text for HTML element content and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[<>&"']/gu, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * The frame of every server-rendered game page: dark, readable, no framework, no outside
 * assets. `script` is our own inline code; the CSP allows nothing else.
 */
export function pageShell(spec: {
  title: string;
  lang: string;
  body: string;
  script?: string;
}): string {
  return `<!doctype html>
<html lang="${spec.lang === 'PT' ? 'pt' : 'en'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(spec.title)}</title>
<style>
:root{color-scheme:dark;font-family:system-ui,sans-serif;background:#10131c;color:#eef}
body{margin:0;padding:24px;max-width:880px;margin-inline:auto}
h1{font-size:1.4rem;margin:0 0 8px}
.badge{display:inline-block;padding:2px 8px;border-radius:8px;background:#a33;color:#fff;font-weight:700}
.panel{background:#1b2030;border-radius:12px;padding:16px;margin:12px 0}
label{display:block;margin:8px 0 4px}
input,select,button{font:inherit;padding:8px 10px;border-radius:8px;border:1px solid #445;background:#0d1018;color:#eef}
button{background:#3b6cf6;border:0;cursor:pointer;font-weight:700}
button:focus-visible,input:focus-visible{outline:3px solid #ffd54a;outline-offset:2px}
table{border-collapse:collapse}td,th{border:1px solid #334;padding:4px 8px;text-align:left}
.reels{display:grid;grid-template-columns:repeat(5,64px);gap:6px;font-size:2rem;text-align:center}
.reels div{background:#0d1018;border-radius:8px;padding:6px 0}
.grid{display:grid;grid-template-columns:repeat(5,52px);gap:6px}
.grid button{height:52px;background:#26304a}
code{word-break:break-all}
</style>
</head>
<body>
${spec.body}
${spec.script ? `<script>${spec.script}</script>` : ''}
</body>
</html>`;
}
