import '../shared/game.css';
import './dice.css';
import type { RoundFair } from '../shared/api.ts';
import { autoplayControl } from '../shared/autoplay.ts';
import { readBoot } from '../shared/boot-data.ts';
import { h, reducedMotion, wait } from '../shared/dom.ts';
import { fairPanel } from '../shared/fair-panel.ts';
import { boot, withAmount, type Frame } from '../shared/frame.ts';
import { roundsList } from '../shared/rounds-list.ts';
import { stakeSelector } from '../shared/stake.ts';
import { fill } from '../shared/texts.ts';
import { diceOdds } from './odds.ts';

interface DiceRound {
  roll: number;
  target: number;
  over: boolean;
  win: boolean;
  payout: string;
  balance?: string;
  fair: RoundFair;
}

const data = readBoot();

async function start(frame: Frame): Promise<void> {
  const { t } = frame;
  const limits = data.dice ?? { min: 2, max: 98, rtp: 0.99 };
  frame.setRules(() => h('p', { text: t.diceRules }));
  let target = 50;
  let over = false;

  // The stage: the rolled number over a 0–100 track with the winning zone drawn on it.
  const rolled = h('p', {
    class: 'roll-value',
    text: frame.number(50, 2),
    attrs: { 'aria-hidden': 'true' },
  });
  const zone = h('div', { class: 'zone' });
  const marker = h('div', { class: 'marker', attrs: { 'aria-hidden': 'true' } });
  const strip = h('ol', { class: 'strip chips', attrs: { 'aria-label': t.lastRolls } });
  frame.stage.append(
    h(
      'div',
      { class: 'dice-board' },
      rolled,
      h('div', { class: 'track' }, zone, marker),
      h(
        'div',
        { class: 'scale', attrs: { 'aria-hidden': 'true' } },
        ...[0, 25, 50, 75, 100].map((n) => h('span', { text: String(n) })),
      ),
    ),
    strip,
  );

  // The controls: target slider, side, the live odds, stake, roll and auto-bet.
  const slider = h('input', {
    attrs: {
      type: 'range',
      id: 'target',
      min: limits.min,
      max: limits.max,
      step: 1,
      value: target,
    },
  });
  const targetOut = h('output', { attrs: { for: 'target' } });
  const chanceOut = h('strong', { attrs: { 'data-field': 'chance' } });
  const multiplierOut = h('strong', { attrs: { 'data-field': 'multiplier' } });
  const payoutOut = h('strong', { attrs: { 'data-field': 'payout' } });
  const stake = stakeSelector(frame);
  const sideButtons = (['under', 'over'] as const).map((side) => {
    const b = h('button', {
      class: 'side-choice',
      text: side === 'under' ? t.under : t.over,
      attrs: { type: 'button', 'aria-pressed': String(side === 'over' ? over : !over) },
    });
    b.addEventListener('click', () => {
      over = side === 'over';
      refresh();
    });
    return b;
  });
  function refresh() {
    const odds = diceOdds(target, over);
    targetOut.textContent = frame.number(target, 0);
    slider.setAttribute('aria-valuetext', `${over ? t.over : t.under} ${target}`);
    chanceOut.textContent = `${frame.number(odds.chance, 0)}%`;
    multiplierOut.textContent = `${frame.number(odds.multiplier, 4)}×`;
    const amount = stake.read();
    payoutOut.textContent = amount === null ? '—' : frame.money(odds.payoutOf(amount));
    sideButtons[0]!.setAttribute('aria-pressed', String(!over));
    sideButtons[1]!.setAttribute('aria-pressed', String(over));
    // The winning zone: under the target, or from the target up.
    zone.style.left = over ? `${target}%` : '0%';
    zone.style.width = over ? `${100 - target}%` : `${target}%`;
  }
  slider.addEventListener('input', () => {
    target = Number(slider.value);
    refresh();
  });
  stake.element.addEventListener('click', refresh);
  stake.element.addEventListener('change', refresh);

  const roll = h('button', {
    class: 'primary',
    text: t.roll,
    attrs: { type: 'button', 'aria-keyshortcuts': 'Space' },
  });
  const history = roundsList(frame);
  const fair = fairPanel(frame, 'PGE_DICE');
  let busy = false;

  async function play(): Promise<DiceRound | null> {
    const amount = stake.read();
    if (amount === null || busy) return null;
    busy = true;
    roll.disabled = true;
    rolled.className = 'roll-value rolling';
    const tumble = reducedMotion()
      ? null
      : setInterval(() => {
          rolled.textContent = frame.number(Math.floor(Math.random() * 10_000) / 100, 2);
        }, 50);
    try {
      const [round] = await Promise.all([
        frame.api.post<DiceRound>('round', { stake: amount, choice: target, over }),
        wait(reducedMotion() ? 0 : 450),
      ]);
      if (tumble) clearInterval(tumble);
      rolled.textContent = frame.number(round.roll, 2);
      rolled.className = `roll-value ${round.win ? 'won' : 'lost'}`;
      marker.style.left = `${round.roll}%`;
      marker.className = `marker ${round.win ? 'won' : 'lost'}`;
      const what = fill(t.rolled, { roll: frame.number(round.roll, 2) });
      frame.say(
        round.win ? `${what}. ${withAmount(frame, t.win, round.payout)}` : `${what}. ${t.noWin}`,
        round.win ? 'win' : 'info',
      );
      if (round.win) frame.sound.win();
      else frame.sound.lose();
      frame.setBalance(round.balance);
      strip.prepend(
        h('li', { class: round.win ? 'won' : 'lost', text: frame.number(round.roll, 2) }),
      );
      while (strip.children.length > 14) strip.lastElementChild?.remove();
      history.add(
        `${what} · ${round.over ? t.over : t.under} ${round.target}`,
        round.win ? `+${frame.money(round.payout)}` : `-${frame.money(amount)}`,
        round.win,
      );
      fair.played(round.fair, { choice: String(round.target), over: String(round.over) });
      return round;
    } catch (err) {
      frame.fail(err);
      rolled.className = 'roll-value';
      return null;
    } finally {
      if (tumble) clearInterval(tumble);
      busy = false;
      roll.disabled = false;
    }
  }

  const auto = autoplayControl(frame, async () => {
    const round = await play();
    if (round === null) return 'stop';
    await wait(300);
    return round.win ? 'win' : 'loss';
  });
  roll.addEventListener('click', () => void play());
  frame.onSpace(() => {
    if (auto.running()) auto.stop();
    else void play();
  });
  frame.controls.append(
    h(
      'div',
      { class: 'dice-setup' },
      h(
        'div',
        { class: 'target' },
        h('label', { attrs: { for: 'target' } }, `${t.target}: `, targetOut),
        slider,
      ),
      h(
        'div',
        { class: 'sides', attrs: { role: 'group', 'aria-label': t.side } },
        h('span', { text: t.side }),
        ...sideButtons,
      ),
      h(
        'dl',
        { class: 'odds' },
        h('div', {}, h('dt', { text: t.chance }), h('dd', {}, chanceOut)),
        h('div', {}, h('dt', { text: t.multiplier }), h('dd', {}, multiplierOut)),
        h('div', {}, h('dt', { text: t.payoutOnWin }), h('dd', {}, payoutOut)),
      ),
    ),
    stake.element,
    h('div', { class: 'actions' }, roll),
    auto.element,
    h('p', { class: 'fine', text: fill(t.keyboardHint, { action: t.roll }) }),
  );
  frame.side.append(history.element, fair.element);
  refresh();
}

void boot((t) => data.title || t.diceTitle, start);
