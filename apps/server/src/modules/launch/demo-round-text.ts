import { demoKindTexts } from './demo-kind-texts.ts';
import { demoPageTexts, type PageLanguage } from './demo-page-texts.ts';
import type { DemoRound } from './demo-round-store.ts';
import { cardRanks } from './demo-table.ts';
import type { FishTarget } from './fishing-rules.ts';
import { pocketColour, type RouletteBet } from './roulette-rules.ts';
import { teams, type Sport } from './sportsbook-teams.ts';

/** Decimal odds from hundredths, with the language's separator ("1,85" in PT). */
export function oddsText(hundredths: number, decimal: string): string {
  return (hundredths / 100).toFixed(2).replace('.', decimal);
}

/** A roulette bet in words. */
export function rouletteBetText(bet: RouletteBet, lang: PageLanguage): string {
  const t = demoKindTexts[lang].roulette;
  if (bet.type === 'dozen') return t.dozen(bet.dozen);
  if (bet.type === 'straight') return `${t.names.straight} ${bet.number}`;
  return t.names[bet.type];
}

/**
 * The name of a sportsbook selection: a side, or the draw. Football books are 1X2 (home, draw,
 * away), e-sports books match winner (home, away).
 */
export function selectionName(
  fixture: { sport: Sport; home: number; away: number },
  pick: number,
  lang: PageLanguage,
): string {
  const column = lang === 'PT' ? 1 : 0;
  const names = teams[fixture.sport];
  if (pick === 0) return names[fixture.home]![column];
  if (fixture.sport === 'football' && pick === 1) return demoKindTexts[lang].sportsbook.drawName;
  return names[fixture.away]![column];
}

interface SportsBet {
  sport: Sport;
  home: number;
  away: number;
  pick: number;
  odds: number;
}

/**
 * One round in words for the table's result line and history, in the page's language: what was
 * played, how it ended, and the win or loss. Money is formatted by the caller (`money`).
 */
export function roundText(
  round: Pick<DemoRound, 'kind' | 'guess' | 'first' | 'second' | 'bet' | 'outcome'> & {
    stake: bigint;
    payout: bigint;
  },
  lang: PageLanguage,
  money: (minor: bigint) => string,
): string {
  const page = demoPageTexts[lang];
  const t = demoKindTexts[lang];
  const result = round.payout > 0n ? page.won(money(round.payout)) : page.lost;
  const tail = `${result} · ${money(round.stake)}`;
  switch (round.kind) {
    case 'highlow':
      return `${cardRanks[round.first!]} → ${cardRanks[round.second!]} — ${result} · ${page.guessed[round.guess!]} · ${money(round.stake)}`;
    case 'sportsbook': {
      const bet = round.bet as SportsBet;
      const { result: end } = round.outcome as { result: number };
      const home = teams[bet.sport][bet.home]![lang === 'PT' ? 1 : 0];
      const away = teams[bet.sport][bet.away]![lang === 'PT' ? 1 : 0];
      const picked = `${selectionName(bet, bet.pick, lang)} @ ${oddsText(bet.odds, page.decimal)}`;
      return `${t.sportsbook.result(t.sportsbook.versus(home, away), selectionName(bet, end, lang))} — ${picked} — ${tail}`;
    }
    case 'roulette': {
      const { pocket } = round.outcome as { pocket: number };
      const colour = t.roulette.colours[pocketColour(pocket)];
      const bet = rouletteBetText(round.bet as RouletteBet, lang);
      return `${t.roulette.result(pocket, colour, bet)} — ${tail}`;
    }
    case 'fishing': {
      const fish = t.fishing.fish[(round.bet as { target: FishTarget }).target];
      const { caught } = round.outcome as { caught: boolean };
      return `${caught ? t.fishing.caught(fish) : t.fishing.missed(fish)} — ${tail}`;
    }
  }
}
