import { lotteryEndpoints } from '@portal/contract/lottery';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectOk } from '../../testing/expect-ok.ts';
import { invariantCounts, zeroInvariants } from '../ledger/invariants.ts';
import { closePeriod, drawPeriod } from './close-draw.ts';
import { enabledGame } from './lottery-games.ts';
import { lotteryKit, sscStraight, type LotteryKit } from './lottery-test-kit.ts';
import { settlePeriod } from './settle.ts';
import { fingerprintOf, fingerprintTickets } from './tickets.ts';

/**
 * Races at the edges of money (reference section 4, "no sales after close"): bets against the
 * close, slips against one balance, and settlement against itself. On PostgreSQL (as CI runs)
 * the transactions really interleave; the assertions hold whatever the order.
 */

let kit: LotteryKit;
beforeAll(async () => {
  kit = await lotteryKit();
});
afterAll(async () => {
  await kit.t.close();
});

const { placeBets } = lotteryEndpoints;

async function funded(count: number, amount: bigint) {
  const members = [];
  for (let i = 0; i < count; i += 1) {
    const m = await kit.member();
    await kit.fund(m.id, amount);
    members.push(m);
  }
  return members;
}

describe('racing the lottery', () => {
  it('50 bets racing the close: each is recorded before it or refused, none after', async () => {
    const members = await funded(10, 10_000n);
    const board = await kit.board(members[0]!.token);
    const period = board.game.current!;
    // A millisecond of sales left: half the bets are sent, the clock passes the close and the
    // engine closes the period while they run, then the other half follow.
    kit.clock.advance(period.closesAt - kit.clock.now() - 1);
    const send = (i: number) =>
      kit.bet(members[i % members.length]!.token, [sscStraight([i % 10, 1, 2, 3, 4])], {
        periodNo: period.periodNo,
      });
    const first = Array.from({ length: 25 }, (_, i) => send(i));
    kit.clock.advance(2);
    const closing = kit.step();
    const second = Array.from({ length: 25 }, (_, i) => send(25 + i));
    const answers = await Promise.all([...first, ...second]);
    await closing;
    await kit.step();
    const codes = answers.map((res) =>
      res.statusCode === 200 ? 'ok' : (res.json() as { code: string }).code,
    );
    expect(codes.every((code) => code === 'ok' || code === 'lottery_period_closed')).toBe(true);
    // Everything sent after the close was refused.
    expect(codes.slice(25).every((code) => code === 'lottery_period_closed')).toBe(true);

    const [sealed] = await kit.t.db.query<{
      status: string;
      ticket_count: number;
      ticket_sum: bigint;
      fingerprint: string;
    }>(
      `select status, ticket_count, ticket_sum, fingerprint from lottery_period
       where game_code = 'SSC_1M' and period_no = $1`,
      [period.periodNo],
    );
    const merchant = (await kit.t.app.platform.directory.byCode('demo'))!;
    const tickets = await fingerprintTickets(kit.t.db, {
      merchantId: merchant.id,
      gameCode: 'SSC_1M',
      periodNo: period.periodNo,
    });
    expect(sealed!.status).toBe('CLOSED');
    // The close sealed exactly the tickets there are: none slipped in after it.
    expect(sealed!.ticket_count).toBe(tickets.length);
    expect(tickets.length).toBe(codes.filter((code) => code === 'ok').length);
    expect(sealed!.fingerprint).toBe(await fingerprintOf(tickets));
    for (const ticket of tickets) expect(Number(ticket.placed_ms)).toBeLessThan(period.closesAt);
    expect(sealed!.ticket_sum).toBe(tickets.reduce((sum, t) => sum + t.stake, 0n));
    expect(await invariantCounts(kit.t.db)).toEqual(zeroInvariants);
    await kit.advance(period.drawsAt - kit.clock.now() + 1);
  });

  it('30 slips spending one balance: exactly the affordable ones are recorded', async () => {
    const [m] = await funded(1, 2_000n); // ten bets of 2.00
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => kit.bet(m!.token, [sscStraight([i % 10, 0, 0, 0, 0])])),
    );
    const ok = answers.filter((res) => res.statusCode === 200);
    expect(ok).toHaveLength(10);
    for (const res of answers.filter((r) => r.statusCode !== 200)) {
      expect(res.statusCode).toBe(409);
      expect((res.json() as { code: string }).code).toBe('insufficient_funds');
    }
    expect(await kit.main(m!.id)).toBe(0n);
    const [count] = await kit.t.db.query<{ n: number }>(
      'select count(*)::int as n from lottery_ticket where member_id = $1',
      [m!.id],
    );
    expect(count!.n).toBe(10);
    expect(await invariantCounts(kit.t.db)).toEqual(zeroInvariants);
  });

  it('settlement run twice at once pays every member once', async () => {
    const members = await funded(8, 10_000n);
    const board = await kit.board(members[0]!.token);
    const period = board.game.current!;
    for (const [i, m] of members.entries()) {
      // Every first digit between them, so some win and some lose.
      expectOk(
        await kit.bet(m.token, [
          {
            playCode: 'SSC_POS',
            selection: { positions: [[i, i + 1 < 10 ? i + 1 : 0], [], [], [], []] },
            betCount: 2,
            unit: 'YUAN',
            multiple: 3,
            prizeGroup: 1900,
          },
        ]),
        placeBets,
      );
    }
    const before = new Map<string, bigint>();
    for (const m of members) before.set(m.id, await kit.main(m.id));
    // Close and draw by hand, then two settlements at once.
    kit.clock.advance(period.drawsAt - kit.clock.now() + 1);
    const { platform } = kit.t.app;
    const merchant = (await platform.directory.byCode('demo'))!;
    const game = await enabledGame(platform.db, merchant.id, 'SSC_1M');
    const key = { merchantId: merchant.id, gameCode: 'SSC_1M', periodNo: period.periodNo };
    await closePeriod(platform.db, key, kit.clock.now());
    await drawPeriod(platform.db, platform.keyring, game, period.periodNo, kit.clock.now());
    await Promise.all([
      settlePeriod(platform, merchant, game, period.periodNo),
      settlePeriod(platform, merchant, game, period.periodNo),
      settlePeriod(platform, merchant, game, period.periodNo),
    ]);
    const rows = await kit.t.db.query<{ member_id: string; payout: bigint; rebate: bigint }>(
      `select member_id::text, payout, rebate from lottery_settlement
       where game_code = 'SSC_1M' and period_no = $1 and member_id = any($2::bigint[])`,
      [period.periodNo, members.map((m) => m.id)],
    );
    // One settlement per member, whoever of the three runs made it.
    expect(rows.map((row) => row.member_id).sort()).toEqual(members.map((m) => m.id).sort());
    for (const m of members) {
      const [tickets] = await kit.t.db.query<{ paid: bigint }>(
        `select coalesce(sum(payout + rebate), 0)::int8 as paid from lottery_ticket
         where member_id = $1 and period_no = $2`,
        [m.id, period.periodNo],
      );
      expect(await kit.main(m.id)).toBe(before.get(m.id)! + tickets!.paid);
    }
    const [status] = await kit.t.db.query<{ status: string }>(
      `select status from lottery_period where game_code = 'SSC_1M' and period_no = $1`,
      [period.periodNo],
    );
    expect(status!.status).toBe('SETTLED');
    expect(await invariantCounts(kit.t.db)).toEqual(zeroInvariants);
  });
});
