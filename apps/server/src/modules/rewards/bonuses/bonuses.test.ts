import { contentEndpoints, contentOpsEndpoints } from '@portal/contract/content';
import { memberEndpoints } from '@portal/contract/member';
import { bonusesOpsEndpoints, rewardsEndpoints } from '@portal/contract/rewards';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../testing/accounts.ts';
import { expectError, expectOk } from '../../../testing/expect-ok.ts';
import { ownerSession } from '../../../testing/operators.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { callAs, newKey } from '../../../testing/wallet-kit.ts';
import { freshMember } from '../../content/content-test-kit.ts';
import { localDay } from '../../histories/day-range.ts';
import { invariantCounts, zeroInvariants } from '../../ledger/invariants.ts';
import { mainBalance } from '../../ledger/ledger.ts';

let t: TestApp;
let merchantId: number;
let timeZone: string;
let operator: string;

beforeAll(async () => {
  t = await createTestApp();
  const [row] = await t.db.query<{ id: number; time_zone: string }>(
    `select id, time_zone from merchant where code = 'demo'`,
  );
  merchantId = row!.id;
  timeZone = row!.time_zone;
  operator = await ownerSession(t);
});
afterAll(async () => {
  await t.close();
});

// The brand's calendar day: a UTC date is the wrong day for a few hours around midnight.
const today = () => localDay(timeZone, new Date());
const titles = { PT: 'Bónus de boas-vindas', EN: 'Welcome bonus' };

const { opsBonusGrant, opsBonusCancel } = bonusesOpsEndpoints;

/** An operator grant's call. */
const grantCall = (memberId: string, body: Record<string, unknown> = {}) =>
  call(
    t,
    opsBonusGrant,
    { memberId, reference: newKey(), titles, amount: '25.50', turnoverPercent: 200, ...body },
    { token: operator },
  );

/** An operator grant; answers the granted bonus. */
async function grant(memberId: string, body: Record<string, unknown> = {}) {
  const { bonus } = expectOk(await grantCall(memberId, body), opsBonusGrant);
  if (bonus === null) throw new Error('the grant asked for a second operator');
  return bonus;
}

const cancelCall = (id: string) => call(t, opsBonusCancel, { id }, { token: operator });

const balance = (memberId: string) => mainBalance(t.db, { merchantId, memberId, currency: 'BRL' });

const center = async (token: string) =>
  expectOk(
    await call(t, rewardsEndpoints.rewardCenter, {}, { token }),
    rewardsEndpoints.rewardCenter,
  );

const details = async (token: string, input: Record<string, string> = {}) =>
  expectOk(
    await call(
      t,
      rewardsEndpoints.bonusDetails,
      { startDate: today(), endDate: today(), ...input },
      { token },
    ),
    rewardsEndpoints.bonusDetails,
  );

