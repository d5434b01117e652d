import type { FastifyInstance } from 'fastify';
import type { Merchant } from '../../merchant/merchant.ts';
import type { Platform } from '../../platform.ts';
import { demoPageTexts, type DemoPageTexts, type PageLanguage } from './demo-page-texts.ts';
import { registerDemoRound, stakeChoices } from './demo-round.ts';
import { cardRanks } from './demo-table.ts';
import { DemoVendorWallet, type DemoRound } from './demo-vendor-wallet.ts';
import { escapeHtml, sendPage } from './page-shell.ts';
import { readPlayToken } from './play-token.ts';

/** Rounds the table lists under it. */
export const historySize = 10;

/** Free play: high/low with chips that live only in the page; nothing reaches the server. */
const chipsScript = (t: DemoPageTexts) => `
const texts = ${json({ won: t.won('10'), lost: t.lost })};
const out = document.getElementById('result');
const chips = document.getElementById('chips');
let balance = 1000;
const ranks = ${json(cardRanks)};
function draw() { const a = new Uint32Array(1); crypto.getRandomValues(a); return a[0] % 13; }
document.getElementById('play').addEventListener('click', () => {
  const guess = document.querySelector('input[name=guess]:checked').value;
  const first = draw(), second = draw();
  const win = guess === 'high' ? second > first : second < first;
  balance += win ? 10 : -10;
  chips.textContent = String(balance);
  out.textContent = ranks[first] + ' → ' + ranks[second] + ' — ' + (win ? texts.won : texts.lost);
});`;

/**
 * Real play: each draw is a POST to the round endpoint (same origin, the page's own token and
 * language), which answers the cards and the vendor balance after the round.
 */
const moneyScript = (t: DemoPageTexts, lang: PageLanguage, symbol: string) => `
const texts = ${json({ lost: t.lost, won: t.won('%s'), drawing: t.drawing, failed: t.failed, guessed: t.guessed, decimal: t.decimal })};
const symbol = ${json(symbol)};
const out = document.getElementById('result');
const balance = document.getElementById('balance');
const empty = document.getElementById('empty');
const history = document.getElementById('history');
const none = document.getElementById('no-history');
const button = document.getElementById('play');
const stake = document.getElementById('stake');
// Amounts arrive as wire strings ("10.00"): shown with the page language's decimal separator.
const money = (s) => symbol + ' ' + s.replace('.', texts.decimal);
button.addEventListener('click', async () => {
  const guess = document.querySelector('input[name=guess]:checked').value;
  button.disabled = true;
  out.textContent = texts.drawing;
  try {
    const res = await fetch(location.pathname + '/round' + location.search, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-language': ${json(lang)} },
      body: JSON.stringify({ guess, stake: stake.value }),
    });
    const body = await res.json().catch(() => null);
    if (!body || !body.success) { out.textContent = (body && body.message) || texts.failed; return; }
    const r = body.value;
    const line = r.first + ' → ' + r.second + ' — ' + (r.win ? texts.won.replace('%s', money(r.payout)) : texts.lost);
    out.textContent = line;
    balance.textContent = money(r.balance);
    empty.hidden = Number(r.balance) > 0;
    const item = document.createElement('li');
    item.textContent = line + ' · ' + texts.guessed[guess] + ' · ' + money(stake.value);
    history.prepend(item);
    while (history.children.length > ${historySize}) history.lastElementChild.remove();
    if (none) none.hidden = true;
  } catch {
    out.textContent = texts.failed;
  } finally {
    button.disabled = false;
  }
});`;

/** JSON for an inline script: `<` escaped so no text can close the script element. */
function json(value: unknown): string {
  return JSON.stringify(value).replace(/</gu, '\\u003c');
}

function guessFieldset(t: DemoPageTexts): string {
  return `<fieldset><legend>${escapeHtml(t.nextCard)}</legend>
<label><input type="radio" name="guess" value="high" checked> ${escapeHtml(t.higher)}</label>
<label><input type="radio" name="guess" value="low"> ${escapeHtml(t.lower)}</label></fieldset>`;
}

function historyLine(round: DemoRound, t: DemoPageTexts, money: (m: bigint) => string): string {
  const result = round.payout > 0n ? t.won(money(round.payout)) : t.lost;
  return `${cardRanks[round.first]} → ${cardRanks[round.second]} — ${result} · ${t.guessed[round.guess]} · ${money(round.stake)}`;
}

