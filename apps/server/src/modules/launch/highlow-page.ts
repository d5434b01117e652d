import type { Merchant } from '../../merchant/merchant.ts';
import { json } from './demo-client-script.ts';
import { historySize, tableBody, type TableContext } from './demo-page-parts.ts';
import type { DemoPageTexts, PageLanguage } from './demo-page-texts.ts';
import { cardRanks } from './demo-table.ts';
import { escapeHtml } from './page-shell.ts';

/**
 * The high/low card table's page (every product type without a table of its own): the body
 * and script for a member's money and for chips-only free play.
 */

/** Free play: high/low with chips that live only in the page; nothing reaches the server. */
export const chipsScript = (t: DemoPageTexts) => `
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
export const moneyScript = (t: DemoPageTexts, lang: PageLanguage, symbol: string) => `
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

function guessFieldset(t: DemoPageTexts): string {
  return `<fieldset><legend>${escapeHtml(t.nextCard)}</legend>
<label><input type="radio" name="guess" value="high" checked> ${escapeHtml(t.higher)}</label>
<label><input type="radio" name="guess" value="low"> ${escapeHtml(t.lower)}</label></fieldset>`;
}

/** The high/low table with a member's money: the shared table body with the guess to make. */
export function moneyBody(ctx: TableContext & { merchant: Merchant }): string {
  const { t } = ctx;
  return tableBody(ctx, {
    heading: t.heading,
    rules: t.rules,
    controls: guessFieldset(t),
    playLabel: t.draw,
  });
}

export function chipsBody(t: DemoPageTexts, vendor: string, game: string): string {
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