describe('bonuses and the reward centre', () => {
  it('credits a claimable bonus once under 30 concurrent claims, with its turnover', async () => {
    const ana = await freshMember(t, 'bonusana01');
    const before = await center(ana.token);
    const bonus = await grant(ana.id);
    expect(bonus.state).toBe('pending');

    const open = await center(ana.token);
    expect(open.count).toBe(before.count + 1);
    expect(open.claimable).toMatchObject([
      { id: bonus.id, source: 'operator', title: 'Welcome bonus', amount: '25.50' },
    ]);
    const info = expectOk(
      await call(t, memberEndpoints.info, {}, { token: ana.token }),
      memberEndpoints.info,
    );
    expect(info.availablePromoCount).toBe(open.count);

    const answers = await Promise.all(
      Array.from({ length: 30 }, () =>
        callAs(t, rewardsEndpoints.claimReward, ana.token, { bonusId: bonus.id }),
      ),
    );
    const ok = answers.filter((res) => res.statusCode === 200);
    expect(ok).toHaveLength(1);
    for (const res of answers.filter((r) => r.statusCode !== 200))
      expectError(res, 409, 'reward_not_claimable');
    expect(expectOk(ok[0]!, rewardsEndpoints.claimReward)).toMatchObject({
      bonus: { id: bonus.id, state: 'claimed', turnoverRequired: '51.00' },
      balance: '25.50',
    });
    expect(await balance(ana.id)).toBe(2550n);
    const txns = await t.db.query<{ kind: string }>(
      `select t.kind from ledger_txn t join bonus b on b.ledger_txn_id = t.id where b.id = $1`,
      [bonus.id],
    );
    expect(txns).toEqual([{ kind: 'bonus' }]);
    const turnover = await t.db.query<{ amount: bigint; source: string; reference: string }>(
      'select amount, source, reference from turnover_requirement where member_id = $1',
      [ana.id],
    );
    expect(turnover).toEqual([{ amount: 5100n, source: 'operator', reference: bonus.id }]);

    expect((await center(ana.token)).count).toBe(before.count);
    const list = await details(ana.token);
    expect(list).toMatchObject({
      total: 1,
      creditedTotal: '25.50',
      turnoverRemaining: '51.00',
      list: [{ id: bonus.id, state: 'claimed', source: 'operator' }],
    });
    expect(list.list[0]!.settledAt).not.toBeNull();
    // The same key replays the first answer; the claim is not made again.
    const key = newKey();
    const again = await callAs(
      t,
      rewardsEndpoints.claimReward,
      ana.token,
      { bonusId: bonus.id },
      key,
    );
    expectError(again, 409, 'reward_not_claimable');
    expectError(
      await callAs(t, rewardsEndpoints.claimReward, ana.token, { bonusId: bonus.id }, key),
      409,
      'reward_not_claimable',
    );
    expect(await balance(ana.id)).toBe(2550n);
    expect(await invariantCounts(t.db)).toEqual(zeroInvariants);
  });

  it('credits an issued bonus at once, and a repeated grant changes nothing', async () => {
    const bob = await freshMember(t, 'bonusbob01');
    const reference = newKey();
    const first = await grant(bob.id, { reference, claimable: false, turnoverPercent: 0 });
    expect(first).toMatchObject({ state: 'issued', created: true });
    const second = await grant(bob.id, { reference, claimable: false, amount: '99' });
    expect(second).toMatchObject({ id: first.id, state: 'issued', created: false });
    expect(await balance(bob.id)).toBe(2550n);
    const list = await details(bob.token, { state: 'issued' });
    expect(list.list.map((b) => [b.id, b.turnoverRequired])).toEqual([[first.id, '0.00']]);
    expect(list.turnoverRemaining).toBe('0.00');
    expect((await details(bob.token, { state: 'pending' })).total).toBe(0);
    expect((await details(bob.token, { source: 'raffle' })).total).toBe(0);
  });

  it('lets a bonus expire or be cancelled, and keeps other members out', async () => {
    const cid = await freshMember(t, 'bonuscid01');
    const dan = await freshMember(t, 'bonusdan01');
    const late = await grant(cid.id, { expiresAt: new Date(Date.now() + 60_000).toISOString() });
    const cancelled = await grant(cid.id);
    const kept = await grant(cid.id);
    expectError(
      await callAs(t, rewardsEndpoints.claimReward, dan.token, { bonusId: kept.id }),
      404,
      'not_found',
    );
    await t.db.query(`update bonus set expires_at = now() - interval '1 second' where id = $1`, [
      late.id,
    ]);
    expect(expectOk(await cancelCall(cancelled.id), opsBonusCancel).state).toBe('cancelled');
    for (const id of [late.id, cancelled.id]) {
      expectError(
        await callAs(t, rewardsEndpoints.claimReward, cid.token, { bonusId: id }),
        409,
        'reward_not_claimable',
      );
      expectError(await cancelCall(id), 409, 'reward_not_claimable');
    }
    expect((await center(cid.token)).claimable.map((b) => b.id)).toEqual([kept.id]);
    const states = (await details(cid.token)).list.map((b) => [b.id, b.state]);
    expect(states).toEqual(
      expect.arrayContaining([
        [late.id, 'expired'],
        [cancelled.id, 'cancelled'],
        [kept.id, 'pending'],
      ]),
    );
    expect((await details(cid.token, { state: 'expired' })).list.map((b) => b.id)).toEqual([
      late.id,
    ]);
    expect(await balance(cid.id)).toBe(0n);
    expectError(
      await call(
        t,
        rewardsEndpoints.bonusDetails,
        { startDate: today(), endDate: '2020-01-01' },
        { token: cid.token },
      ),
      400,
      'date_range_invalid',
    );
    expectError(await grantCall(cid.id, { amount: '0' }), 400, 'invalid_amount');
  });

  it('issues an approved activity’s bonus in the review, once', async () => {
    const eve = await freshMember(t, 'bonuseve01');
    const [activity] = await t.db.query<{ id: bigint }>(
      `select id from promotion where kind = 'activity' and not requires_proof
         and start_at <= now() and (end_at is null or end_at > now()) order by id limit 1`,
    );
    const promoId = String(activity!.id);
    const applied = expectOk(
      await call(t, contentEndpoints.promotionApply, { promoId }, { token: eve.token }),
      contentEndpoints.promotionApply,
    );
    const token = await ownerSession(t);
    const { opsApplicationReview } = contentOpsEndpoints;
    const review = (body: Record<string, unknown>) =>
      call(t, opsApplicationReview, { applicationId: applied.applicationId, ...body }, { token });
    // The seeded activity sets no bonus amount: issuing needs one, and the refusal undoes all.
    const refused = await review({ action: 'issue' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'bonus_amount_required' });
    const [still] = await t.db.query<{ status: string }>(
      'select status from promotion_application where id = $1',
      [applied.applicationId],
    );
    expect(still!.status).toBe('APPLYING');
    expectOk(await review({ action: 'issue', amount: '12.34' }), opsApplicationReview);
    expectError(await review({ action: 'issue', amount: '12.34' }), 409, 'conflict');
    expect(await balance(eve.id)).toBe(1234n);
    const list = await details(eve.token, { source: 'promotion' });
    expect(list.list).toMatchObject([
      { source: 'promotion', state: 'issued', amount: '12.34', title: 'Weekly slots challenge' },
    ]);
  });

  it('records a raffle prize as an issued raffle bonus', async () => {
    const fay = await freshMember(t, 'bonusfay01');
    const [raffle] = await t.db.query<{ id: bigint }>(
      `select id from promotion where kind = 'raffle' and start_at <= now()
         and (end_at is null or end_at > now()) order by id limit 1`,
    );
    expectOk(
      await call(
        t,
        rewardsEndpoints.claimRaffle,
        { promoId: String(raffle!.id) },
        {
          token: fay.token,
        },
      ),
      rewardsEndpoints.claimRaffle,
    );
    const list = await details(fay.token);
    expect(list.list).toMatchObject([{ source: 'raffle', state: 'issued' }]);
    expect(list.creditedTotal).toBe(list.list[0]!.amount);
  });
});
