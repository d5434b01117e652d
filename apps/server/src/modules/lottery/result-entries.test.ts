import { lotteryEndpoints, lotteryOpsEndpoints as ops } from '@portal/contract/lottery';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../testing/accounts.ts';
import { expectError, expectOk } from '../../testing/expect-ok.ts';
import { operatorSession } from '../../testing/operators.ts';
import { invariantCounts, zeroInvariants } from '../ledger/invariants.ts';
import { lotteryKit, sscFirstIsOne, type LotteryKit } from './lottery-test-kit.ts';

// Results from outside pass two operators: the owner (the kit's default) enters them, other
// operators decide. SSC_5M is switched to MANUAL for these tests.

let kit: LotteryKit;
beforeAll(async () => {
  kit = await lotteryKit();
  await kit.t.db.query(`update lottery_game set draw_source = 'MANUAL' where game_code = 'SSC_5M'`);
});
afterAll(async () => {
  await kit.t.close();
});

/** A funded member with one bet on SSC_5M's current period, which is returned. */
async function periodWithBet() {
  const m = await kit.member();
  await kit.fund(m.id, 100_000n);
  expectOk(
    await kit.bet(m.token, [sscFirstIsOne], { gameCode: 'SSC_5M' }),
    lotteryEndpoints.placeBets,
  );
  return { m, period: (await kit.board(m.token, 'SSC_5M')).game.current! };
}

/** `periodWithBet`, moved past its draw time. */
async function closedPeriodWithBet() {
  const { m, period } = await periodWithBet();
  await kit.advance(period.drawsAt - kit.clock.now() + 1);
  return { m, periodNo: period.periodNo };
}

const enter = (periodNo: string, result: number[]) =>
  kit.operator(ops.opsPeriodResult, { gameCode: 'SSC_5M', periodNo, result });

async function periodStatus(periodNo: string) {
  const [row] = await kit.t.db.query<{ status: string; result_version: number }>(
    `select status, result_version from lottery_period where game_code = 'SSC_5M'
       and period_no = $1`,
    [periodNo],
  );
  return row!;
}

