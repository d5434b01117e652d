import { historiesEndpoints } from '@portal/contract/histories';
import { withdrawalsEndpoints } from '@portal/contract/withdrawals';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, expectOk } from '../../testing/expect-ok.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { seamlessCall } from '../seamless/seamless-wallet.ts';
import {
  callAs,
  fundedMember,
  readyToWithdraw,
  testWithdrawPassword as pw,
} from '../../testing/wallet-kit.ts';
import { localDay } from './day-range.ts';

/** A calendar day of the demo merchant (São Paulo) relative to today. */
const day = (offset: number) =>
  localDay('America/Sao_Paulo', new Date(Date.now() + offset * 86_400_000));

describe('transaction, bet and profit histories', () => {
  let t: TestApp;
  let member: { id: string; token: string };
  let other: { id: string; token: string };

  beforeAll(async () => {
    t = await createTestApp();
    member = await fundedMember(t, 'hist01', '500.00');
    other = await fundedMember(t, 'hist02', '100.00');
    const merchant = (await t.app.platform.directory.byCode('demo'))!;
    const games = await t.db.query<{ vendor_code: string; game_code: string }>(
      `select distinct on (vendor_code) vendor_code, game_code from game
       where vendor_code in ('PGE', 'AG') and game_type in ('RNG', 'LIVE')
       order by vendor_code, game_type desc, id`,
    );
    const pge = games.find((g) => g.vendor_code === 'PGE')!;
    const ag = games.find((g) => g.vendor_code === 'AG')!;
    const play = async (n: number, game: typeof pge, stake: bigint, win: bigint) => {
      const base = { vendor: game.vendor_code, merchant, memberId: member.id, roundId: `r${n}` };
      await seamlessCall(t.app.platform, {
        ...base,
        kind: 'bet',
        txnId: `b${n}`,
        amount: stake,
        gameCode: game.game_code,
      });
      await seamlessCall(t.app.platform, { ...base, kind: 'win', txnId: `w${n}`, amount: win });
    };
    await play(1, pge, 1000n, 2500n); // +15.00
    await play(2, pge, 2000n, 0n); // -20.00
    await play(3, ag, 5000n, 1000n); // -40.00
    // The third round was yesterday.
    await t.db.query(`update bet set created_at = now() - interval '1 day' where round_id = 'r3'`);
    const accountId = await readyToWithdraw(t, member.token);
    expectOk(
      await callAs(t, withdrawalsEndpoints.withdraw, member.token, {
        accountId,
        amount: '100.00',
        withdrawPassword: pw,
      }),
      withdrawalsEndpoints.withdraw,
    );
  });
  afterAll(async () => {
    await t.close();
  });

  const range = { startDate: day(-6), endDate: day(0) };

  it('lists every main-wallet movement newest first, with the balance after each', async () => {
    const page = expectOk(
      await callAs(t, historiesEndpoints.transactions, member.token, range),
      historiesEndpoints.transactions,
    );
    expect(page).toMatchObject({ total: 7, totalPages: 1, pageNum: 1 });
    expect(page.list.map((r) => [r.type, r.amount, r.balanceAfter])).toEqual([
      ['withdrawal', '-100.00', '355.00'],
      ['win', '10.00', '455.00'],
      ['bet', '-50.00', '445.00'],
      ['bet', '-20.00', '495.00'],
      ['win', '25.00', '515.00'],
      ['bet', '-10.00', '490.00'],
      ['adjustment', '500.00', '500.00'],
    ]);
    // A reference support can read, never the ledger's internal key.
    expect(page.list[0]!.reference).toBe(`WDR-${page.list[0]!.txnId}`);
    const bets = expectOk(
      await callAs(t, historiesEndpoints.transactions, member.token, {
        ...range,
        type: 'bet',
        pageSize: '2',
        pageNo: '2',
      }),
      historiesEndpoints.transactions,
    );
    expect(bets).toMatchObject({ total: 3, totalPages: 2, pageNum: 2 });
    expect(bets.list.map((r) => [r.amount, r.balanceAfter])).toEqual([['-10.00', '490.00']]);
    const beyond = expectOk(
      await callAs(t, historiesEndpoints.transactions, member.token, { ...range, pageNo: '5' }),
      historiesEndpoints.transactions,
    );
    expect(beyond).toMatchObject({ list: [], total: 7 });
    const past = expectOk(
      await callAs(t, historiesEndpoints.transactions, member.token, {
        startDate: day(-40),
        endDate: day(-10),
      }),
      historiesEndpoints.transactions,
    );
    expect(past).toMatchObject({ list: [], total: 0 });
    // Another member sees only their own money.
    const theirs = expectOk(
      await callAs(t, historiesEndpoints.transactions, other.token, range),
      historiesEndpoints.transactions,
    );
    expect(theirs.list.map((r) => r.amount)).toEqual(['100.00']);
  });

  it('refuses bad periods: reversed, over 90 days, days that do not exist', async () => {
    for (const endpoint of [
      historiesEndpoints.transactions,
      historiesEndpoints.bets,
      historiesEndpoints.profit,
    ]) {
      expectError(
        await callAs(t, endpoint, member.token, { startDate: day(0), endDate: day(-1) }),
        400,
        'date_range_invalid',
      );
      expectError(
        await callAs(t, endpoint, member.token, { startDate: day(-91), endDate: day(0) }),
        400,
        'date_range_invalid',
      );
      expectError(
        await callAs(t, endpoint, member.token, { startDate: '2026-02-30', endDate: '2026-03-02' }),
        400,
        'date_range_invalid',
      );
      expectError(
        await callAs(t, endpoint, member.token, { startDate: '2026/01/01', endDate: day(0) }),
        400,
        'invalid_input',
      );
    }
    expectOk(
      await callAs(t, historiesEndpoints.transactions, member.token, {
        startDate: day(-90),
        endDate: day(0),
      }),
      historiesEndpoints.transactions,
    );
  });

  it('lists bets with filters and totals', async () => {
    const all = expectOk(
      await callAs(t, historiesEndpoints.bets, member.token, range),
      historiesEndpoints.bets,
    );
    expect(all.total).toBe(3);
    expect(all.totals).toEqual({ stake: '80.00', payout: '35.00', profit: '-45.00' });
    expect(all.list[0]).toMatchObject({
      vendor: 'AG',
      stake: '50.00',
      payout: '10.00',
      profit: '-40.00',
      status: 'settled',
    });
    expect(all.list[0]!.gameName.length).toBeGreaterThan(0);
    const pge = expectOk(
      await callAs(t, historiesEndpoints.bets, member.token, { ...range, vassalage: 'PGE' }),
      historiesEndpoints.bets,
    );
    expect(pge.totals).toEqual({ stake: '30.00', payout: '25.00', profit: '-5.00' });
    const type = pge.list[0]!.gameType;
    const byType = expectOk(
      await callAs(t, historiesEndpoints.bets, member.token, { ...range, gameType: type }),
      historiesEndpoints.bets,
    );
    expect(byType.list.every((b) => b.gameType === type)).toBe(true);
    const today = expectOk(
      await callAs(t, historiesEndpoints.bets, member.token, {
        startDate: day(0),
        endDate: day(0),
      }),
      historiesEndpoints.bets,
    );
    expect(today.total).toBe(2);
    const theirs = expectOk(
      await callAs(t, historiesEndpoints.bets, other.token, range),
      historiesEndpoints.bets,
    );
    expect(theirs).toMatchObject({ list: [], total: 0, totals: { stake: '0.00' } });
  });

  it('sums profit per product and per day, zero days included', async () => {
    const profit = expectOk(
      await callAs(t, historiesEndpoints.profit, member.token, range),
      historiesEndpoints.profit,
    );
    expect(profit.totals).toEqual({ stake: '80.00', payout: '35.00', profit: '-45.00' });
    expect(profit.byProduct.reduce((n, p) => n + Number(p.profit), 0)).toBe(-45);
    expect(profit.byDay).toHaveLength(7);
    expect(profit.byDay.map((d) => d.date)).toEqual([-6, -5, -4, -3, -2, -1, 0].map(day));
    expect(profit.byDay.slice(-2).map((d) => d.profit)).toEqual(['-40.00', '-5.00']);
    expect(profit.byDay.slice(0, 5).every((d) => d.profit === '0.00')).toBe(true);
  });

  it('counts a bet on the merchant’s calendar day, not on UTC’s', async () => {
    // 23:30 in São Paulo is 02:30 UTC of the next day.
    const evening = `${day(-2)}T23:30:00-03:00`;
    await t.db.query(
      `insert into bet (merchant_id, member_id, vendor_code, round_id, currency, stake, payout,
         status, created_at, settled_at)
       select merchant_id, id, 'AG', 'late-evening', 'BRL', 700, 0, 'settled', $2, $2
       from member where id = $1`,
      [other.id, evening],
    );
    const on = (startDate: string, endDate: string) =>
      callAs(t, historiesEndpoints.bets, other.token, { startDate, endDate });
    expect(expectOk(await on(day(-2), day(-2)), historiesEndpoints.bets).total).toBe(1);
    expect(expectOk(await on(day(-1), day(0)), historiesEndpoints.bets).total).toBe(0);
    const profit = expectOk(
      await callAs(t, historiesEndpoints.profit, other.token, range),
      historiesEndpoints.profit,
    );
    expect(profit.byDay.find((d) => d.date === day(-2))?.profit).toBe('-7.00');
    expect(profit.byDay.filter((d) => d.profit !== '0.00')).toHaveLength(1);
  });
});
