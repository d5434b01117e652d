import '../shared/game.css';
import './slot.css';
import type { RoundFair } from '../shared/api.ts';
import { readBoot, type SlotBoot } from '../shared/boot-data.ts';
import { h, reducedMotion, wait } from '../shared/dom.ts';
import { fairPanel } from '../shared/fair-panel.ts';
import { boot, withAmount, type Frame } from '../shared/frame.ts';
import { roundsList } from '../shared/rounds-list.ts';
import { stakeSelector } from '../shared/stake.ts';
import { fill } from '../shared/texts.ts';
import { autoplayControl } from '../shared/autoplay.ts';
import { slotSymbols, symbolArt, symbolDefs, type SlotSymbol } from './art.ts';
import { Reels } from './reels.ts';

interface SlotRound {
  reels: SlotSymbol[];
  run: number;
  pay: number;
  payout: string;
  balance?: string;
  fair: RoundFair;
}

const data = readBoot();

function paytable(frame: Frame, slot: SlotBoot): Node {
  const { t } = frame;
  const pct = `${frame.number(slot.rtp * 100, 2)}%`;
  return h(
    'div',
    {},
    h('p', { text: fill(t.slotRules, { rtp: pct }) }),
    h(
      'table',
      { class: 'paytable' },
      h(
        'thead',
        {},
        h(
          'tr',
          {},
          h('th', { text: t.symbol }),
          ...[3, 4, 5].map((n) => h('th', { text: fill(t.of, { n }) })),
        ),
      ),
      h(
        'tbody',
        {},
        ...[...slotSymbols]
          .reverse()
          .map((symbol) =>
            h(
              'tr',
              {},
              h(
                'td',
                { class: 'pay-symbol' },
                symbolArt(symbol, t.symbols[symbol]),
                h('span', { text: t.symbols[symbol] }),
              ),
              ...(slot.paytable[symbol] ?? []).map((pay) =>
                h('td', { text: `${frame.number(pay, 0)}×` }),
              ),
            ),
          ),
      ),
    ),
  );
}

async function start(frame: Frame): Promise<void> {
  const { t } = frame;
  const slot = data.slot!;
  frame.setRules(() => paytable(frame, slot));
  const reels = new Reels(t, slotSymbols);
  const banner = h('p', { class: 'win-banner', attrs: { 'aria-hidden': 'true' } });
  frame.stage.append(symbolDefs(), h('div', { class: 'slot-machine' }, reels.element, banner));
  const stake = stakeSelector(frame);
  const spin = h('button', {
    class: 'primary spin',
    text: t.spin,
    attrs: { type: 'button', 'aria-keyshortcuts': 'Space' },
  });
  const turbo = h('input', { attrs: { type: 'checkbox', id: 'turbo' } });
  const history = roundsList(frame);
  const fair = fairPanel(frame, 'PGE_SLOT');
  let busy = false;

  async function play(): Promise<SlotRound | null> {
    const amount = stake.read();
    if (amount === null || busy) return null;
    busy = true;
    spin.disabled = true;
    stake.disable(true);
    banner.textContent = '';
    banner.className = 'win-banner';
    const fast = turbo.checked || reducedMotion();
    reels.spin();
    frame.sound.tick();
    try {
      const round = await frame.api.post<SlotRound>('round', { stake: amount });
      await reels.stop(round.reels, round.run, fast ? 'turbo' : 'normal', () => frame.sound.tick());
      const won = round.pay > 0;
      if (won) {
        const big = round.pay >= 20;
        banner.textContent = withAmount(frame, big ? t.bigWin : t.win, round.payout);
        banner.className = `win-banner show${big ? ' big' : ''}`;
        frame.say(
          `${fill(t.line, { n: round.run, symbol: t.symbols[round.reels[0]!] })}. ${withAmount(frame, t.win, round.payout)}`,
          'win',
        );
        frame.sound.win();
      } else {
        frame.say(t.noWin);
        frame.sound.lose();
      }
      frame.setBalance(round.balance);
      history.add(
        h(
          'span',
          { class: 'mini-reels' },
          ...round.reels.map((symbol) => symbolArt(symbol, t.symbols[symbol])),
        ),
        won ? `+${frame.money(round.payout)}` : `-${frame.money(amount)}`,
        won,
      );
      fair.played(round.fair, {});
      return round;
    } catch (err) {
      reels.halt();
      frame.fail(err);
      return null;
    } finally {
      busy = false;
      spin.disabled = false;
      stake.disable(false);
    }
  }

  const auto = autoplayControl(frame, async () => {
    const round = await play();
    if (round === null) return 'stop';
    await wait(turbo.checked ? 150 : 600);
    return round.pay > 0 ? 'win' : 'loss';
  });
  spin.addEventListener('click', () => void play());
  frame.onSpace(() => {
    if (auto.running()) auto.stop();
    else void play();
  });
  frame.controls.append(
    stake.element,
    h(
      'div',
      { class: 'actions' },
      spin,
      h('label', { class: 'toggle' }, turbo, h('span', { text: t.turbo })),
    ),
    auto.element,
    h('p', { class: 'fine', text: fill(t.keyboardHint, { action: t.spin }) }),
  );
  frame.side.append(history.element, fair.element);
}

void boot((t) => data.title || t.slotTitle, start);
