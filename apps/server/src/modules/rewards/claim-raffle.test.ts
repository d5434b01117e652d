import { contentEndpoints, contentOpsEndpoints } from '@portal/contract/content';
import { rewardsEndpoints } from '@portal/contract/rewards';
import { rewardsOpsEndpoints } from '@portal/contract/rewards/ops';
import { pickPrize } from '@portal/contract/rewards/raffle';
import { sessionEndpoints } from '@portal/contract/session';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../testing/accounts.ts';
import { expectError, expectOk } from '../../testing/expect-ok.ts';
import { ownerSession } from '../../testing/operators.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { until } from '../../testing/until.ts';
import { freshMember, openSocket } from '../content/content-test-kit.ts';
import { fairFloats, seedHash } from '../pge/fair.ts';
import { mainBalance } from '../ledger/ledger.ts';

let t: TestApp;
let raffleId: string;
let merchantId: number;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const [row] = await t.db.query<{ id: bigint; merchant_id: number }>(
    `select id, merchant_id from promotion where kind = 'raffle' and prize_amount = 1000`,
  );
  raffleId = String(row!.id);
  merchantId = row!.merchant_id;
});
afterAll(async () => {
  await t.close();
});

const claim = (token: string, promoId = raffleId) =>
  call(t, rewardsEndpoints.claimRaffle, { promoId }, { token });

describe('raffle claims', () => {
  it('credits the prize once under 20 concurrent claims and pushes the balance', async () => {
    const ana = await freshMember(t, 'raffle01');
    const { socket, events } = await openSocket(t, ana.token);
    const answers = await Promise.all(Array.from({ length: 20 }, () => claim(ana.token)));
    const ok = answers.filter((res) => res.statusCode === 200);
    expect(ok).toHaveLength(1);
    expect(expectOk(ok[0]!, rewardsEndpoints.claimRaffle)).toEqual({
      promoId: raffleId,
      amount: '10.00',
      status: 'CLAIMED',
    });
    for (const res of answers.filter((r) => r.statusCode !== 200)) {
      expectError(res, 409, 'raffle_claimed');
    }
    expect(await mainBalance(t.db, { merchantId, memberId: ana.id, currency: 'BRL' })).toBe(1000n);
    const [claims] = await t.db.query<{ n: number }>(
      'select count(*)::int as n from raffle_claim where member_id = $1',
      [ana.id],
    );
    expect(claims!.n).toBe(1);
    // The seeded raffle asks for its prize to be bet once before it can be withdrawn.
    const turnover = await t.db.query<{ amount: bigint; source: string }>(
      'select amount, source from turnover_requirement where member_id = $1',
      [ana.id],
    );
    expect(turnover).toEqual([{ amount: 1000n, source: 'raffle' }]);
    await until(() => events.some((e) => e.type === 'balance'));
    expect(events.find((e) => e.type === 'balance')?.payload).toEqual({ balance: '10.00' });
    socket.close();
    const detail = expectOk(
      await call(t, contentEndpoints.promotionDetail, { promoId: raffleId }, { token: ana.token }),
      contentEndpoints.promotionDetail,
    );
    expect(detail.status).toBe('CLAIMED');
    expect(detail.prizeAmount).toBe('10.00');
  });

  it('refuses trial accounts, closed raffles, other kinds and anonymous callers', async () => {
    const bob = await freshMember(t, 'raffle02');
    expectError(
      await call(t, rewardsEndpoints.claimRaffle, { promoId: raffleId }),
      401,
      'in_no_login',
    );
    const [activity] = await t.db.query<{ id: bigint }>(
      `select id from promotion where kind = 'activity' order by id limit 1`,
    );
    expectError(await claim(bob.token, String(activity!.id)), 404, 'not_found');
    await t.db.query(
      `update promotion set end_at = now() - interval '1 minute', start_at = now() - interval '2 days' where id = $1`,
      [raffleId],
    );
    expectError(await claim(bob.token), 409, 'promotion_closed');
    const trial = expectOk(
      await call(t, sessionEndpoints.freeplay, {}, { ip: '192.0.2.77' }),
      sessionEndpoints.freeplay,
    );
    expectError(await claim(trial.token!), 403, 'in_need_true_account');
  });
});

