import { historySize } from './demo-page-parts.ts';

/** JSON for an inline script: `<` escaped so no text can close the script element. */
export function json(value: unknown): string {
  return JSON.stringify(value).replace(/</gu, '\\u003c');
}

/** What the shared runtime needs from the page. */
export interface ClientConfig {
  /** `money`: each round is a POST with the page's token; `chips`: settled in the page. */
  mode: 'money' | 'chips';
  lang: string;
  symbol: string;
  decimal: string;
  /** Digits after the decimal point of the merchant's money (0 for chips). */
  scale: number;
  texts: { playing: string; failed: string; won: string; lost: string; pickFirst: string };
}

/**
 * The script of a sportsbook, roulette or fishing table: one runtime around a table's `table`
 * object (`bet()` the body fields or null, `local(bet, stake)` a chips round settled in the
 * page, `show(answer)` its animation). Real play posts each round to the round endpoint (same
 * origin, the page's token and language) and shows the server's summary and balance; free play
 * keeps 1000 chips in the page and reaches no server, like the high/low table's.
 */
export function clientScript(config: ClientConfig, tableScript: string): string {
  return `
const cfg = ${json(config)};
const $ = (id) => document.getElementById(id);
const out = $('result'), balance = $('balance'), button = $('play'), stake = $('stake');
const history = $('history'), none = $('no-history'), empty = $('empty');
let chips = 1000;
const money = (s) => cfg.mode === 'chips' ? s : cfg.symbol + ' ' + s.replace('.', cfg.decimal);
const rand = (n) => { const a = new Uint32Array(1); crypto.getRandomValues(a); return a[0] % n; };
const pause = (ms) => new Promise((done) => setTimeout(done, matchMedia('(prefers-reduced-motion: reduce)').matches ? 0 : ms));
const wonText = (amount) => cfg.texts.won.replace('%s', money(amount));
const endText = (payout, st) => (payout > 0 ? wonText(String(payout)) : cfg.texts.lost) + ' · ' + money(String(st));
${tableScript}
async function playRound(bet) {
  if (cfg.mode === 'chips') {
    const st = Number(stake.value);
    if (st > chips) return { failed: cfg.texts.failed };
    const r = table.local(bet, st);
    chips += r.payout - st;
    return { ...r, balance: String(chips) };
  }
  const res = await fetch(location.pathname + '/round' + location.search, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-language': cfg.lang },
    body: JSON.stringify({ ...bet, stake: stake.value }),
  });
  const body = await res.json().catch(() => null);
  if (!body || !body.success) return { failed: (body && body.message) || cfg.texts.failed };
  return body.value;
}
button.addEventListener('click', async () => {
  const bet = table.bet();
  if (!bet) { out.textContent = cfg.texts.pickFirst; return; }
  button.disabled = true;
  button.setAttribute('aria-busy', 'true');
  out.textContent = cfg.texts.playing;
  try {
    const r = await playRound(bet);
    if (r.failed) { out.textContent = r.failed; return; }
    await table.show(r);
    out.textContent = r.summary;
    balance.textContent = money(r.balance);
    if (empty) empty.hidden = Number(r.balance) > 0;
    const item = document.createElement('li');
    item.textContent = r.summary;
    history.prepend(item);
    while (history.children.length > ${historySize}) history.lastElementChild.remove();
    if (none) none.hidden = true;
  } catch {
    out.textContent = cfg.texts.failed;
  } finally {
    button.disabled = false;
    button.removeAttribute('aria-busy');
  }
});`;
}
