import { lotteryEndpoints, lotteryOpsEndpoints } from '@portal/contract/lottery';
import { fromHex } from '@portal/contract/lottery/bytes';
import { deriveDraw } from '@portal/contract/lottery/draw';
import { verifyInclusion } from '@portal/contract/lottery/fingerprint';
import { playMethod } from '@portal/contract/lottery/play-methods';
import { settle } from '@portal/contract/lottery/prize';
import { verifyAgainstAnchor, verifyChainLink } from '@portal/contract/lottery/seed-chain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, expectOk } from '../../testing/expect-ok.ts';
import { newKey } from '../../testing/wallet-kit.ts';
import { invariantCounts, zeroInvariants } from '../ledger/invariants.ts';
import { lotteryKit, sscStraight, type LotteryKit } from './lottery-test-kit.ts';

let kit: LotteryKit;
beforeAll(async () => {
  kit = await lotteryKit();
});
afterAll(async () => {
  await kit.t.close();
});

const { placeBets, myBets, verify, games, cancelBet, openedNumero } = lotteryEndpoints;

async function member(balance = 100_000n) {
  const m = await kit.member();
  await kit.fund(m.id, balance);
  return m;
}

/** Moves the clock past the current SSC_1M period's draw and steps the engine. */
async function drawCurrent(token: string) {
  const board = await kit.board(token);
  const period = board.game.current!;
  await kit.advance(period.drawsAt - kit.clock.now() + 1);
  return period.periodNo;
}

describe('the lottery lobby and board', () => {
  it('lists the LOTT lane by family and the ELOTT lane apart; ZY is served as LOTT', async () => {
    const m = await member();
    const lott = expectOk(await kit.call(games, { prizeMode: 'LOTT' }, { token: m.token }), games);
    expect(lott.prizeMode).toBe('LOTT');
    expect(lott.groups.map((g) => g.gameGroupCode)).toEqual(['SSC', '11X5', 'PK10', 'LF']);
    const ssc = lott.groups[0]!.games.map((g) => g.gameCode);
    expect(ssc).toEqual(['SSC_1M', 'SSC_3M', 'SSC_5M']);
    const elott = expectOk(
      await kit.call(games, { prizeMode: 'ELOTT' }, { token: m.token }),
      games,
    );
    expect(elott.groups.flatMap((g) => g.games.map((x) => x.gameCode))).toEqual(['LHC_15M']);
    const zy = expectOk(await kit.call(games, { prizeMode: 'ZY' }, { token: m.token }), games);
    expect(zy.prizeMode).toBe('LOTT');
    const sea = expectOk(await kit.call(games, { prizeMode: 'SEA' }, { token: m.token }), games);
    expect(sea.groups).toEqual([]);
  });

  it('shows the selling period with its commitment and hides the next one’s', async () => {
    const m = await member();
    const board = await kit.board(m.token);
    const current = board.game.current!;
    expect(current.status).toBe('OPEN');
    expect(current.opensAt).toBeLessThanOrEqual(board.now);
    expect(current.closesAt).toBe(current.drawsAt - 10_000);
    expect(current.seedCommitment).toMatch(/^[0-9a-f]{64}$/u);
    expect(board.next!.opensAt).toBe(current.drawsAt);
    expect(board.next!.seedCommitment).toBeNull();
    expect(board.plays.length).toBeGreaterThan(40);
    expect(board.plays.find((p) => p.code === 'SSC_DRAGON_TIGER')!.odds).toMatchObject({
      DRAGON: expect.any(String),
    });
    expect(board.balance).toBe('1000.00');
  });
});

