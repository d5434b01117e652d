import { lotteryEndpoints, lotteryOpsEndpoints } from '@portal/contract/lottery';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, expectOk } from '../../testing/expect-ok.ts';
import { invariantCounts, zeroInvariants } from '../ledger/invariants.ts';
import { lotteryKit, sscFirstIsOne, sscStraight, type LotteryKit } from './lottery-test-kit.ts';

let kit: LotteryKit;
beforeAll(async () => {
  kit = await lotteryKit();
});
afterAll(async () => {
  await kit.t.close();
});

const ops = lotteryOpsEndpoints;
const { placeBets, myBets } = lotteryEndpoints;

async function member(balance = 100_000n) {
  const m = await kit.member();
  await kit.fund(m.id, balance);
  return m;
}

async function auditRows(action: string) {
  return kit.t.db.query<{ operator_id: string | null; detail: Record<string, unknown> }>(
    `select operator_id::text as operator_id, detail from audit_log where action = $1
     order by id`,
    [action],
  );
}

async function storedTerms(gameCode: string) {
  const [row] = await kit.t.db.query<{ terms: Record<string, unknown> }>(
    'select terms from lottery_game where game_code = $1',
    [gameCode],
  );
  return row!.terms;
}

describe('the engine status', () => {
  it('counts periods by state, tickets pending in drawn periods and settlements', async () => {
    const status = expectOk(await kit.operator(ops.opsStatus, {}, 'readonly'), ops.opsStatus);
    expect(status.periods.OPEN).toBeGreaterThan(0);
    expect(status.pendingInDrawn).toBe(0);
    expect(status.settlements).toBeGreaterThanOrEqual(0);
    // Every role reads the dashboard; the status is read-only.
    expectOk(await kit.operator(ops.opsStatus, {}, 'content'), ops.opsStatus);
  });
});

describe('an engine run on demand', () => {
  it('steps now, audited; a run as of another time only on a TEST_CLOCK server', async () => {
    const ran = expectOk(
      await kit.operator(ops.opsRun, { gameCode: 'SSC_1M' }, 'risk'),
      ops.opsRun,
    );
    expect(Date.parse(ran.ranAt)).toBe(kit.clock.now());
    expect((await auditRows('job_run')).at(-1)?.detail).toEqual({
      job: 'lottery-engine',
      gameCode: 'SSC_1M',
      asOf: null,
    });
    const later = new Date(kit.clock.now() + 3_600_000).toISOString();
    expectError(await kit.operator(ops.opsRun, { asOf: later }, 'risk'), 403, 'forbidden');
    expectError(await kit.operator(ops.opsRun, {}, 'finance'), 403, 'forbidden');
  });
});

