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

describe('a weekly rota', () => {
  // Ho Chi Minh City's station: Monday and Saturday at 16:15 Vietnam time (UTC+7).
  const hcm = {
    periodSeconds: 86_400,
    closeSeconds: 900,
    drawSchedule: {
      timeZone: 'Asia/Ho_Chi_Minh',
      drawTime: '16:15',
      days: [1, 6],
      monthDays: [],
    },
  };

  it('runs one period per draw, from the previous draw, numbered by the local draw day', () => {
    // Wednesday 2026-11-25 10:00 UTC: the next draw is Saturday the 28th, 09:15 UTC.
    const slot = slotAt(hcm, 'America/Sao_Paulo', Date.parse('2026-11-25T10:00:00Z'));
    expect(slot).toEqual({
      periodNo: '20261128-0001',
      opensAt: Date.parse('2026-11-23T09:15:00Z'),
      closesAt: Date.parse('2026-11-28T09:00:00Z'),
      drawsAt: Date.parse('2026-11-28T09:15:00Z'),
    });
    // At the draw instant the next period (Monday's) runs; a period never has two draws.
    expect(slotAt(hcm, 'UTC', Date.parse('2026-11-28T09:15:00Z')).periodNo).toBe('20261130-0001');
    expect(slotAt(hcm, 'UTC', Date.parse('2026-11-28T09:14:59Z')).periodNo).toBe('20261128-0001');
  });

  it('tiles time across weeks and local midnights', () => {
    const slots = slotsBetween(
      hcm,
      'UTC',
      Date.parse('2026-11-28T20:00:00Z'), // already Sunday the 29th in Vietnam
      Date.parse('2026-12-08T00:00:00Z'),
    );
    expect(slots.map((s) => s.periodNo)).toEqual([
      '20261130-0001',
      '20261205-0001',
      '20261207-0001',
      '20261212-0001',
    ]);
    for (let i = 1; i < slots.length; i += 1) expect(slots[i]!.opensAt).toBe(slots[i - 1]!.drawsAt);
  });
});

describe('days of the month', () => {
  it('draws on the 1st and 16th at 15:30 Bangkok time', () => {
    const thai = {
      periodSeconds: 86_400,
      closeSeconds: 1_800,
      drawSchedule: { timeZone: 'Asia/Bangkok', drawTime: '15:30', days: [], monthDays: [1, 16] },
    };
    const slots = slotsBetween(
      thai,
      'UTC',
      Date.parse('2026-11-20T00:00:00Z'),
      Date.parse('2027-01-02T00:00:00Z'),
    );
    expect(slots.map((s) => s.periodNo)).toEqual([
      '20261201-0001',
      '20261216-0001',
      '20270101-0001',
      '20270116-0001',
    ]);
    expect(slots[0]).toMatchObject({
      opensAt: Date.parse('2026-11-16T08:30:00Z'),
      closesAt: Date.parse('2026-12-01T08:00:00Z'),
      drawsAt: Date.parse('2026-12-01T08:30:00Z'),
    });
  });
});