describe('a slip', () => {
  it('debits the whole stake once, and a replay of its key answers the first result', async () => {
    const m = await member();
    const key = newKey();
    const bets = [
      sscStraight([1, 2, 3, 4, 5]),
      {
        playCode: 'SSC_POS',
        selection: { positions: [[1, 2], [], [], [], [9]] },
        betCount: 3,
        unit: 'JIAO' as const,
        multiple: 2,
        prizeGroup: 1800,
      },
    ];
    const first = expectOk(await kit.bet(m.token, bets, { key }), placeBets);
    expect(first.tickets.map((t) => t.stake)).toEqual(['2.00', '1.20']);
    // 1.20 staked at 1800 by a 1960 member: 1.20 × 160/2000 = 0.096, rounded down.
    expect(first.tickets[1]!.rebate).toBe('0.09');
    expect(first.balance).toBe('996.80');
    const again = expectOk(await kit.bet(m.token, bets, { key }), placeBets);
    expect(again.tickets.map((t) => t.ticketId)).toEqual(first.tickets.map((t) => t.ticketId));
    expect(await kit.main(m.id)).toBe(99_680n);
    expectError(
      await kit.bet(m.token, [sscStraight([0, 0, 0, 0, 0])], { key }),
      409,
      'idempotency_mismatch',
    );
  });

  it('computes the rebate of a bet below the member’s group', async () => {
    const m = await member();
    const position = {
      playCode: 'SSC_POS',
      selection: { positions: [[1], [], [], [], []] },
      betCount: 1,
      unit: 'YUAN' as const,
      multiple: 100,
      prizeGroup: 1760,
    };
    const slip = expectOk(await kit.bet(m.token, [position]), placeBets);
    // 200.00 staked 200 groups below 1960: 10 % back at settlement.
    expect(slip.tickets[0]!.rebate).toBe('20.00');
  });

  it('refuses a bad bet with its own code and changes nothing', async () => {
    const m = await member();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ playCode: 'SSC_NOPE' }, 'lottery_play_unavailable'],
      [{ playCode: 'PK10_POS' }, 'lottery_play_unavailable'],
      [{ selection: { positions: [[1], [2]] } }, 'lottery_selection_invalid'],
      [{ betCount: 2 }, 'lottery_bet_count_mismatch'],
      [{ unit: 'LI' }, 'lottery_unit_unavailable'],
      [{ multiple: 1001 }, 'lottery_multiple_too_high'],
      [{ prizeGroup: 1961 }, 'lottery_prize_group_out_of_range'],
      [{ prizeGroup: 1699 }, 'lottery_prize_group_out_of_range'],
    ];
    for (const [patch, code] of cases) {
      const res = await kit.bet(m.token, [{ ...sscStraight([1, 2, 3, 4, 5]), ...patch } as never]);
      expectError(res, 400, code);
    }
    const fixed = {
      playCode: 'SSC_DRAGON_TIGER',
      selection: { side: 'DRAGON' },
      betCount: 1,
      unit: 'YUAN' as const,
      multiple: 1,
      prizeGroup: 1800,
    };
    // Fixed odds do not follow the group: betting below it would buy rebate for nothing.
    expectError(await kit.bet(m.token, [fixed]), 400, 'lottery_prize_group_out_of_range');
    expectOk(await kit.bet(m.token, [{ ...fixed, prizeGroup: 1960 }]), placeBets);
    expect(await kit.main(m.id)).toBe(99_800n);
  });

  it('holds the brand’s limits: per bet, per prize, per member and period, per number', async () => {
    const m = await member(100_000_000n);
    const everyDigit = (multiple: number) => ({
      playCode: 'SSC_POS',
      selection: { positions: Array.from({ length: 5 }, () => [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]) },
      betCount: 50,
      unit: 'YUAN' as const,
      multiple,
      prizeGroup: 1960,
    });
    // 50 bets × 2.00 × 201 = 20,100.00, over the 20,000.00 of one bet.
    const ticket = expectError(
      await kit.bet(m.token, [everyDigit(201)]),
      409,
      'lottery_ticket_stake_limit',
    );
    expect(ticket.details).toEqual({ limit: '20000.00' });
    // A 5-star number at ×11 would pay 22.00 × 0.98 × 100,000 = 2,156,000.00.
    expectError(
      await kit.bet(m.token, [sscStraight([1, 2, 3, 4, 5], 11)]),
      409,
      'lottery_bet_prize_limit',
    );
    expectOk(await kit.bet(m.token, [sscStraight([1, 2, 3, 4, 5], 10)]), placeBets);
    // Three bets of 20,000.00 pass the 50,000.00 a member may stake on one period.
    const period = expectError(
      await kit.bet(m.token, [everyDigit(200), everyDigit(200), everyDigit(200)]),
      409,
      'lottery_period_stake_limit',
    );
    expect(period.details).toEqual({ limit: '50000.00' });

    // The operator lowers SSC_5M's per-number limit to 30,000.00: a first digit 7 at ×1000
    // stands to pay 19,600.00; a second one, from anyone, would make it 39,200.00.
    const { terms } = expectOk(
      await kit.operator(lotteryOpsEndpoints.opsTerms, { gameCode: 'SSC_5M' }),
      lotteryOpsEndpoints.opsTerms,
    );
    expectOk(
      await kit.operator(lotteryOpsEndpoints.opsTermsSave, {
        gameCode: 'SSC_5M',
        terms: { ...terms!, limits: { ...terms!.limits, maxNumberLiability: '3000000' } },
      }),
      lotteryOpsEndpoints.opsTermsSave,
    );
    const seven = {
      playCode: 'SSC_POS',
      selection: { positions: [[7], [], [], [], []] },
      betCount: 1,
      unit: 'YUAN' as const,
      multiple: 1000,
      prizeGroup: 1960,
    };
    expectOk(await kit.bet(m.token, [seven], { gameCode: 'SSC_5M' }), placeBets);
    const other = await member(100_000_000n);
    const before = await kit.main(other.id);
    const full = expectError(
      await kit.bet(other.token, [seven], { gameCode: 'SSC_5M' }),
      409,
      'lottery_number_limit',
    );
    expect(full.details).toEqual({ limit: '30000.00' });
    // Another number of the same play still has room.
    const eight = { ...seven, selection: { positions: [[8], [], [], [], []] } };
    expectOk(await kit.bet(other.token, [eight], { gameCode: 'SSC_5M' }), placeBets);
    expect(await kit.main(other.id)).toBe(before - 200_000n);
  });

  it('refuses a trial account and a visitor', async () => {
    const trial = await kit.member({ trial: true });
    expectError(
      await kit.bet(trial.token, [sscStraight([1, 2, 3, 4, 5])]),
      403,
      'in_need_true_account',
    );
    const res = await kit.call(
      placeBets,
      { gameCode: 'SSC_1M', periodNo: '20261123-0001', bets: [sscStraight([1, 2, 3, 4, 5])] },
      { token: '', key: newKey() },
    );
    expectError(res, 401, 'in_no_login');
  });

  it('refuses a slip the balance cannot pay, and moves nothing', async () => {
    const m = await member(300n);
    expectError(
      await kit.bet(m.token, [sscStraight([1, 2, 3, 4, 5], 2)]),
      409,
      'insufficient_funds',
    );
    expect(await kit.main(m.id)).toBe(300n);
    const list = expectOk(await kit.call(myBets, {}, { token: m.token }), myBets);
    expect(list.list).toEqual([]);
  });
});