describe("a game's terms", () => {
  it('reads them and replaces them whole, audited with before and after', async () => {
    const read = expectOk(await kit.operator(ops.opsTerms, { gameCode: 'SSC_3M' }), ops.opsTerms);
    expect(read).toMatchObject({ gameCode: 'SSC_3M', shape: 'SSC', drawSource: 'RNG' });
    expect(read.problems).toEqual([]);
    const terms = read.terms!;
    const saved = expectOk(
      await kit.operator(ops.opsTermsSave, {
        gameCode: 'SSC_3M',
        terms: { ...terms, maxMultiple: terms.maxMultiple - 1 },
      }),
      ops.opsTermsSave,
    );
    expect(saved.terms!.maxMultiple).toBe(terms.maxMultiple - 1);
    expect(saved.problems).toEqual([]);
    expect((await storedTerms('SSC_3M')).maxMultiple).toBe(terms.maxMultiple - 1);
    const [row] = (await auditRows('lottery_terms')).slice(-1);
    expect(row!.operator_id).toMatch(/^[0-9]+$/u);
    expect(row!.detail).toMatchObject({
      gameCode: 'SSC_3M',
      before: { maxMultiple: terms.maxMultiple },
      after: { maxMultiple: terms.maxMultiple - 1 },
    });
  });

  it('refuses terms that do not hold together or break the schema, and changes nothing', async () => {
    const before = await storedTerms('SSC_3M');
    const audits = (await auditRows('lottery_terms')).length;
    const terms = before as { odds: Record<string, Record<string, string>> };
    const money = expectError(
      await kit.operator(ops.opsTermsSave, {
        gameCode: 'SSC_3M',
        terms: {
          ...terms,
          odds: { ...terms.odds, SSC_DRAGON_TIGER: { DRAGON: '2.50', TIGER: '2.10', TIE: '9.50' } },
        },
      }),
      400,
      'invalid_input',
    );
    expect(money.fields?.terms).toContain('SSC_DRAGON_TIGER DRAGON returns over 100 %');
    const schema = expectError(
      await kit.operator(ops.opsTermsSave, {
        gameCode: 'bad code',
        terms: { ...terms, maxMultiple: 0, units: [] },
      }),
      400,
      'invalid_input',
    );
    expect(Object.keys(schema.fields ?? {}).sort()).toEqual([
      'gameCode',
      'terms.maxMultiple',
      'terms.units',
    ]);
    expectError(
      await kit.operator(ops.opsTermsSave, { gameCode: 'NOPE_1M', terms }),
      404,
      'not_found',
    );
    expectError(await kit.operator(ops.opsTerms, { gameCode: 'NOPE_1M' }), 404, 'not_found');
    // Terms belong to the lottery's operators: support may not even read them.
    expectError(
      await kit.operator(ops.opsTermsSave, { gameCode: 'SSC_3M', terms }, 'support'),
      403,
      'forbidden',
    );
    expectError(
      await kit.operator(ops.opsTerms, { gameCode: 'SSC_3M' }, 'support'),
      403,
      'forbidden',
    );
    expect(await storedTerms('SSC_3M')).toEqual(before);
    expect(await auditRows('lottery_terms')).toHaveLength(audits);
  });

  it('shows stored terms that no longer hold together, whose game is not offered', async () => {
    const before = await storedTerms('SSC_5M');
    await kit.t.db.query(
      `update lottery_game set terms = jsonb_set(terms, '{plays}', '["PK10_NOPE"]')
       where game_code = 'SSC_5M'`,
    );
    try {
      const read = expectOk(await kit.operator(ops.opsTerms, { gameCode: 'SSC_5M' }), ops.opsTerms);
      expect(read.problems).toEqual(['play PK10_NOPE is not a SSC play']);
      await kit.t.db.query(`update lottery_game set terms = '{}' where game_code = 'SSC_5M'`);
      const broken = expectOk(
        await kit.operator(ops.opsTerms, { gameCode: 'SSC_5M' }),
        ops.opsTerms,
      );
      expect(broken.terms).toBeNull();
      expect(broken.problems.length).toBeGreaterThan(0);
    } finally {
      await kit.t.db.query(`update lottery_game set terms = $1 where game_code = 'SSC_5M'`, [
        JSON.stringify(before),
      ]);
    }
  });
});

