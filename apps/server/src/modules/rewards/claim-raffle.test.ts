import { contentEndpoints } from '@portal/contract/content';
import { rewardsEndpoints } from '@portal/contract/rewards';
import { sessionEndpoints } from '@portal/contract/session';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../testing/accounts.ts';
import { expectError, expectOk } from '../../testing/expect-ok.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { until } from '../../testing/until.ts';
import { freshMember, openSocket } from '../content/content-test-kit.ts';
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
