import { showMoney } from '@portal/contract/money';
import { gameApi, GameError, launchOf, type GameApi, type GameState, type Launch } from './api.ts';
import { h, s } from './dom.ts';
import { Sound } from './sound.ts';
import { fill, localeOf, textsOf, type Texts } from './texts.ts';

/**
 * The frame every game screen sits in: the title bar with the balance, sound and rules, the
 * stage and controls of the game, the side column (last rounds, fair play), a status line read
 * by screen readers, and the space key bound to the game's main action.
 */
export interface Frame {
  launch: Launch;
  t: Texts;
  api: GameApi;
  sound: Sound;
  state: GameState;
  stage: HTMLElement;
  controls: HTMLElement;
  side: HTMLElement;
  /** Amount text in the brand's currency and the page's language. */
  money(value: string): string;
  /** Number with the language's decimal mark. */
  number(value: number, decimals: number): string;
  setBalance(value: string | null | undefined): void;
  /** Announces a result or an error (errors stay until the next announcement). */
  say(text: string, kind?: 'info' | 'win' | 'error'): void;
  /** Shows an error of a call in the page's language; a dead play token asks for a relaunch. */
  fail(err: unknown): void;
  /** The main action the space key runs (spin, roll, bet or cash out). */
  onSpace(action: () => void): void;
  /** Opens the rules dialog with this content. */
  setRules(content: () => Node): void;
}

/** Boots a game page: reads the launch, loads the state, then hands the frame to the game. */
export async function boot(
  titleOf: (t: Texts) => string,
  start: (frame: Frame) => void | Promise<void>,
): Promise<void> {
  const root = document.getElementById('game');
  if (!root) return;
  const launch = launchOf(location);
  const t = textsOf(launch.lang);
  const api = gameApi(launch);
  const loading = h('p', { class: 'loading', attrs: { role: 'status' } }, t.loading);
  root.replaceChildren(loading);
  let state: GameState;
  try {
    state = await api.get<GameState>('state');
  } catch (err) {
    const text =
      err instanceof GameError && err.code === 'play_token_invalid'
        ? t.relaunch
        : String((err as Error).message);
    root.replaceChildren(h('p', { class: 'fatal', attrs: { role: 'alert' } }, text));
    return;
  }
  const frame = buildFrame(root, launch, t, api, state, titleOf(t));
  await start(frame);
  // Another tab or the portal may move the balance: keep the frame's figure current.
  if (!state.freePlay)
    setInterval(() => {
      api
        .get<GameState>('state')
        .then((s) => frame.setBalance(s.balance))
        .catch(() => undefined);
    }, 15_000);
}

function buildFrame(
  root: HTMLElement,
  launch: Launch,
  t: Texts,
  api: GameApi,
  state: GameState,
  title: string,
): Frame {
  const locale = localeOf(launch.lang);
  const sound = new Sound();
  const money = (value: string) => showMoney(value, state.currency, locale);
  const number = (value: number, decimals: number) =>
    value.toLocaleString(locale, {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
  const balance = h('strong', { class: 'balance-value', attrs: { 'aria-live': 'polite' } });
  const status = h('p', { class: 'status', attrs: { role: 'status', 'aria-live': 'polite' } });
  const soundButton = h('button', {
    class: 'icon-button',
    attrs: { type: 'button', 'aria-pressed': 'false', 'aria-label': t.soundOff, title: t.soundOff },
  });
  soundButton.append(speaker(false));
  soundButton.addEventListener('click', () => {
    const on = sound.toggle();
    soundButton.replaceChildren(speaker(on));
    soundButton.setAttribute('aria-pressed', String(on));
    soundButton.setAttribute('aria-label', on ? t.soundOn : t.soundOff);
    soundButton.title = on ? t.soundOn : t.soundOff;
  });
  let rules: () => Node = () => h('p');
  const dialog = h('dialog', { class: 'rules', attrs: { 'aria-labelledby': 'rules-title' } });
  const rulesButton = h('button', {
    class: 'icon-button',
    text: '?',
    attrs: { type: 'button', 'aria-label': t.rules, title: t.rules, 'aria-haspopup': 'dialog' },
  });
  rulesButton.addEventListener('click', () => {
    const close = h('button', { class: 'secondary', text: t.close, attrs: { type: 'button' } });
    close.addEventListener('click', () => dialog.close());
    dialog.replaceChildren(
      h('h2', { text: t.rules, attrs: { id: 'rules-title' } }),
      rules(),
      h('p', { class: 'dialog-actions' }, close),
    );
    dialog.showModal();
    close.focus();
  });
  const stage = h('section', { class: 'stage' });
  const controls = h('section', { class: 'controls' });
  const side = h('aside', { class: 'side' });
  root.replaceChildren(
    h(
      'header',
      { class: 'bar' },
      h('h1', { text: title }),
      h(
        'p',
        { class: 'balance' },
        h('span', { text: state.freePlay ? t.freePlay : t.balance }),
        state.freePlay ? null : balance,
      ),
      h('div', { class: 'bar-actions' }, soundButton, rulesButton),
    ),
    ...(state.freePlay ? [h('p', { class: 'note', text: t.freePlayNote })] : []),
    h('div', { class: 'table' }, h('div', { class: 'play' }, stage, controls, status), side),
    dialog,
  );
  let space: (() => void) | null = null;
  document.addEventListener('keydown', (event) => {
    if (event.code !== 'Space' || !space || dialog.open) return;
    const target = event.target as HTMLElement | null;
    // Space on a focused control is that control's own key.
    if (target && target.closest('button, input, select, textarea, a, summary')) return;
    event.preventDefault();
    space();
  });
  const frame: Frame = {
    launch,
    t,
    api,
    sound,
    state,
    stage,
    controls,
    side,
    money,
    number,
    setBalance(value) {
      if (value === null || value === undefined) return;
      state.balance = value;
      balance.textContent = money(value);
    },
    say(text, kind = 'info') {
      status.textContent = text;
      status.dataset.kind = kind;
      status.setAttribute('role', kind === 'error' ? 'alert' : 'status');
    },
    fail(err) {
      if (err instanceof GameError && err.code === 'play_token_invalid')
        frame.say(t.relaunch, 'error');
      else if (err instanceof GameError) frame.say(err.message, 'error');
      else frame.say(t.networkError, 'error');
    },
    onSpace(action) {
      space = action;
    },
    setRules(content) {
      rules = content;
    },
  };
  frame.setBalance(state.balance);
  return frame;
}

/** A speaker, with sound waves when on and a cross when muted. */
function speaker(on: boolean): SVGElement {
  return s(
    'svg',
    {
      viewBox: '0 0 24 24',
      width: 20,
      height: 20,
      'aria-hidden': 'true',
      fill: 'none',
      stroke: 'currentColor',
      'stroke-width': 2,
      'stroke-linecap': 'round',
    },
    s('path', { d: 'M4 9h4l5-4v14l-5-4H4z', fill: 'currentColor' }),
    on
      ? s('path', { d: 'M16 9a4 4 0 0 1 0 6M18.5 6.5a8 8 0 0 1 0 11' })
      : s('path', { d: 'M16 9l5 6M21 9l-5 6' }),
  );
}

/** `{amount}` texts with the amount in the page's money format. */
export const withAmount = (frame: Frame, text: string, amount: string) =>
  fill(text, { amount: frame.money(amount) });