describe('a period', () => {
  it('is cancelled once, audited, and every pending ticket is refunded once', async () => {
    const m = await member();
    expectOk(
      await kit.bet(m.token, [sscStraight([1, 1, 1, 1, 1]), sscStraight([2, 2, 2, 2, 2])]),
      placeBets,
    );
    const { periodNo } = (await kit.board(m.token)).game.current!;
    const cancel = (input: Record<string, unknown>, role?: 'finance') =>
      kit.operator(ops.opsPeriodCancel, { gameCode: 'SSC_1M', periodNo, ...input }, role);
    const audits = (await auditRows('lottery_period_cancel')).length;

    const bad = expectError(await cancel({ reason: '   ', periodNo: 'x' }), 400, 'invalid_input');
    expect(Object.keys(bad.fields ?? {}).sort()).toEqual(['periodNo', 'reason']);
    expectError(await cancel({ reason: 'feed outage' }, 'finance'), 403, 'forbidden');
    expectError(
      await cancel({ reason: 'feed outage', periodNo: '20000101-0001' }),
      404,
      'not_found',
    );
    expect(await kit.main(m.id)).toBe(100_000n - 400n);

    const first = expectOk(await cancel({ reason: 'feed outage' }), ops.opsPeriodCancel);
    expect(first).toEqual({ periodNo, refundedMembers: 1 });
    expectOk(await cancel({ reason: 'again' }), ops.opsPeriodCancel);
    expect(await kit.main(m.id)).toBe(100_000n);
    const list = expectOk(await kit.call(myBets, { periodNo }, { token: m.token }), myBets).list;
    expect(list.map((t) => t.status)).toEqual(['REFUNDED', 'REFUNDED']);
    expectError(
      await kit.bet(m.token, [sscStraight([1, 1, 1, 1, 1])], { periodNo }),
      409,
      'lottery_period_closed',
    );
    const rows = (await auditRows('lottery_period_cancel')).slice(audits);
    expect(rows.map((row) => row.detail)).toEqual([
      {
        gameCode: 'SSC_1M',
        periodNo,
        reason: 'feed outage',
        before: { status: 'OPEN' },
        after: { status: 'CANCELLED' },
      },
    ]);
    expect(await invariantCounts(kit.t.db)).toEqual(zeroInvariants);
  });

  it('takes a manual result and its correction: the new outcome is paid and the old payout reversed by new entries', async () => {
    await kit.t.db.query(
      `update lottery_game set draw_source = 'MANUAL' where game_code = 'SSC_5M'`,
    );
    const m = await member();
    expectOk(await kit.bet(m.token, [sscFirstIsOne], { gameCode: 'SSC_5M' }), placeBets);
    const period = (await kit.board(m.token, 'SSC_5M')).game.current!;
    const enter = (gameCode: string, periodNo: string, result: number[]) =>
      kit.operator(ops.opsPeriodResult, { gameCode, periodNo, result });
    // The owner enters, a risk operator approves (two people: `result-entries.test.ts`).
    const settleWith = async (periodNo: string, result: number[]) => {
      const entry = expectOk(await enter('SSC_5M', periodNo, result), ops.opsPeriodResult);
      const decided = expectOk(
        await kit.operator(ops.opsPeriodResultDecide, { entryId: entry.id, approve: true }, 'risk'),
        ops.opsPeriodResultDecide,
      );
      return { periodNo, resultVersion: decided.entry.resultVersion, status: decided.status };
    };
    // Selling periods take no result, and the engine does not draw a manual game by itself.
    expectError(await enter('SSC_5M', period.periodNo, [1, 0, 0, 0, 0]), 409, 'conflict');
    await kit.advance(period.drawsAt - kit.clock.now() + 1);
    const [closed] = await kit.t.db.query<{ status: string }>(
      `select status from lottery_period where game_code = 'SSC_5M' and period_no = $1`,
      [period.periodNo],
    );
    expect(closed!.status).toBe('CLOSED');
    const audits = (await auditRows('lottery_result')).length;
    const shape = expectError(
      await enter('SSC_5M', period.periodNo, [1, 2, 3]),
      400,
      'invalid_input',
    );
    expect(Object.keys(shape.fields ?? {})).toEqual(['result']);
    expectError(
      await kit.operator(
        ops.opsPeriodResult,
        { gameCode: 'SSC_5M', periodNo: period.periodNo, result: [1, 0, 0, 0, 0] },
        'support',
      ),
      403,
      'forbidden',
    );
    expect(await auditRows('lottery_result')).toHaveLength(audits);

    const first = await settleWith(period.periodNo, [1, 0, 0, 0, 0]);
    expect(first).toEqual({ periodNo: period.periodNo, resultVersion: 1, status: 'SETTLED' });
    expect(await kit.main(m.id)).toBe(100_000n - 200n + 1_900n + 6n);
    const entries = async () =>
      kit.t.db.query<{ id: string; amount: string; kind: string }>(
        `select e.id::text, e.amount::text, t.kind from ledger_entry e
         join ledger_txn t on t.id = e.txn_id order by e.id`,
      );
    const before = await entries();

    const second = await settleWith(period.periodNo, [2, 0, 0, 0, 0]);
    expect(second).toMatchObject({ resultVersion: 2, status: 'SETTLED' });
    // Lost now: only the stake is gone; the rebate stays, the prize is taken back.
    expect(await kit.main(m.id)).toBe(100_000n - 200n + 6n);
    const list = expectOk(
      await kit.call(myBets, { gameCode: 'SSC_5M', periodNo: period.periodNo }, { token: m.token }),
      myBets,
    ).list;
    expect(list.map((t) => [t.status, t.payout, t.result])).toEqual([
      ['LOST', '0.00', [2, 0, 0, 0, 0]],
    ]);
    // Nothing written before was changed: the correction only added entries, among them the
    // reversal of the first version's 19.06.
    const after = await entries();
    expect(after.slice(0, before.length)).toEqual(before);
    expect(
      after
        .slice(before.length)
        .filter((e) => e.kind === 'lottery_reversal')
        .map((e) => e.amount),
    ).toEqual(expect.arrayContaining(['-1906', '1906']));
    const rows = (await auditRows('lottery_result')).slice(audits);
    expect(rows.map((row) => row.detail)).toEqual([
      expect.objectContaining({
        gameCode: 'SSC_5M',
        periodNo: period.periodNo,
        approved: true,
        before: { status: 'CLOSED', result: null, resultVersion: 0 },
        after: { status: 'DRAWN', result: [1, 0, 0, 0, 0], resultVersion: 1 },
      }),
      expect.objectContaining({
        gameCode: 'SSC_5M',
        periodNo: period.periodNo,
        approved: true,
        before: { status: 'SETTLED', result: [1, 0, 0, 0, 0], resultVersion: 1 },
        after: { status: 'DRAWN', result: [2, 0, 0, 0, 0], resultVersion: 2 },
      }),
    ]);
    // A game drawn from its seed chain takes no result from an operator.
    const rng = (await kit.board(m.token)).game.current!;
    await kit.advance(rng.drawsAt - kit.clock.now() + 1);
    expectError(await enter('SSC_1M', rng.periodNo, [1, 0, 0, 0, 0]), 409, 'conflict');
    expect(await invariantCounts(kit.t.db)).toEqual(zeroInvariants);
  });
});
