import { clientScript, json, type ClientConfig } from './demo-client-script.ts';
import { demoKindTexts } from './demo-kind-texts.ts';
import { tableBody, type TableContext } from './demo-page-parts.ts';
import { oddsText, selectionName } from './demo-round-text.ts';
import { escapeHtml } from './page-shell.ts';
import { fixtureRtp, fixturesOf, margins } from './sportsbook-rules.ts';
import { esportsTitles, type Sport } from './sportsbook-teams.ts';

/** Styles of the fixture list and the slip (the shell's nonce covers them). */
export const sportsbookStyle = `
.fixtures{list-style:none;padding:0;margin:0}
.fixtures li{display:flex;flex-wrap:wrap;gap:8px;align-items:center;padding:8px 0;border-bottom:1px solid #334}
.fixtures .match{flex:1 1 240px}
.odd{background:#26304a;min-width:88px}
.odd[aria-pressed=true]{background:#2f9e5b}
.slip{border:1px dashed #556;border-radius:10px;padding:8px 12px;margin:8px 0}`;

/**
 * The sportsbook table (SPORTS football 1X2, ESPORTS match winner): today's fixtures with an
 * odds button per selection; the chosen one goes to the slip with the potential return, and the
 * play button places the single bet.
 */
export function sportsbookTable(ctx: TableContext, sport: Sport, today: string) {
  const t = demoKindTexts[ctx.lang].sportsbook;
  const { decimal } = ctx.t;
  const fixtures = fixturesOf(sport, today).map((f) => {
    const names = f.odds.map((_, pick) => selectionName(f, pick, ctx.lang));
    const title = f.title === null ? '' : `${esportsTitles[f.title]} · `;
    const match = t.versus(names[0]!, names[names.length - 1]!);
    return { id: f.id, odds: f.odds, names, match, head: `${f.kickoff} · ${title}${match}` };
  });
  const labels = sport === 'football' ? t.labels.three : t.labels.two;
  const rows = fixtures
    .map((f) => {
      const buttons = f.odds
        .map((o, pick) => {
          const label = t.add(f.names[pick]!, oddsText(o, decimal));
          return `<button type="button" class="odd" data-fixture="${escapeHtml(f.id)}" data-pick="${pick}" aria-pressed="false" aria-label="${escapeHtml(label)}">${escapeHtml(labels[pick]!)} · ${escapeHtml(oddsText(o, decimal))}</button>`;
        })
        .join('');
      return `<li><span class="match">${escapeHtml(f.head)}</span>${buttons}</li>`;
    })
    .join('\n');
  const controls = `<h3>${escapeHtml(t.fixtures)}</h3>
<ul class="fixtures" aria-label="${escapeHtml(t.fixtures)}">${rows}</ul>
<section class="slip" aria-labelledby="slip-heading">
<h3 id="slip-heading">${escapeHtml(t.slip)}</h3>
<p id="slip">${escapeHtml(t.emptySlip)}</p>
<p>${escapeHtml(t.potential)}: <strong id="potential">—</strong></p>
</section>`;
  const rtp = (100 * Math.min(...fixturesOf(sport, today).map(fixtureRtp))).toFixed(1);
  const rules = t.rules(Math.round(margins[sport] * 100), rtp.replace('.', decimal));
  return {
    body: tableBody(ctx, { heading: t.heading[sport], rules, controls, playLabel: t.place }),
    script: (config: ClientConfig) =>
      clientScript(
        config,
        tableScript(fixtures, { emptySlip: t.emptySlip, result: t.result('%m', '%w') }),
      ),
  };
}

function tableScript(
  fixtures: Array<{ id: string; odds: number[]; names: string[]; match: string }>,
  texts: { emptySlip: string; result: string },
): string {
  return `
const fixtures = ${json(fixtures)};
const texts = ${json(texts)};
const slip = $('slip'), potential = $('potential');
let chosen = null;
const oddsText = (h) => (h / 100).toFixed(2).replace('.', cfg.decimal);
const returnOf = (st, h) => Math.floor(Math.round(st * 10 ** cfg.scale) * h / 100) / 10 ** cfg.scale;
function refresh() {
  if (!chosen) { slip.textContent = texts.emptySlip; potential.textContent = '—'; return; }
  const h = chosen.f.odds[chosen.pick];
  slip.textContent = chosen.f.match + ': ' + chosen.f.names[chosen.pick] + ' @ ' + oddsText(h);
  potential.textContent = money(returnOf(Number(stake.value), h).toFixed(cfg.scale));
}
document.querySelectorAll('button.odd').forEach((b) => b.addEventListener('click', () => {
  document.querySelectorAll('button.odd').forEach((o) => o.setAttribute('aria-pressed', 'false'));
  b.setAttribute('aria-pressed', 'true');
  chosen = { f: fixtures.find((f) => f.id === b.dataset.fixture), pick: Number(b.dataset.pick) };
  refresh();
}));
stake.addEventListener('change', refresh);
const table = {
  bet: () => chosen && { fixture: chosen.f.id, pick: chosen.pick },
  local(bet, st) {
    // Chips only: the result from the odds' implied chances, like the server's draw.
    const f = chosen.f, inv = f.odds.map((h) => 1 / h), sum = inv.reduce((a, b) => a + b);
    let r = (rand(1e6) / 1e6) * sum, result = 0;
    while (result < inv.length - 1 && r >= inv[result]) { r -= inv[result]; result += 1; }
    const payout = result === bet.pick ? Math.floor(st * f.odds[bet.pick] / 100) : 0;
    const end = texts.result.replace('%m', f.match).replace('%w', f.names[result]) + ' — ' + f.names[bet.pick] + ' @ ' + oddsText(f.odds[bet.pick]);
    return { payout, summary: end + ' — ' + endText(payout, st) };
  },
  show: () => pause(300),
};`;
}
