import type { PlayMethod } from '@portal/contract/lottery/play-method';
import { padNumber } from '@portal/contract/lottery/tiers';
import { draftFromSelection } from './selection-state.ts';
import { numberText, optionLabel, paramLabel, positionLabel, setLabel } from './lottery-labels.ts';
import type { LotteryT } from './lottery-texts.ts';

/**
 * A selection as one short line (slip, confirmation, my bets): rows split by "|", sets and
 * bankers named, options by their label. A selection of an unknown play shows as its JSON.
 */
export function selectionText(
  lt: LotteryT,
  method: PlayMethod | undefined,
  selection: unknown,
): string {
  if (method === undefined) return JSON.stringify(selection);
  const { layout, shape } = method;
  // VN and SEA numbers keep their leading zeros ("07", "0427"): the layout gives the width.
  const width = layout.kind === 'combination' ? layout.digits : undefined;
  const write = (n: number, digits = width) =>
    digits === undefined ? numberText(shape, n) : padNumber(n, digits);
  const show = (values: readonly number[]) =>
    values.length === 0 ? '–' : values.map((n) => write(n)).join(' ');
  const draft = draftFromSelection(layout, selection);
  switch (draft.kind) {
    case 'rows':
      return draft.rows.map(show).join(' | ');
    case 'sets': {
      if (layout.kind !== 'sets') return '';
      const one = layout.sets.length === 1;
      return layout.sets
        .map((set) => {
          const values = (draft.sets[set.field] ?? []).map((n) =>
            set.digits === undefined ? String(n) : padNumber(n, set.digits),
          );
          const text = values.length === 0 ? '–' : values.join(' ');
          return one ? text : `${setLabel(lt, set.field)}: ${text}`;
        })
        .join(' · ');
    }
    case 'combination':
      return draft.bankers.length === 0
        ? show(draft.picks)
        : `${setLabel(lt, 'bankers')}: ${show(draft.bankers)} · ${show(draft.picks)}`;
    case 'sideRows':
      return draft.rows
        .map((row) => (row.length === 0 ? '–' : row.map((side) => optionLabel(lt, side)).join('/')))
        .join(' | ');
    case 'option': {
      const option = draft.options.map((o) => optionLabel(lt, o)).join(', ');
      if (layout.kind !== 'option' || layout.param === undefined) return option;
      const place = draft.params[0];
      if (place === undefined) return option;
      const where =
        layout.param.field === 'ball' || layout.param.field === 'place'
          ? positionLabel(lt, shape, place - 1)
          : `${paramLabel(lt, layout.param.field)} ${place}`;
      return `${where}: ${option}`;
    }
  }
}
