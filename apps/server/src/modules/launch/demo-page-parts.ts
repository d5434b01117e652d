import type { Merchant } from '../../merchant/merchant.ts';
import type { DemoPageTexts, PageLanguage } from './demo-page-texts.ts';
import { stakeChoices } from './demo-round.ts';
import type { DemoRound } from './demo-round-store.ts';
import { roundText } from './demo-round-text.ts';
import { escapeHtml } from './page-shell.ts';

/** Rounds the table lists under it. */
export const historySize = 10;

/** Everything a demo table's page is drawn from. */
export interface TableContext {
  t: DemoPageTexts;
  lang: PageLanguage;
  vendor: string;
  game: string;
  /** Null in free play: chips only. */
  merchant: Merchant | null;
  balance: bigint;
  rounds: DemoRound[];
}

/** Money as the page shows it: "R$ 10,00" in PT, "R$ 10.00" in EN. */
export function moneyFormat(merchant: Merchant, t: DemoPageTexts): (minor: bigint) => string {
  return (minor) =>
    `${merchant.currencySymbol} ${merchant.money.format(minor).replace('.', t.decimal)}`;
}

/** The chips free play stakes from. */
const chipStakes = [1, 5, 10, 50, 100];

/** The stake field: the merchant's stakes with a member's money, chip counts in free play. */
export function stakeField(ctx: TableContext): string {
  const { merchant, t } = ctx;
  const options = merchant
    ? stakeChoices(merchant).map((minor, i) => {
        const value = merchant.money.format(minor);
        return { value, text: moneyFormat(merchant, t)(minor), selected: i === 2 };
      })
    : chipStakes.map((n) => ({ value: String(n), text: String(n), selected: n === 10 }));
  const items = options
    .map(
      (o) =>
        `<option value="${escapeHtml(o.value)}"${o.selected ? ' selected' : ''}>${escapeHtml(o.text)}</option>`,
    )
    .join('');
  return `<label for="stake">${escapeHtml(t.stake)}</label>\n<select id="stake">${items}</select>`;
}

/**
 * The body of a demo table: intro and rules, the table panel (balance or chips, stake, the
 * table's own controls, the play button, the result announced politely) and the history.
 */
export function tableBody(
  ctx: TableContext,
  table: { heading: string; rules: string; controls: string; playLabel: string },
): string {
  const { t, vendor, merchant } = ctx;
  const money = merchant ? moneyFormat(merchant, t) : (n: bigint) => n.toString();
  const wallet = merchant
    ? `<p>${escapeHtml(t.balance(vendor))}: <strong id="balance" aria-live="polite">${escapeHtml(money(ctx.balance))}</strong></p>
<p id="empty"${ctx.balance > 0n ? ' hidden' : ''}>${escapeHtml(t.empty(vendor))} <a href="/member?mcPage=transferFund" target="_top" class="link">${escapeHtml(t.transferLink)}</a></p>`
    : `<p>${escapeHtml(t.chips)}: <strong id="balance" aria-live="polite">1000</strong></p>`;
  const items = ctx.rounds
    .map((round) => `<li>${escapeHtml(roundText(round, ctx.lang, money))}</li>`)
    .join('\n');
  const intro = merchant ? t.intro(vendor, ctx.game) : t.freeIntro(vendor, ctx.game);
  return `<p>${escapeHtml(intro)}</p>
<p>${escapeHtml(table.rules)}</p>
<section class="panel" aria-labelledby="table-heading">
<h2 id="table-heading">${escapeHtml(table.heading)}</h2>
${wallet}
${stakeField(ctx)}
${table.controls}
<p><button id="play" type="button">${escapeHtml(table.playLabel)}</button></p>
<p id="result" role="status" aria-live="polite"></p>
</section>
<section class="panel" aria-labelledby="last">
<h2 id="last">${escapeHtml(t.history)}</h2>
<p id="no-history"${ctx.rounds.length > 0 ? ' hidden' : ''}>${escapeHtml(t.noHistory)}</p>
<ol id="history" reversed>${items}</ol>
</section>`;
}
