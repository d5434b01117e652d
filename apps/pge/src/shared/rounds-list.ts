import { h } from './dom.ts';
import type { Frame } from './frame.ts';

/** The last rounds of this page, newest first. */
export function roundsList(frame: Frame, limit = 12) {
  const list = h('ol', { class: 'rounds', attrs: { 'aria-label': frame.t.lastRounds } });
  const empty = h('p', { class: 'fine', text: frame.t.noRounds });
  const element = h(
    'section',
    { class: 'panel' },
    h('h2', { text: frame.t.lastRounds }),
    empty,
    list,
  );
  return {
    element,
    add(what: Node | string, amount: string, win: boolean) {
      empty.remove();
      list.prepend(
        h(
          'li',
          { class: win ? 'won' : 'lost' },
          h('span', { class: 'what' }, what),
          h('span', { class: 'amount', text: amount }),
        ),
      );
      while (list.children.length > limit) list.lastElementChild?.remove();
    },
  };
}
