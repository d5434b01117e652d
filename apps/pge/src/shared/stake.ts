import { h } from './dom.ts';
import type { Frame } from './frame.ts';

/** The stake ladder the +/- buttons walk, in the currency's major units. */
export const stakeSteps = [0.1, 0.2, 0.5, 1, 2, 5, 10, 20, 50, 100, 200, 500, 1000] as const;
const presets = [1, 5, 10, 50] as const;

/** The next step up (+1) or down (−1) from a stake that may sit between steps. */
export function stepStake(value: number, direction: 1 | -1): number {
  if (direction === 1) return stakeSteps.find((step) => step > value + 1e-9) ?? stakeSteps.at(-1)!;
  return [...stakeSteps].reverse().find((step) => step < value - 1e-9) ?? stakeSteps[0];
}

/** A stake the server takes: two decimals, above zero and at most the table limit. */
export function stakeText(value: number): string | null {
  if (!Number.isFinite(value) || value <= 0 || value > 1000) return null;
  return value.toFixed(2);
}

/** Reads a typed stake in either decimal mark (`2,50` or `2.50`). */
export function readStake(text: string): number {
  const clean = text.trim().replace(/\s/gu, '').replace(',', '.');
  return /^\d{1,4}(?:\.\d{1,2})?$/u.test(clean) ? Number(clean) : Number.NaN;
}

/** The stake selector: −, the amount, +, and quick stakes. */
export function stakeSelector(frame: Frame, initial = 1) {
  const { t } = frame;
  let value = initial;
  const input = h('input', {
    class: 'stake-input',
    attrs: {
      id: 'stake',
      inputmode: 'decimal',
      autocomplete: 'off',
      'aria-describedby': 'stake-hint',
    },
  });
  const show = () => {
    input.value = frame.number(value, 2);
    input.removeAttribute('aria-invalid');
  };
  const set = (next: number) => {
    value = Math.min(1000, Math.max(0.1, Math.round(next * 100) / 100));
    show();
    frame.sound.tick();
  };
  input.addEventListener('change', () => {
    const typed = readStake(input.value);
    if (Number.isNaN(typed) || stakeText(typed) === null) {
      input.setAttribute('aria-invalid', 'true');
      return;
    }
    value = typed;
    show();
  });
  const down = h('button', {
    class: 'step',
    text: '−',
    attrs: { type: 'button', 'aria-label': t.stakeDown },
  });
  const up = h('button', {
    class: 'step',
    text: '+',
    attrs: { type: 'button', 'aria-label': t.stakeUp },
  });
  down.addEventListener('click', () => set(stepStake(value, -1)));
  up.addEventListener('click', () => set(stepStake(value, 1)));
  const quick = h(
    'div',
    { class: 'presets', attrs: { role: 'group', 'aria-label': t.presets } },
    ...presets.map((amount) => {
      const b = h('button', {
        class: 'preset',
        text: frame.number(amount, 0),
        attrs: { type: 'button' },
      });
      b.addEventListener('click', () => set(amount));
      return b;
    }),
  );
  show();
  const element = h(
    'div',
    { class: 'stake' },
    h('label', { text: `${t.stake} (${frame.state.currency})`, attrs: { for: 'stake' } }),
    h('div', { class: 'stake-row' }, down, input, up),
    quick,
  );
  return {
    element,
    /** The stake as the server takes it, or null (marked invalid) when the typed one is not. */
    read(): string | null {
      const typed = readStake(input.value);
      const text = stakeText(Number.isNaN(typed) ? value : typed);
      if (text === null) input.setAttribute('aria-invalid', 'true');
      return text;
    },
    disable(disabled: boolean) {
      for (const el of [input, down, up, ...quick.querySelectorAll('button')])
        (el as HTMLInputElement | HTMLButtonElement).disabled = disabled;
    },
  };
}
