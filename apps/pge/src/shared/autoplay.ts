import { h } from './dom.ts';
import type { Frame } from './frame.ts';
import { fill } from './texts.ts';

/** What one automatic round ended as; `stop` ends the run (an error, a closed session). */
export type AutoOutcome = 'win' | 'loss' | 'stop';

const roundChoices = [10, 25, 50, 100] as const;

/**
 * Autoplay: a number of rounds, optionally stopping at the first win, stopped at any time by
 * the same button (or the space key). Each round is the game's own play, one after the other.
 */
export function autoplayControl(frame: Frame, playOne: () => Promise<AutoOutcome>) {
  const { t } = frame;
  let left = 0;
  const count = h(
    'select',
    { attrs: { id: 'auto-rounds' } },
    ...roundChoices.map((n) => h('option', { text: String(n), attrs: { value: n } })),
  );
  const stopOnWin = h('input', { attrs: { type: 'checkbox', id: 'auto-stop-win' } });
  const button = h('button', { class: 'secondary', text: t.auto, attrs: { type: 'button' } });
  const label = () => {
    button.textContent = left > 0 ? `${t.stop} · ${fill(t.autoRunning, { n: left })}` : t.auto;
    button.setAttribute('aria-pressed', String(left > 0));
  };
  async function run() {
    left = Number(count.value);
    label();
    while (left > 0) {
      const outcome = await playOne();
      if (left === 0) break;
      left -= 1;
      label();
      if (outcome === 'stop' || (outcome === 'win' && stopOnWin.checked)) break;
    }
    left = 0;
    label();
  }
  button.addEventListener('click', () => {
    if (left > 0) {
      left = 0;
      label();
    } else void run();
  });
  const element = h(
    'fieldset',
    { class: 'autoplay' },
    h('legend', { text: t.auto }),
    h('label', { text: t.autoRounds, attrs: { for: 'auto-rounds' } }),
    count,
    h('label', { class: 'toggle' }, stopOnWin, h('span', { text: t.autoStopOnWin })),
    button,
  );
  return {
    element,
    running: () => left > 0,
    stop() {
      left = 0;
      label();
    },
  };
}