describe('a period from sale to settlement', () => {
  it('closes, draws from its committed seed, pays winners once and books every bet', async () => {
    const m = await member();
    const board = await kit.board(m.token);
    const periodNo = board.game.current!.periodNo;
    const commitment = board.game.current!.seedCommitment!;
    // Every digit of the first position: one of the ten wins 1,800 × 2.00 / 2 = 18.00 (group 1800).
    const slip = expectOk(
      await kit.bet(m.token, [
        {
          playCode: 'SSC_POS',
          selection: { positions: [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [], [], [], []] },
          betCount: 10,
          unit: 'YUAN',
          multiple: 1,
          prizeGroup: 1800,
        },
        sscStraight([1, 2, 3, 4, 5]),
      ]),
      placeBets,
    );
    await kit.advance((await kit.untilClose(m.token)) + 1);
    expectError(
      await kit.bet(m.token, [sscStraight([1, 2, 3, 4, 5])], { periodNo }),
      409,
      'lottery_period_closed',
    );
    await drawCurrent(m.token);

    const proof = expectOk(
      await kit.call(verify, { gameCode: 'SSC_1M', periodNo }, { token: m.token }),
      verify,
    );
    expect(proof.status).toBe('SETTLED');
    expect(proof.seedCommitment).toBe(commitment);
    expect(proof.ticketsMatch).toBe(true);
    const [count] = await kit.t.db.query<{ n: number }>(
      `select count(*)::int as n from lottery_ticket where game_code = 'SSC_1M' and period_no = $1`,
      [periodNo],
    );
    expect(proof.ticketCount).toBe(count!.n);
    const seed = fromHex(proof.seed);
    expect(await verifyChainLink(seed, fromHex(commitment))).toBe(true);
    expect(await verifyAgainstAnchor(seed, proof.chainIndex, fromHex(proof.anchor))).toBe(true);
    expect(
      await deriveDraw({ serverSeed: seed, gameCode: 'SSC_1M', periodId: periodNo, shape: 'SSC' }),
    ).toEqual(proof.result);
    expect(proof.mine).toHaveLength(2);
    for (const { record, proof: inclusion } of proof.mine) {
      expect(
        await verifyInclusion(
          { ...record, stake: BigInt(record.stake) },
          inclusion,
          proof.fingerprint,
        ),
      ).toBe(true);
    }

    const tickets = expectOk(await kit.call(myBets, { periodNo }, { token: m.token }), myBets).list;
    let expected = 0n;
    for (const ticket of tickets) {
      const outcome = settle(playMethod(ticket.playCode), ticket.selection, proof.result, {
        price: 200n,
        multiple: ticket.multiple,
        group: ticket.prizeGroup,
      });
      expect(ticket.status).toBe(outcome.status);
      expect(ticket.payout).toBe((Number(outcome.payout) / 100).toFixed(2));
      expect(ticket.result).toEqual(proof.result);
      expected += outcome.payout;
    }
    const rebate = slip.tickets.reduce((sum, t) => sum + BigInt(t.rebate.replace('.', '')), 0n);
    expect(await kit.main(m.id)).toBe(100_000n - 2_200n + expected + rebate);

    // A second step settles nothing again.
    await kit.step();
    expect(await kit.main(m.id)).toBe(100_000n - 2_200n + expected + rebate);
    const bets = await kit.t.db.query<{ status: string; payout: bigint }>(
      `select b.status, b.payout from bet b join lottery_ticket t on t.bet_id = b.id
       where t.member_id = $1 order by t.id`,
      [m.id],
    );
    expect(bets.map((b) => b.status)).toEqual(['settled', 'settled']);
    const results = expectOk(
      await kit.call(openedNumero, { gameCode: 'SSC_1M' }, { token: m.token }),
      openedNumero,
    );
    expect(results.list[0]).toMatchObject({ periodNo, result: proof.result, status: 'SETTLED' });
    expect(await invariantCounts(kit.t.db)).toEqual(zeroInvariants);
  });

  it('lets a member cancel while the period sells, not after; the number is free again', async () => {
    const m = await member();
    const slip = expectOk(await kit.bet(m.token, [sscStraight([3, 3, 3, 3, 3])]), placeBets);
    const ticketId = slip.tickets[0]!.ticketId;
    const cancelled = expectOk(
      await kit.call(cancelBet, { ticketId }, { token: m.token, key: newKey() }),
      cancelBet,
    );
    expect(cancelled.ticket.status).toBe('CANCELLED');
    expect(cancelled.balance).toBe('1000.00');
    // Cancelling again answers the same and refunds nothing more.
    expectOk(await kit.call(cancelBet, { ticketId }, { token: m.token, key: newKey() }), cancelBet);
    expect(await kit.main(m.id)).toBe(100_000n);
    const other = await member();
    expectError(
      await kit.call(cancelBet, { ticketId }, { token: other.token, key: newKey() }),
      404,
      'not_found',
    );
    const late = expectOk(await kit.bet(m.token, [sscStraight([4, 4, 4, 4, 4])]), placeBets);
    await kit.advance((await kit.untilClose(m.token)) + 1);
    expectError(
      await kit.call(
        cancelBet,
        { ticketId: late.tickets[0]!.ticketId },
        { token: m.token, key: newKey() },
      ),
      409,
      'lottery_cancel_unavailable',
    );
    await drawCurrent(m.token);
  });

  it('refuses to settle a ticket set changed after the close, and the proof says so', async () => {
    const m = await member();
    const slip = expectOk(await kit.bet(m.token, [sscStraight([5, 5, 5, 5, 5])]), placeBets);
    const { periodNo } = (await kit.board(m.token)).game.current!;
    await kit.advance((await kit.untilClose(m.token)) + 1);
    const [sealed] = await kit.t.db.query<{ fingerprint: string }>(
      `select fingerprint from lottery_period where game_code = 'SSC_1M' and period_no = $1`,
      [periodNo],
    );
    // Someone with database access moves the ticket onto another number after the close.
    await kit.t.db.query(
      `update lottery_ticket set selection = '{"positions":[[6],[6],[6],[6],[6]]}' where id = $1`,
      [slip.tickets[0]!.ticketId],
    );
    await drawCurrent(m.token);
    const proof = expectOk(
      await kit.call(verify, { gameCode: 'SSC_1M', periodNo }, { token: m.token }),
      verify,
    );
    expect(proof.fingerprint).toBe(sealed!.fingerprint);
    expect(proof.ticketsMatch).toBe(false);
    expect(proof.status).toBe('DRAWN');
    const [ticket] = await kit.t.db.query<{ status: string }>(
      'select status from lottery_ticket where id = $1',
      [slip.tickets[0]!.ticketId],
    );
    expect(ticket!.status).toBe('PENDING');
  });
});
