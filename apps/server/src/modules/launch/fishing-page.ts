import { clientScript, json, type ClientConfig } from './demo-client-script.ts';
import { demoKindTexts } from './demo-kind-texts.ts';
import { tableBody, type TableContext } from './demo-page-parts.ts';
import { fishTargets, hitScale } from './fishing-rules.ts';
import { escapeHtml } from './page-shell.ts';

/** The sea: fish swim across in CSS; a shot's net grows, the target flashes or darts away. */
export const fishingStyle = `
.sea{width:100%;max-width:560px;height:auto;background:linear-gradient(#0b3d5c,#06243a);border-radius:12px;display:block}
.fish{animation:swim 6s ease-in-out infinite alternate}
.fish:nth-of-type(2){animation-duration:7s}.fish:nth-of-type(3){animation-duration:5s}
.fish:nth-of-type(4){animation-duration:8s}.fish:nth-of-type(5){animation-duration:9s}
@keyframes swim{from{transform:translateX(0)}to{transform:translateX(120px)}}
.fish.target{stroke:#ffd54a;stroke-width:3}
.fish.caught{animation:caught .8s ease-out forwards}
@keyframes caught{to{opacity:.15;transform:translateY(-40px) scale(.6)}}
.fish.missed{animation:dart .8s ease-in}
@keyframes dart{to{transform:translateX(260px)}}
.net{fill:none;stroke:#fff;stroke-width:3;opacity:0}
.net.cast{animation:cast .6s ease-out}
@keyframes cast{from{opacity:1;r:4}to{opacity:0;r:60}}
.targets{display:flex;flex-wrap:wrap;gap:4px 16px;border:1px solid #334;border-radius:10px}
.targets label{display:inline-flex;gap:6px;align-items:center}
@media (prefers-reduced-motion: reduce){.fish,.fish.caught,.fish.missed,.net.cast{animation:none}}`;

/** Colours and sizes of the fish, smallest (most likely to be caught) first. */
const looks = [
  { fill: '#ff8a3d', size: 14 },
  { fill: '#e6d35a', size: 18 },
  { fill: '#4caf50', size: 22 },
  { fill: '#90a4ae', size: 30 },
  { fill: '#ffc107', size: 36 },
];

function sea(): string {
  const fish = fishTargets
    .map((f, i) => {
      const { fill, size } = looks[i]!;
      const y = 40 + i * 44;
      const x = 40 + ((i * 97) % 220);
      return `<g class="fish" id="fish-${f.id}"><ellipse cx="${x}" cy="${y}" rx="${size}" ry="${size / 2}" fill="${fill}"/><polygon points="${x - size},${y} ${x - size - 12},${y - 8} ${x - size - 12},${y + 8}" fill="${fill}"/></g>`;
    })
    .join('');
  return `<svg class="sea" viewBox="0 0 560 260" role="img" aria-hidden="true">${fish}<circle class="net" id="net" cx="280" cy="130" r="4"/></svg>`;
}

/** The FISH table: one shot at a chosen fish (rules in `fishing-rules.ts`). */
export function fishingTable(ctx: TableContext) {
  const t = demoKindTexts[ctx.lang].fishing;
  const percent = (hits: number) =>
    ((hits * 100) / hitScale).toString().replace('.', ctx.t.decimal);
  const choices = fishTargets
    .map(
      (f, i) =>
        `<label><input type="radio" name="target" value="${f.id}"${i === 0 ? ' checked' : ''}> ${escapeHtml(t.fish[f.id])} — ${escapeHtml(t.chance(f.multiplier.toString(), percent(f.hits)))}</label>`,
    )
    .join('\n');
  const controls = `${sea()}
<fieldset class="targets"><legend>${escapeHtml(t.target)}</legend>
${choices}
</fieldset>`;
  const texts = { fish: t.fish, caught: t.caught('%f'), missed: t.missed('%f') };
  const targets = fishTargets.map((f) => ({
    id: f.id,
    multiplier: Number(f.multiplier),
    hits: f.hits,
  }));
  return {
    body: tableBody(ctx, { heading: t.heading, rules: t.rules, controls, playLabel: t.shoot }),
    script: (config: ClientConfig) => clientScript(config, tableScript(texts, targets)),
  };
}

function tableScript(texts: unknown, targets: unknown): string {
  return `
const texts = ${json(texts)};
const targets = ${json(targets)};
const net = $('net');
const chosen = () => document.querySelector('input[name=target]:checked').value;
function mark() {
  document.querySelectorAll('.fish').forEach((f) => f.classList.toggle('target', f.id === 'fish-' + chosen()));
}
document.querySelectorAll('input[name=target]').forEach((r) => r.addEventListener('change', mark));
mark();
const table = {
  bet: () => ({ target: chosen() }),
  local(bet, st) {
    const t = targets.find((x) => x.id === bet.target);
    const caught = rand(${hitScale}) < t.hits;
    const payout = caught ? st * t.multiplier : 0;
    const line = (caught ? texts.caught : texts.missed).replace('%f', texts.fish[bet.target]);
    return { payout, outcome: { caught }, summary: line + ' — ' + endText(payout, st) };
  },
  async show(r) {
    const fish = $('fish-' + chosen());
    fish.classList.remove('caught', 'missed');
    net.classList.remove('cast');
    void net.getBoundingClientRect();
    net.classList.add('cast');
    await pause(600);
    fish.classList.add(r.outcome.caught ? 'caught' : 'missed');
    await pause(800);
    fish.classList.remove('caught', 'missed');
  },
};`;
}