function moneyBody(spec: {
  t: DemoPageTexts;
  vendor: string;
  game: string;
  merchant: Merchant;
  balance: bigint;
  rounds: DemoRound[];
}): string {
  const { t, vendor, merchant } = spec;
  const money = (minor: bigint) =>
    `${merchant.currencySymbol} ${merchant.money.format(minor).replace('.', t.decimal)}`;
  const stakes = stakeChoices(merchant);
  const preferred = stakes[2] ?? stakes[0]!;
  const options = stakes
    .map((minor) => {
      const text = merchant.money.format(minor);
      return `<option value="${escapeHtml(text)}"${minor === preferred ? ' selected' : ''}>${escapeHtml(money(minor))}</option>`;
    })
    .join('');
  const items = spec.rounds
    .map((round) => `<li>${escapeHtml(historyLine(round, t, money))}</li>`)
    .join('\n');
  return `<p>${escapeHtml(t.intro(vendor, spec.game))}</p>
<p>${escapeHtml(t.rules)}</p>
<section class="panel" aria-labelledby="hl">
<h2 id="hl">${escapeHtml(t.heading)}</h2>
<p>${escapeHtml(t.balance(vendor))}: <strong id="balance" aria-live="polite">${escapeHtml(money(spec.balance))}</strong></p>
<p id="empty"${spec.balance > 0n ? ' hidden' : ''}>${escapeHtml(t.empty(vendor))} <a href="/member?mcPage=transferFund" target="_top" class="link">${escapeHtml(t.transferLink)}</a></p>
<label for="stake">${escapeHtml(t.stake)}</label>
<select id="stake">${options}</select>
${guessFieldset(t)}
<p><button id="play" type="button">${escapeHtml(t.draw)}</button></p>
<p id="result" role="status" aria-live="polite"></p>
</section>
<section class="panel" aria-labelledby="last">
<h2 id="last">${escapeHtml(t.history)}</h2>
<p id="no-history"${spec.rounds.length > 0 ? ' hidden' : ''}>${escapeHtml(t.noHistory)}</p>
<ol id="history" reversed>${items}</ol>
</section>`;
}

function chipsBody(t: DemoPageTexts, vendor: string, game: string): string {
  return `<p>${escapeHtml(t.freeIntro(vendor, game))}</p>
<p>${escapeHtml(t.rules)}</p>
<section class="panel" aria-labelledby="hl">
<h2 id="hl">${escapeHtml(t.heading)}</h2>
<p>${escapeHtml(t.chips)}: <strong id="chips" aria-live="polite">1000</strong></p>
${guessFieldset(t)}
<p><button id="play" type="button">${escapeHtml(t.drawChips)}</button></p>
<p id="result" role="status" aria-live="polite"></p>
</section>`;
}

/**
 * GET /play/demo/:vendor/:game: the labelled demo table of a third-party vendor. A member's
 * launch plays high/low with the member's money in that vendor's wallet (the demo vendor's own
 * books, `DemoVendorWallet`), one POST per round; the platform books the rounds afterwards
 * from the vendor's bet records. Free play keeps chips in the page and moves no money. A real
 * aggregator replaces the whole page.
 */
export function registerDemoPage(app: FastifyInstance, platform: Platform): void {
  registerDemoRound(app, platform);
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
      const lang: PageLanguage = request.query.lang === 'PT' ? 'PT' : 'EN';
      const t = demoPageTexts[lang];
      const title = t.title(vendor);
      const merchant = claims.u && !claims.f ? await platform.directory.byId(claims.m) : null;
      let body: string;
      let script: string;
      if (merchant && claims.u) {
        const books = new DemoVendorWallet(platform.db, vendor);
        const spec = { merchant, memberId: claims.u };
        const [balance, rounds] = await Promise.all([
          books.balance(spec),
          books.lastRounds({ ...spec, limit: historySize }),
        ]);
        body = moneyBody({ t, vendor, game, merchant, balance, rounds });
        script = moneyScript(t, lang, merchant.currencySymbol);
      } else {
        body = chipsBody(t, vendor, game);
        script = chipsScript(t);
      }
      return sendPage(reply, {
        title,
        lang,
        body: `<h1>${escapeHtml(title)} <span class="badge">DEMO</span></h1>\n${body}`,
        script,
      });
    },
  );
}
