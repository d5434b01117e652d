import type { FastifyInstance } from 'fastify';
import { escapeHtml, sendPage } from '../launch/page-shell.ts';
import { readPlayToken } from '../launch/play-token.ts';
import type { Platform } from '../../platform.ts';
import { seedHash } from './fair.ts';
import {
  diceRtp,
  pgeGameRules,
  playRound,
  slotPaytable,
  slotStats,
  slotSymbols,
  slotWeights,
  type PgeGameCode,
} from './games.ts';

const games: Record<string, { code: PgeGameCode; title: string; rules: string; control: string }> =
  {
    dice: {
      code: 'PGE_DICE',
      title: 'Aurora Dice',
      rules: `<p>A roll from 0.00 to 99.99. Roll under your target to win 99 ÷ target times the stake (rounded down to the cent). Return to player: ${(diceRtp * 100).toFixed(2)}%.</p>`,
      control:
        '<label for="choice">Target (2–98)</label><input id="choice" type="number" min="2" max="98" value="50">',
    },
    crash: {
      code: 'PGE_CRASH',
      title: 'Aurora Crash',
      rules: `<p>The rocket crashes at floor(99 ÷ (1 − u)) ÷ 100, at least 1.00x, so it reaches any x with chance 0.99 ÷ x. Choose your cash-out; if the rocket reaches it you win the stake times it. Return to player: ${(diceRtp * 100).toFixed(2)}%.</p>`,
      control:
        '<label for="choice">Cash out at (×100, 101 = 1.01x)</label><input id="choice" type="number" min="101" max="100000" value="200">',
    },
    slot: {
      code: 'PGE_SLOT',
      title: 'Aurora Five Reels',
      rules: `<p>Five reels, one payline. Three, four or five equal symbols from the leftmost reel pay the table below times the stake. Return to player: ${(slotStats().rtp * 100).toFixed(2)}%.</p>
<table><caption>Paytable (weight of 100 on each reel)</caption><thead><tr><th>Symbol</th><th>Weight</th><th>3</th><th>4</th><th>5</th></tr></thead><tbody>
${slotSymbols.map((s) => `<tr><td>${s}</td><td>${slotWeights[s]}</td>${slotPaytable[s].map((p) => `<td>${p}×</td>`).join('')}</tr>`).join('\n')}
</tbody></table><div class="reels" id="reels" aria-live="polite"></div>`,
      control: '<input id="choice" type="hidden" value="0">',
    },
  };

const script = `
const token = new URLSearchParams(location.search).get('t') || '';
const $ = (id) => document.getElementById(id);
const headers = { 'content-type': 'application/json', 'x-play-token': token, 'x-play-game': location.pathname.split('/').pop() };
function showFair(f) { if (!f) return; $('hash').textContent = f.serverSeedHash; $('client').textContent = f.clientSeed; $('nonce').textContent = String(f.nonce); }
async function state() {
  const res = await fetch('/play/pge/api/state', { headers });
  const body = await res.json();
  if (!body.success) { $('result').textContent = 'Please launch the game again.'; return; }
  const v = body.value;
  $('balance').textContent = v.freePlay ? 'free play' : v.currency + ' ' + v.balance;
  if (!v.freePlay) showFair(v);
}
$('play').addEventListener('click', async () => {
  $('play').disabled = true;
  try {
    const res = await fetch('/play/pge/api/round', { method: 'POST', headers, body: JSON.stringify({ stake: $('stake').value, choice: Number($('choice').value) }) });
    const body = await res.json();
    if (!body.success) { $('result').textContent = body.message || body.code; return; }
    const v = body.value;
    if (v.reels && $('reels')) $('reels').innerHTML = v.reels.map((s) => '<div>' + s.slice(0, 2) + '</div>').join('');
    const what = v.roll !== undefined ? 'Roll ' + v.roll.toFixed(2) : v.crash !== undefined ? 'Crashed at ' + v.crash.toFixed(2) + 'x' : 'Reels ' + v.reels.join(' ');
    $('result').textContent = what + ' — payout ' + v.payout;
    if (v.balance) $('balance').textContent = $('balance').textContent.split(' ')[0] + ' ' + v.balance;
    showFair(v.fair); if (v.fair) $('nonce').textContent = String(v.fair.nonce + 1);
  } finally { $('play').disabled = false; }
});
$('rotate').addEventListener('submit', async (e) => {
  e.preventDefault();
  const res = await fetch('/play/pge/api/seed', { method: 'POST', headers, body: JSON.stringify({ clientSeed: $('newClient').value }) });
  const body = await res.json();
  if (!body.success) { $('revealed').textContent = body.code; return; }
  const r = body.value.revealed;
  $('revealed').textContent = 'Revealed server seed ' + r.serverSeed + ' (hash ' + r.serverSeedHash + '), client seed ' + r.clientSeed + ', nonces 0–' + (r.rounds - 1);
  showFair(body.value);
});
state();
setInterval(state, 15000);`;

/** The query a lobby link carries on to a game: the same play token, language and back URL. */
function linkQuery(query: Record<string, string | undefined>): string {
  const params = new URLSearchParams();
  for (const key of ['t', 'lang', 'back'])
    if (typeof query[key] === 'string') params.set(key, query[key]);
  return params.toString();
}

