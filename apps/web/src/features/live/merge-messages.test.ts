import type { LiveMessage } from '@portal/contract/live/schemas';
import { describe, expect, it } from 'vitest';
import { lastId, mergeMessages, withoutMessage } from './merge-messages.ts';

const message = (id: string, mine = false): LiveMessage => ({
  id,
  roomId: '1',
  kind: 'text',
  author: 'de***01',
  mine,
  text: `m${id}`,
  gift: null,
  at: '2026-11-25T10:00:00.000Z',
});

describe('mergeMessages', () => {
  it('keeps one entry per id, in id order, across socket events and resumed pages', () => {
    const live = mergeMessages([message('9'), message('10')], [message('12')]);
    // The socket dropped after 12; the resumed page repeats 12 and brings 13 and 11 late.
    const resumed = mergeMessages(live, [message('11'), message('12'), message('13')]);
    expect(resumed.map((m) => m.id)).toEqual(['9', '10', '11', '12', '13']);
    expect(lastId(resumed)).toBe('13');
  });

  it("keeps the viewer's own mark and removes deleted messages", () => {
    const own = mergeMessages([], [message('5', true)]);
    const echoed = mergeMessages(own, [message('5')]);
    expect(echoed[0]!.mine).toBe(true);
    expect(withoutMessage(echoed, '5')).toEqual([]);
    expect(lastId([])).toBeUndefined();
  });
});