describe('raffle prize tables', () => {
  it('draws each member’s prize provably fair from the table, checkable once it ends', async () => {
    const token = await ownerSession(t);
    const create = contentOpsEndpoints.opsPromotionCreate;
    const created = await call(
      t,
      create,
      {
        kind: 'raffle',
        titles: { PT: 'Roda da sorte', EN: 'Lucky wheel' },
        summaries: { PT: 'Gire', EN: 'Spin' },
        contents: { PT: '<p>Gire</p>', EN: '<p>Spin</p>' },
        imageUrl: '/img/wheel.png',
        startTime: new Date(Date.now() - 60_000).toISOString(),
        endTime: new Date(Date.now() + 3_600_000).toISOString(),
        prizeTable: [
          { amount: '100', weight: 1 },
          { amount: '5', weight: 9 },
          { amount: '1', weight: 90 },
        ],
      },
      { token },
    );
    const promoId = expectOk(created, create).id;
    // The operator reads the table back as given, in the brand's amounts.
    expect(expectOk(created, create).prizeTable).toEqual([
      { amount: '100.00', weight: 1 },
      { amount: '5.00', weight: 9 },
      { amount: '1.00', weight: 90 },
    ]);
    const claimed: Array<{ id: string; amount: string; roll: number }> = [];
    for (let i = 0; i < 12; i += 1) {
      const member = await freshMember(t, `wheel${i}`);
      const value = expectOk(await claim(member.token, promoId), rewardsEndpoints.claimRaffle);
      expect(value.draw?.message).toBe(`raffle:${promoId}:${member.id}`);
      claimed.push({ id: member.id, amount: value.amount, roll: value.draw!.roll });
    }
    const draw = async () =>
      expectOk(
        await call(t, rewardsOpsEndpoints.opsRaffleDraw, { promoId }, { token }),
        rewardsOpsEndpoints.opsRaffleDraw,
      );
    const before = await draw();
    expect(before.seed).toBeNull();

    // The raffle ends: the seed is revealed and recomputes every prize.
    await t.db.query(`update promotion set end_at = now() - interval '1 second' where id = $1`, [
      promoId,
    ]);
    const after = await draw();
    expect(after.seed).not.toBeNull();
    expect(seedHash(after.seed!)).toBe(before.seedHash);
    const table = [
      { amount: 10_000n, weight: 1 },
      { amount: 500n, weight: 9 },
      { amount: 100n, weight: 90 },
    ];
    for (const c of claimed) {
      const [roll] = fairFloats(after.seed!, `raffle:${promoId}`, Number(c.id), 1);
      expect(c.roll).toBe(roll);
      const prize = pickPrize(table, roll!).amount;
      expect(c.amount).toBe((Number(prize) / 100).toFixed(2));
      expect(await mainBalance(t.db, { merchantId, memberId: c.id, currency: 'BRL' })).toBe(prize);
    }
    expect(after.claims).toHaveLength(12);
  });

  it('refuses a prize table beside a single prize, or on another kind of promotion', async () => {
    const base = {
      titles: { EN: 'x' },
      summaries: { EN: 'x' },
      contents: { EN: 'x' },
      imageUrl: '/img/x.png',
      startTime: new Date().toISOString(),
      prizeTable: [{ amount: '1', weight: 1 }],
    };
    const token = await ownerSession(t);
    const count = async () =>
      (await t.db.query<{ n: number }>('select count(*)::int as n from promotion'))[0]!.n;
    const before = await count();
    for (const body of [
      { ...base, kind: 'raffle', prizeAmount: '5' },
      { ...base, kind: 'activity' },
    ]) {
      const res = await call(t, contentOpsEndpoints.opsPromotionCreate, body, { token });
      expect(expectError(res, 400, 'invalid_input').fields).toHaveProperty('prizeTable');
    }
    expect(await count()).toBe(before);
  });
});