/** The lobby body: every PGE game with a link carrying the launch's token, or a relaunch note. */
function lobbyBody(query: Record<string, string | undefined>, valid: boolean): string {
  if (!valid)
    return '<h1>Aurora Games</h1><p role="alert">This link has expired. Please launch the games again.</p>';
  const links = Object.entries(games)
    .map(
      ([slug, game]) =>
        `<li><a href="/play/pge/${slug}?${escapeHtml(linkQuery(query))}">${escapeHtml(game.title)}</a></li>`,
    )
    .join('\n');
  return `<h1>Aurora Games</h1>
<nav class="panel" aria-labelledby="games"><h2 id="games">Choose a game</h2>
<ul>
${links}
</ul></nav>
<p><a href="/play/verify">Verify a round</a></p>`;
}

/**
 * GET /play/pge/ (the lobby a launch without a game opens), GET /play/pge/:game and
 * GET /play/verify: the in-house games' pages and the verifier.
 */
export function registerPgePages(app: FastifyInstance, platform: Platform): void {
  app.get<{ Querystring: Record<string, string | undefined> }>(
    '/play/pge/',
    async (request, reply) => {
      const claims = readPlayToken(
        platform.config.playTokenSecret,
        request.query.t ?? '',
        platform.clock.now(),
      );
      const valid = claims?.v === 'PGE';
      return sendPage(reply.code(valid ? 200 : 401), {
        title: 'Aurora Games',
        lang: request.query.lang === 'PT' ? 'PT' : 'EN',
        body: lobbyBody(request.query, valid),
      });
    },
  );

  app.get<{ Params: { game: string }; Querystring: { lang?: string } }>(
    '/play/pge/:game',
    async (request, reply) => {
      const game = games[request.params.game];
      if (!game) return reply.code(404).type('text/plain').send('No such game.');
      return sendPage(reply, {
        title: game.title,
        lang: request.query.lang === 'PT' ? 'PT' : 'EN',
        body: `<h1>${escapeHtml(game.title)}</h1>
<p>Balance: <strong id="balance" aria-live="polite">…</strong></p>
<section class="panel">${game.rules}
<label for="stake">Stake</label><input id="stake" inputmode="decimal" value="1.00">
${game.control}
<p><button id="play" type="button">Play</button></p>
<p id="result" role="status" aria-live="polite"></p></section>
<section class="panel" aria-labelledby="pf"><h2 id="pf">Provably fair</h2>
<p>Server seed hash: <code id="hash">—</code><br>Client seed: <code id="client">—</code><br>Next nonce: <code id="nonce">—</code></p>
<form id="rotate"><label for="newClient">New client seed (reveals the current server seed)</label>
<input id="newClient" maxlength="64" required> <button type="submit">Rotate seeds</button></form>
<p id="revealed" aria-live="polite"></p>
<p><a href="/play/verify?game=${game.code}">Verify a round</a></p></section>`,
        script,
      });
    },
  );

  app.get<{ Querystring: Record<string, string | undefined> }>(
    '/play/verify',
    async (request, reply) => {
      const q = request.query;
      const game = (q.game && q.game in pgeGameRules ? q.game : 'PGE_DICE') as PgeGameCode;
      let answer = '';
      if (q.serverSeed && q.clientSeed && q.nonce !== undefined) {
        const nonce = Number(q.nonce);
        try {
          if (
            !Number.isSafeInteger(nonce) ||
            nonce < 0 ||
            q.serverSeed.length > 128 ||
            q.clientSeed.length > 64
          )
            throw new RangeError('bad input');
          const outcome = playRound(
            game,
            { serverSeed: q.serverSeed, clientSeed: q.clientSeed, nonce },
            Number(q.choice ?? 0),
          );
          answer = `<p role="status">SHA-256 of the server seed: <code>${seedHash(q.serverSeed)}</code></p>
<p role="status">Outcome: <code>${escapeHtml(JSON.stringify(outcome.result))}</code>, multiplier ${(Number(outcome.multiplierBp) / 10_000).toFixed(4)}×</p>`;
        } catch {
          answer =
            '<p role="alert">These values do not make a round (check the nonce and the target).</p>';
        }
      }
      const value = (key: string) => escapeHtml(q[key] ?? '');
      return sendPage(reply, {
        title: 'Verify a round',
        lang: 'EN',
        body: `<h1>Verify a round</h1>
<p>Outcome = HMAC-SHA256(server seed, "client seed:nonce"), read as 32-bit numbers in [0, 1) and mapped to the game. The same code runs the games.</p>
<form class="panel" method="get" action="/play/verify">
<label for="game">Game</label><select id="game" name="game">${Object.keys(pgeGameRules)
          .map((code) => `<option${code === game ? ' selected' : ''}>${code}</option>`)
          .join('')}</select>
<label for="serverSeed">Server seed</label><input id="serverSeed" name="serverSeed" size="70" value="${value('serverSeed')}">
<label for="clientSeed">Client seed</label><input id="clientSeed" name="clientSeed" value="${value('clientSeed')}">
<label for="nonce">Nonce</label><input id="nonce" name="nonce" inputmode="numeric" value="${value('nonce')}">
<label for="choice">Target (dice 2–98, crash cash-out ×100; slot ignores it)</label><input id="choice" name="choice" inputmode="numeric" value="${value('choice')}">
<p><button type="submit">Verify</button></p></form>${answer}`,
      });
    },
  );
}
