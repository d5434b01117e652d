import { lotteryEndpoints as e, lotteryOpsEndpoints as ops } from '@portal/contract/lottery';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, expectOk } from '../../testing/expect-ok.ts';
import { invariantCounts, zeroInvariants } from '../ledger/invariants.ts';
import { lotteryKit, type LotteryKit } from './lottery-test-kit.ts';

// A South station whose results come from an operator (Ho Chi Minh City in the demo set): lô
// and xiên bet by the point, the official board entered by one operator and approved by a
// second, paid per hit; then a corrected board, settled again exactly once.

let kit: LotteryKit;
beforeAll(async () => {
  kit = await lotteryKit();
});
afterAll(async () => {
  await kit.t.close();
});

const game = 'VN_MN_HCM';

/** A South board (ĐB, G1, G2, G3×2, G4×7, G5, G6×3, G7, G8) whose special prize ends `end`. */
function southBoard(end: 27 | 28): number[] {
  return [
    123400 + end, // ĐB
    11111, // G1
    22245, // G2
    33327,
    44444, // G3
    55555,
    66627,
    77777,
    88888,
    99999,
    10101,
    20202, // G4
    3030, // G5
    4040,
    5050,
    6060, // G6
    707, // G7
    end, // G8
  ];
}

describe('a South station with operator results', () => {
  it('pays lô per hit and xiên per combination, and settles a correction once', async () => {
    const m = await kit.member();
    await kit.fund(m.id, 100_000n);
    const board = expectOk(
      await kit.call(e.board, { gameCode: game }, { token: m.token }),
      e.board,
    );
    expect(board.game).toMatchObject({ shape: 'VN_MN', gameGroupCode: 'VN' });
    const lo2 = board.plays.find((p) => p.code === 'VN_MN_LO2')!;
    expect(lo2.odds).toEqual({ HIT: '99.6' });

    // Two lô numbers at 2.00 a point: 18 points each (one per prize), 72.00 in all.
    const lo = {
      playCode: 'VN_MN_LO2',
      selection: { picks: [27, 45] },
      betCount: 2,
      unit: 'YUAN' as const,
      multiple: 1,
      prizeGroup: board.prizeGroup.max,
    };
    // Xiên 2 of three numbers: three pairs at 2.00, 6.00.
    const xien = {
      ...lo,
      playCode: 'VN_MN_XIEN2',
      selection: { picks: [27, 45, 99] },
      betCount: 3,
    };
    expectError(
      await kit.bet(m.token, [{ ...xien, betCount: 2 }], { gameCode: game }),
      400,
      'lottery_bet_count_mismatch',
    );
    expectOk(await kit.bet(m.token, [lo, xien], { gameCode: game }), e.placeBets);
    expect(await kit.main(m.id)).toBe(100_000n - 7_200n - 600n);

    // The draw time passes: the period closes and waits for an operator's result.
    const period = board.game.current!;
    await kit.advance(period.drawsAt - kit.clock.now() + 1);
    const decide = async (result: number[]) => {
      const entry = expectOk(
        await kit.operator(ops.opsPeriodResult, {
          gameCode: game,
          periodNo: period.periodNo,
          result,
        }),
        ops.opsPeriodResult,
      );
      return expectOk(
        await kit.operator(ops.opsPeriodResultDecide, { entryId: entry.id, approve: true }, 'risk'),
        ops.opsPeriodResultDecide,
      );
    };

    // 27 ends ĐB, a G3, a G4 and G8 (4 hits), 45 ends G2 (1 hit): 5 × 2.00 × 99.6 = 996.00.
    // Every pair of 27, 45, 99 is among the endings: 3 × 2.00 × 30 = 180.00.
    expect(await decide(southBoard(27))).toMatchObject({ status: 'SETTLED' });
    expect(await kit.main(m.id)).toBe(100_000n - 7_800n + 99_600n + 18_000n);
    // Read from the tickets: days have passed, and the member's session with them.
    const bets = async () =>
      (
        await kit.t.db.query<{ play_code: string; status: string; stake: string; payout: string }>(
          `select play_code, status, stake::text, payout::text from lottery_ticket
           where member_id = $1 order by id`,
          [m.id],
        )
      ).map((t) => [t.play_code, t.status, t.stake, t.payout]);
    expect(await bets()).toEqual([
      ['VN_MN_LO2', 'WON', '7200', '99600'],
      ['VN_MN_XIEN2', 'WON', '600', '18000'],
    ]);

    // Corrected: ĐB and G8 end 28, so 27 hits twice and lô pays 3 × 199.20 = 597.60.
    expect(await decide(southBoard(28))).toMatchObject({
      status: 'SETTLED',
      entry: { resultVersion: 2, correction: true },
    });
    expect(await kit.main(m.id)).toBe(100_000n - 7_800n + 59_760n + 18_000n);
    // Another engine step settles nothing more.
    await kit.step();
    expect(await kit.main(m.id)).toBe(100_000n - 7_800n + 59_760n + 18_000n);
    expect(await invariantCounts(kit.t.db)).toEqual(zeroInvariants);
  });
});
