import { describe, expect, it } from 'vitest';
import { slotAt, slotsBetween } from './schedule.ts';

const minute = { periodSeconds: 60, closeSeconds: 10 };

describe('the period schedule', () => {
  it('numbers periods by the local day and their place in it', () => {
    const at = Date.parse('2026-11-23T10:15:30Z');
    expect(slotAt(minute, 'UTC', at)).toEqual({
      periodNo: '20261123-0616',
      opensAt: Date.parse('2026-11-23T10:15:00Z'),
      closesAt: Date.parse('2026-11-23T10:15:50Z'),
      drawsAt: Date.parse('2026-11-23T10:16:00Z'),
    });
    // Lisbon is UTC in winter; São Paulo three hours behind: 07:15 local is period 436.
    expect(slotAt(minute, 'America/Sao_Paulo', at).periodNo).toBe('20261123-0436');
    expect(slotAt(minute, 'UTC', Date.parse('2026-11-23T00:00:00Z')).periodNo).toBe(
      '20261123-0001',
    );
    expect(slotAt(minute, 'UTC', Date.parse('2026-11-23T23:59:59Z')).periodNo).toBe(
      '20261123-1440',
    );
  });

  it('tiles time: each period starts where the one before is drawn', () => {
    const from = Date.parse('2026-11-23T23:50:00Z');
    const slots = slotsBetween(
      { periodSeconds: 300, closeSeconds: 30 },
      'UTC',
      from,
      from + 20 * 60_000,
    );
    expect(slots.map((s) => s.periodNo)).toEqual([
      '20261123-0287',
      '20261123-0288',
      '20261124-0001',
      '20261124-0002',
      '20261124-0003',
    ]);
    for (let i = 1; i < slots.length; i += 1) expect(slots[i]!.opensAt).toBe(slots[i - 1]!.drawsAt);
    for (const slot of slots) expect(slot.drawsAt - slot.closesAt).toBe(30_000);
  });

  it('keeps going across a clock change: the short day has fewer periods, none overlap', () => {
    // Lisbon moves its clocks forward at 01:00 UTC on 2026-03-29: a 23-hour day.
    const from = Date.parse('2026-03-28T23:00:00Z');
    const to = Date.parse('2026-03-30T00:00:00Z');
    const slots = slotsBetween({ periodSeconds: 900, closeSeconds: 60 }, 'Europe/Lisbon', from, to);
    const ofDay = slots.filter((s) => s.periodNo.startsWith('20260329'));
    expect(ofDay).toHaveLength(23 * 4);
    expect(new Set(slots.map((s) => s.periodNo)).size).toBe(slots.length);
    for (let i = 1; i < slots.length; i += 1) expect(slots[i]!.opensAt).toBe(slots[i - 1]!.drawsAt);
  });
});
