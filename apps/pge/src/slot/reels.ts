import { h, wait } from '../shared/dom.ts';
import type { Texts } from '../shared/texts.ts';
import { symbolArt, type SlotSymbol } from './art.ts';

const reelCount = 5;
/** Stop timing: the first reel, then each next one. */
const timing = { normal: [700, 260], turbo: [160, 70] } as const;

/**
 * Five reels of three rows, the middle row the payline. While a round is in the air the reels
 * spin (a CSS animation of a blurred strip); they stop left to right on the server's symbols,
 * and a winning run lights up. The rows above and below the line are decoration only.
 */
export class Reels {
  readonly element: HTMLElement;
  private readonly columns: HTMLElement[] = [];
  private current: SlotSymbol[];

  constructor(
    private readonly t: Texts,
    private readonly symbols: readonly SlotSymbol[],
  ) {
    this.current = Array.from({ length: reelCount }, (_, i) => symbols[(i * 2) % symbols.length]!);
    this.element = h('div', { class: 'reels', attrs: { role: 'img', 'aria-live': 'off' } });
    for (let i = 0; i < reelCount; i += 1) {
      const column = h('div', { class: 'reel' });
      this.columns.push(column);
      this.element.append(column);
    }
    this.element.append(h('div', { class: 'payline', attrs: { 'aria-hidden': 'true' } }));
    this.show(this.current, 0);
  }

  private random(): SlotSymbol {
    return this.symbols[Math.floor(Math.random() * this.symbols.length)]!;
  }

  private cell(symbol: SlotSymbol, line: boolean): HTMLElement {
    return h(
      'div',
      { class: line ? 'cell line' : 'cell' },
      symbolArt(symbol, this.t.symbols[symbol]),
    );
  }

  private land(index: number, symbol: SlotSymbol, hit: boolean): void {
    const column = this.columns[index]!;
    const middle = this.cell(symbol, true);
    if (hit) middle.classList.add('hit');
    column.classList.remove('spinning');
    column.replaceChildren(
      this.cell(this.random(), false),
      middle,
      this.cell(this.random(), false),
    );
    column.classList.add('landed');
    setTimeout(() => column.classList.remove('landed'), 300);
  }

  private show(symbols: SlotSymbol[], run: number): void {
    symbols.forEach((symbol, i) => this.land(i, symbol, i < run));
    this.element.setAttribute('aria-label', symbols.map((s) => this.t.symbols[s]).join(', '));
  }

  /** Starts every reel spinning. */
  spin(): void {
    this.element.classList.remove('won');
    for (const column of this.columns) {
      const strip = h('div', { class: 'strip' });
      for (let i = 0; i < 12; i += 1) strip.append(this.cell(this.random(), false));
      column.replaceChildren(strip);
      column.classList.add('spinning');
    }
  }

  /** Stops the reels left to right on `symbols`; the first `run` of them are the win. */
  async stop(
    symbols: SlotSymbol[],
    run: number,
    speed: keyof typeof timing,
    onStop: () => void,
  ): Promise<void> {
    const [first, next] = timing[speed];
    await wait(first);
    for (let i = 0; i < reelCount; i += 1) {
      if (i > 0) await wait(next);
      this.land(i, symbols[i]!, i < run);
      onStop();
    }
    this.current = symbols;
    this.element.setAttribute('aria-label', symbols.map((s) => this.t.symbols[s]).join(', '));
    if (run > 0) this.element.classList.add('won');
  }

  /** Stops at once on the last symbols (a round that failed). */
  halt(): void {
    this.show(this.current, 0);
  }
}
