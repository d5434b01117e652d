import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform.ts';
import { escapeHtml, pageShell } from './page-shell.ts';
import { readPlayToken } from './play-token.ts';

/** A card draw played in the browser with play money only: the stand-in table of a demo vendor. */
const demoScript = `
const out = document.getElementById('result');
const chips = document.getElementById('chips');
let balance = 1000;
const ranks = ['A','2','3','4','5','6','7','8','9','10','J','Q','K'];
function draw() { const a = new Uint32Array(1); crypto.getRandomValues(a); return a[0] % 13; }
document.getElementById('play').addEventListener('click', () => {
  const guess = document.querySelector('input[name=guess]:checked').value;
  const first = draw(), second = draw();
  const win = second !== first && ((guess === 'high') === (second > first));
  balance += win ? 10 : -10;
  chips.textContent = String(balance);
  out.textContent = ranks[first] + ' → ' + ranks[second] + (win ? ' — you win 10 chips' : ' — you lose 10 chips');
});`;

/**
 * GET /play/demo/:vendor/:game: the labelled demo table of a third-party vendor. It never moves
 * money: demo chips live in the page. The vendor's wallet (transfer in and out) is the
 * ledger's vendor account, moved by the adapter. A real aggregator replaces the whole page.
 */
export function registerDemoPage(app: FastifyInstance, platform: Platform): void {
  app.get<{ Params: { vendor: string; game: string }; Querystring: { t?: string; lang?: string } }>(
    '/play/demo/:vendor/:game',
    async (request, reply) => {
      const { vendor, game } = request.params;
      const claims = readPlayToken(
        platform.config.playTokenSecret,
        request.query.t ?? '',
        platform.clock.now(),
      );
      if (!claims || claims.v !== vendor)
        return reply.code(401).type('text/plain').send('Launch the game again.');
      const lang = request.query.lang === 'PT' ? 'PT' : 'EN';
      const title = `Demo of ${vendor}`;
      reply.header('cache-control', 'no-store');
      reply.header(
        'content-security-policy',
        "default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; frame-ancestors 'self'",
      );
      return reply.type('text/html; charset=utf-8').send(
        pageShell({
          title,
          lang,
          body: `<h1>${escapeHtml(title)} <span class="badge">DEMO</span></h1>
<p>This table stands in for the vendor ${escapeHtml(vendor)} (game ${escapeHtml(game)}). It plays with demo chips only; no money moves here.</p>
<section class="panel" aria-labelledby="hl">
<h2 id="hl">High or low</h2>
<p>Chips: <strong id="chips" aria-live="polite">1000</strong></p>
<fieldset><legend>The next card is</legend>
<label><input type="radio" name="guess" value="high" checked> Higher</label>
<label><input type="radio" name="guess" value="low"> Lower</label></fieldset>
<p><button id="play" type="button">Draw (10 chips)</button></p>
<p id="result" role="status" aria-live="polite"></p>
</section>`,
          script: demoScript,
        }),
      );
    },
  );
}