describe('two-person results', () => {
  it('waits for a second operator; its author cannot approve; one decision of many wins', async () => {
    const { m, periodNo } = await closedPeriodWithBet();
    const entry = expectOk(await enter(periodNo, [1, 0, 0, 0, 0]), ops.opsPeriodResult);
    expect(entry).toMatchObject({ state: 'pending', correction: false, resultVersion: null });
    // Entered is not drawn: nothing is paid yet.
    expect(await periodStatus(periodNo)).toEqual({ status: 'CLOSED', result_version: 0 });
    expect(await kit.main(m.id)).toBe(100_000n - 200n);
    // The work list shows the period, its waiting ticket and the entry to approve.
    const awaiting = async () =>
      expectOk(await kit.operator(ops.opsPeriodsAwaiting, {}, 'risk'), ops.opsPeriodsAwaiting)
        .items;
    expect((await awaiting()).find((p) => p.periodNo === periodNo)).toMatchObject({
      gameCode: 'SSC_5M',
      shape: 'SSC',
      tickets: 1,
      deadlineAt: null,
      pending: { id: entry.id, state: 'pending' },
    });
    // One pending entry per period.
    expectError(await enter(periodNo, [2, 0, 0, 0, 0]), 409, 'approval_pending');
    // The author's own approval is refused, and changes nothing.
    expectError(
      await kit.operator(ops.opsPeriodResultDecide, { entryId: entry.id, approve: true }),
      403,
      'four_eyes_self',
    );
    // A role without lottery.write cannot decide.
    expectError(
      await kit.operator(
        ops.opsPeriodResultDecide,
        { entryId: entry.id, approve: true },
        'finance',
      ),
      403,
      'forbidden',
    );

    // A risk operator rejects it: still nothing drawn, and a new entry may be made.
    const rejected = expectOk(
      await kit.operator(
        ops.opsPeriodResultDecide,
        { entryId: entry.id, approve: false, remark: 'digits swapped' },
        'risk',
      ),
      ops.opsPeriodResultDecide,
    );
    expect(rejected).toMatchObject({
      status: 'CLOSED',
      entry: { state: 'rejected', remark: 'digits swapped', resultVersion: null },
    });
    expect(await kit.main(m.id)).toBe(100_000n - 200n);

    // Six operators approve the new entry at once: one decision happens, one payout.
    const next = expectOk(await enter(periodNo, [1, 0, 0, 0, 0]), ops.opsPeriodResult);
    const tokens = await Promise.all(
      Array.from({ length: 6 }, () => operatorSession(kit.t, 'risk')),
    );
    const answers = await Promise.all(
      tokens.map((token) =>
        call(kit.t, ops.opsPeriodResultDecide, { entryId: next.id, approve: true }, { token }),
      ),
    );
    const codes = answers.map((res) => res.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    expect(codes.filter((code) => code === 409)).toHaveLength(5);
    expect(await periodStatus(periodNo)).toEqual({ status: 'SETTLED', result_version: 1 });
    expect(await kit.main(m.id)).toBe(100_000n - 200n + 1_900n + 6n);
    expect((await awaiting()).map((p) => p.periodNo)).not.toContain(periodNo);

    const listed = expectOk(
      await kit.operator(ops.opsPeriodResults, { gameCode: 'SSC_5M' }, 'risk'),
      ops.opsPeriodResults,
    );
    expect(listed.items.slice(0, 2).map((e) => [e.id, e.state, e.resultVersion])).toEqual([
      [next.id, 'approved', 1],
      [entry.id, 'rejected', null],
    ]);

    // A correction of the settled result is work for a second operator too: the work list
    // shows it, with the ticket it settles again and no deadline, until it is decided.
    const fix = expectOk(await enter(periodNo, [2, 0, 0, 0, 0]), ops.opsPeriodResult);
    expect(fix).toMatchObject({ state: 'pending', correction: true });
    expect((await awaiting()).find((p) => p.periodNo === periodNo)).toMatchObject({
      tickets: 1,
      deadlineAt: null,
      pending: { id: fix.id, correction: true },
    });
    expectOk(
      await kit.operator(ops.opsPeriodResultDecide, { entryId: fix.id, approve: false }, 'risk'),
      ops.opsPeriodResultDecide,
    );
    expect((await awaiting()).map((p) => p.periodNo)).not.toContain(periodNo);
    expect(await kit.main(m.id)).toBe(100_000n - 200n + 1_900n + 6n);
    expect(await invariantCounts(kit.t.db)).toEqual(zeroInvariants);
  });

  it('takes no result between the close and the draw, and lists the period only once drawn', async () => {
    const { period } = await periodWithBet();
    expect(period.drawsAt).toBeGreaterThan(period.closesAt);
    await kit.advance(period.closesAt - kit.clock.now() + 1);
    expect((await periodStatus(period.periodNo)).status).toBe('CLOSED');
    // Sales are over but the draw has not happened: no result can be known yet.
    expectError(await enter(period.periodNo, [1, 0, 0, 0, 0]), 409, 'lottery_not_drawn');
    // Only a TEST_CLOCK server takes a result as of a later instant.
    expectError(
      await kit.operator(ops.opsPeriodResult, {
        gameCode: 'SSC_5M',
        periodNo: period.periodNo,
        result: [1, 0, 0, 0, 0],
        asOf: new Date(period.drawsAt + 1000).toISOString(),
      }),
      403,
      'forbidden',
    );
    const awaiting = async () =>
      expectOk(
        await kit.operator(ops.opsPeriodsAwaiting, {}, 'risk'),
        ops.opsPeriodsAwaiting,
      ).items.map((p) => p.periodNo);
    expect(await awaiting()).not.toContain(period.periodNo);
    const [entries] = await kit.t.db.query<{ n: number }>(
      `select count(*)::int as n from lottery_result_entry where period_no = $1`,
      [period.periodNo],
    );
    expect(entries!.n).toBe(0);

    await kit.advance(period.drawsAt - kit.clock.now() + 1);
    expect(await awaiting()).toContain(period.periodNo);
    expectOk(await enter(period.periodNo, [1, 0, 0, 0, 0]), ops.opsPeriodResult);
  });

  it('cancels a period left without a result past its deadline and refunds it once', async () => {
    await kit.t.db.query(
      `update lottery_game set result_deadline_seconds = 600 where game_code = 'SSC_5M'`,
    );
    const { m, periodNo } = await closedPeriodWithBet();
    const entry = expectOk(await enter(periodNo, [1, 0, 0, 0, 0]), ops.opsPeriodResult);
    await kit.advance(599_000);
    expect((await periodStatus(periodNo)).status).toBe('CLOSED');
    await kit.advance(2_000);
    expect((await periodStatus(periodNo)).status).toBe('CANCELLED');
    expect(await kit.main(m.id)).toBe(100_000n);
    // Later steps refund nothing more, and the pending entry can no longer be approved.
    await kit.advance(1_000);
    await kit.step();
    expect(await kit.main(m.id)).toBe(100_000n);
    const listed = expectOk(
      await kit.operator(ops.opsPeriodResults, { gameCode: 'SSC_5M', state: 'expired' }),
      ops.opsPeriodResults,
    );
    expect(listed.items.map((e) => e.id)).toContain(entry.id);
    expectError(
      await kit.operator(ops.opsPeriodResultDecide, { entryId: entry.id, approve: true }, 'risk'),
      409,
      'conflict',
    );
    const [audit] = await kit.t.db.query<{ operator_id: string | null; detail: object }>(
      `select operator_id::text as operator_id, detail from audit_log
       where action = 'lottery_period_cancel' order by id desc limit 1`,
    );
    expect(audit).toMatchObject({
      operator_id: null,
      detail: { periodNo, reason: 'no result by the deadline' },
    });
    expect(await invariantCounts(kit.t.db)).toEqual(zeroInvariants);
  });
});
