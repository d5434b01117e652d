import { clientScript, json, type ClientConfig } from './demo-client-script.ts';
import { demoKindTexts } from './demo-kind-texts.ts';
import { tableBody, type TableContext } from './demo-page-parts.ts';
import { escapeHtml } from './page-shell.ts';
import { redNumbers, roulettePays } from './roulette-rules.ts';

/** The wheel: a ring that spins while the round is played, then the pocket in its colour. */
export const rouletteStyle = `
.wheel{width:120px;height:120px;border-radius:50%;border:10px dashed #c33;display:grid;place-items:center;margin:8px 0}
.wheel.spinning{animation:spin .8s cubic-bezier(.2,.7,.3,1)}
@keyframes spin{to{transform:rotate(720deg)}}
.pocket{width:56px;height:56px;border-radius:50%;display:grid;place-items:center;font-size:1.4rem;font-weight:700;background:#333}
.pocket.red{background:#c62828}.pocket.black{background:#111}.pocket.green{background:#2e7d32}
.bets{display:flex;flex-wrap:wrap;gap:4px 16px;border:1px solid #334;border-radius:10px}
.bets label{display:inline-flex;gap:6px;align-items:center}
@media (prefers-reduced-motion: reduce){.wheel.spinning{animation:none}}`;

/** The LIVE table: European roulette, one bet per spin (rules in `roulette-rules.ts`). */
export function rouletteTable(ctx: TableContext) {
  const t = demoKindTexts[ctx.lang].roulette;
  const choice = (value: string, text: string, checked = false) =>
    `<label><input type="radio" name="bet" value="${value}"${checked ? ' checked' : ''}> ${escapeHtml(text)}</label>`;
  const controls = `<div class="wheel" id="wheel" aria-hidden="true"><div class="pocket" id="pocket">?</div></div>
<fieldset class="bets"><legend>${escapeHtml(t.bet)}</legend>
${choice('red', t.names.red, true)}${choice('black', t.names.black)}${choice('odd', t.names.odd)}${choice('even', t.names.even)}
${[1, 2, 3].map((n) => choice(`dozen${n}`, t.dozen(n))).join('')}
${choice('straight', t.names.straight)}
<label for="number">${escapeHtml(t.number)}</label>
<input id="number" type="number" inputmode="numeric" min="0" max="36" value="17">
</fieldset>`;
  const texts = {
    names: t.names,
    dozens: [1, 2, 3].map((n) => t.dozen(n)),
    colours: t.colours,
    result: t.result(1234, '%c', '%b'),
  };
  return {
    body: tableBody(ctx, { heading: t.heading, rules: t.rules, controls, playLabel: t.spin }),
    script: (config: ClientConfig) => clientScript(config, tableScript(texts)),
  };
}

function tableScript(texts: unknown): string {
  return `
const texts = ${json(texts)};
const reds = ${json(redNumbers)};
const pays = ${json(Object.fromEntries(Object.entries(roulettePays).map(([k, v]) => [k, Number(v)])))};
const wheel = $('wheel'), pocketEl = $('pocket'), numberEl = $('number');
const colour = (n) => n === 0 ? 'green' : reds.includes(n) ? 'red' : 'black';
function wins(bet, n) {
  if (n === 0) return bet.type === 'straight' && bet.number === 0;
  if (bet.type === 'red' || bet.type === 'black') return colour(n) === bet.type;
  if (bet.type === 'odd') return n % 2 === 1;
  if (bet.type === 'even') return n % 2 === 0;
  if (bet.type === 'dozen') return Math.ceil(n / 12) === bet.dozen;
  return n === bet.number;
}
function betText(bet) {
  if (bet.type === 'dozen') return texts.dozens[bet.dozen - 1];
  if (bet.type === 'straight') return texts.names.straight + ' ' + bet.number;
  return texts.names[bet.type];
}
const table = {
  bet() {
    const v = document.querySelector('input[name=bet]:checked').value;
    if (v.startsWith('dozen')) return { bet: { type: 'dozen', dozen: Number(v.slice(5)) } };
    if (v !== 'straight') return { bet: { type: v } };
    const n = Number(numberEl.value);
    return Number.isInteger(n) && n >= 0 && n <= 36 && numberEl.value !== '' ? { bet: { type: 'straight', number: n } } : null;
  },
  local(body, st) {
    const pocket = rand(37), bet = body.bet;
    const payout = wins(bet, pocket) ? st * pays[bet.type] : 0;
    const line = texts.result.replace('1234', pocket).replace('%c', texts.colours[colour(pocket)]).replace('%b', betText(bet));
    return { payout, outcome: { pocket }, summary: line + ' — ' + endText(payout, st) };
  },
  async show(r) {
    pocketEl.textContent = '?';
    pocketEl.className = 'pocket';
    wheel.classList.remove('spinning');
    void wheel.offsetWidth;
    wheel.classList.add('spinning');
    await pause(800);
    wheel.classList.remove('spinning');
    pocketEl.textContent = String(r.outcome.pocket);
    pocketEl.classList.add(colour(r.outcome.pocket));
  },
};`;
}
