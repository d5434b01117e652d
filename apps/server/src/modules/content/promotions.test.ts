import { contentEndpoints, contentOpsEndpoints } from '@portal/contract/content';
import { memberEndpoints } from '@portal/contract/member';
import { rewardsEndpoints } from '@portal/contract/rewards';
import { uploadsEndpoints } from '@portal/contract/uploads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodePng } from '../captcha/png.ts';
import { expectError, expectOk } from '../../testing/expect-ok.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { operatorSession, ownerSession } from '../../testing/operators.ts';
import { freshMember } from './content-test-kit.ts';
import { call, sendFile } from '../../testing/accounts.ts';

const { opsApplications, opsApplicationReview } = contentOpsEndpoints;

let t: TestApp;
/** An owner's session: it reviews applications (`rewards.write`). */
let operator: string;
const ids = new Map<string, string>();
const png = encodePng(1, 1, new Uint8Array([1, 2, 3]));

beforeAll(async () => {
  t = await createTestApp();
  operator = await ownerSession(t);
  const rows = await t.db.query<{ id: bigint; key: string }>(
    `select id, replace(replace(image_url, '/wps/content/art/promo-', ''), '.svg', '') as key from promotion`,
  );
  for (const row of rows) ids.set(row.key, String(row.id));
});
afterAll(async () => {
  await t.close();
});

async function upload(token: string) {
  const res = await sendFile(
    t,
    uploadsEndpoints.upload,
    png,
    'image/png',
    { purpose: 'activity' },
    {
      token,
    },
  );
  return expectOk(res, uploadsEndpoints.upload).uploadId;
}

const apply = (token: string, input: Record<string, unknown>) =>
  call(t, contentEndpoints.promotionApply, input, { token });

const review = (applicationId: string, input: Record<string, unknown>, token = operator) =>
  call(t, opsApplicationReview, { applicationId, ...input }, { token });

describe('promotions', () => {
  it('lists the seeded promotions with the caller’s status', async () => {
    const list = expectOk(
      await call(t, contentEndpoints.promotions, { language: 'EN' }),
      contentEndpoints.promotions,
    );
    const status = Object.fromEntries(list.list.map((p) => [p.promoId, p.status]));
    expect(list.list).toHaveLength(8);
    expect(status[ids.get('first-deposit')!]).toBe('JOIN');
    expect(status[ids.get('welcome-raffle')!]).toBe('CLAIM');
    expect(status[ids.get('live-tournament')!]).toBe('COMING_SOON');
    expect(status[ids.get('summer-festival')!]).toBe('CLOSED');
    expect(list.list.find((p) => p.kind === 'info')?.title).toBe('VIP club');
  });

  it('takes an application with proof, once, and shows its review', async () => {
    const ana = await freshMember(t, 'promoana01');
    const promoId = ids.get('first-deposit')!;
    expectError(await apply(ana.token, { promoId }), 400, 'proof_required');
    const four = await Promise.all([1, 2, 3, 4].map(() => upload(ana.token)));
    expectError(await apply(ana.token, { promoId, uploadIds: four }), 400, 'invalid_input');
    expectError(
      await apply(ana.token, { promoId, uploadIds: ['not-an-upload-x'] }),
      400,
      'upload_unknown',
    );
    const application = expectOk(
      await apply(ana.token, { promoId, remark: 'recibo', uploadIds: four.slice(0, 2) }),
      contentEndpoints.promotionApply,
    );
    expect(application).toMatchObject({ status: 'APPLYING', proofCount: 2, remark: 'recibo' });
    expectError(
      await apply(ana.token, { promoId, uploadIds: four.slice(2, 3) }),
      409,
      'already_applied',
    );
    // The refused call claimed nothing: its upload is still free.
    const [free] = await t.db.query<{ claimed_at: Date | null }>(
      'select claimed_at from upload where id = $1',
      [four[2]],
    );
    expect(free!.claimed_at).toBeNull();

    const queue = expectOk(
      await call(t, opsApplications, { status: 'APPLYING' }, { token: operator }),
      opsApplications,
    );
    expect(queue.items.every((a) => a.status === 'APPLYING')).toBe(true);
    const queued = queue.items.find((a) => a.applicationId === application.applicationId)!;
    expect(queued).toMatchObject({ account: 'promoana01', memberId: ana.id, proofCount: 2 });
    expect(queued.uploadIds).toEqual(expect.arrayContaining(four.slice(0, 2)));
    const proof = await t.app.inject({
      method: 'GET',
      url: `/operator/uploads/file?uploadId=${queued.uploadIds[0]}`,
      headers: { host: 'localhost', authorization: `Bearer ${operator}` },
    });
    expect(proof.statusCode).toBe(200);
    expect(proof.headers['content-type']).toBe('image/png');

    const { applicationId } = application;
    expect(
      expectOk(await review(applicationId, { action: 'process' }), opsApplicationReview),
    ).toMatchObject({
      status: 'IN_PROCESS',
    });
    const detail = () =>
      call(t, contentEndpoints.promotionDetail, { promoId }, { token: ana.token }).then((res) =>
        expectOk(res, contentEndpoints.promotionDetail),
      );
    expect((await detail()).status).toBe('IN_PROCESS');
    // The activity sets no bonus of its own: the operator gives the amount as it issues.
    const issued = await review(applicationId, {
      action: 'issue',
      note: 'Bónus creditado',
      amount: '20.00',
    });
    expect(expectOk(issued, opsApplicationReview)).toMatchObject({
      status: 'ISSUED',
      reviewNote: 'Bónus creditado',
    });
    expectError(await review(applicationId, { action: 'reject' }), 409, 'conflict');
    const audits = await t.db.query<{ detail: Record<string, unknown>; member_id: string }>(
      `select detail, member_id::text as member_id from audit_log
       where action = 'application_review' and detail->>'application' = $1 order by id`,
      [applicationId],
    );
    expect(audits.map((a) => a.detail)).toMatchObject([
      { action: 'process', before: { status: 'APPLYING' }, after: { status: 'IN_PROCESS' } },
      {
        action: 'issue',
        before: { status: 'IN_PROCESS' },
        after: { status: 'ISSUED' },
        note: 'Bónus creditado',
        amount: '20.00',
      },
    ]);
    expect(audits.every((a) => a.member_id === ana.id)).toBe(true);
    const after = await detail();
    expect(after.status).toBe('ISSUED');
    expect(after.application?.reviewNote).toBe('Bónus creditado');
    const inbox = expectOk(
      await call(t, contentEndpoints.messages, {}, { token: ana.token }),
      contentEndpoints.messages,
    );
    expect(inbox.unread).toBe(1);
  });

  it('lets a rejected member apply again, refuses closed, coming and racing applications', async () => {
    const bob = await freshMember(t, 'promobob01');
    const promoId = ids.get('weekly-slots')!;
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => apply(bob.token, { promoId })),
    );
    expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(1);
    for (const res of answers.filter((r) => r.statusCode !== 200))
      expectError(res, 409, 'already_applied');
    const first = expectOk(
      answers.find((res) => res.statusCode === 200)!,
      contentEndpoints.promotionApply,
    );
    expectOk(
      await review(first.applicationId, { action: 'reject', note: 'Sem apostas' }),
      opsApplicationReview,
    );
    const list = expectOk(
      await call(t, contentEndpoints.promotions, {}, { token: bob.token }),
      contentEndpoints.promotions,
    );
    expect(list.list.find((p) => p.promoId === promoId)?.status).toBe('REJECTED');
    expectOk(await apply(bob.token, { promoId }), contentEndpoints.promotionApply);
    expectError(
      await apply(bob.token, { promoId: ids.get('summer-festival')! }),
      409,
      'promotion_closed',
    );
    expectError(
      await apply(bob.token, { promoId: ids.get('live-tournament')! }),
      409,
      'promotion_closed',
    );
    expectError(await apply(bob.token, { promoId: ids.get('vip-club')! }), 404, 'not_found');
    expectError(await call(t, contentEndpoints.promotionApply, { promoId }), 401, 'in_no_login');
  });

  it('counts what a member can act on: an application or a claim takes one off, a rejection puts it back', async () => {
    const dan = await freshMember(t, 'promodan01');
    const count = async () =>
      expectOk(await call(t, memberEndpoints.info, {}, { token: dan.token }), memberEndpoints.info)
        .availablePromoCount;
    // The member's count also holds its bonuses to claim: only its changes are compared.
    const first = await count();
    const { applicationId } = expectOk(
      await apply(dan.token, { promoId: ids.get('weekly-slots')! }),
      contentEndpoints.promotionApply,
    );
    expect(await count()).toBe(first - 1);
    expectOk(
      await review(applicationId, { action: 'reject', note: 'Sem apostas' }),
      opsApplicationReview,
    );
    expect(await count()).toBe(first);
    expectOk(
      await call(
        t,
        rewardsEndpoints.claimRaffle,
        { promoId: ids.get('welcome-raffle')! },
        { token: dan.token },
      ),
      rewardsEndpoints.claimRaffle,
    );
    expect(await count()).toBe(first - 1);
  });

  it('refuses bad reviews, unknown applications and operators without rewards.write', async () => {
    const cid = await freshMember(t, 'promocid01');
    const promoId = ids.get('weekly-slots')!;
    const { applicationId } = expectOk(
      await apply(cid.token, { promoId }),
      contentEndpoints.promotionApply,
    );
    const status = async () =>
      (
        await t.db.query<{ status: string }>(
          'select status from promotion_application where id = $1',
          [applicationId],
        )
      )[0]!.status;
    const audits = async () =>
      (
        await t.db.query<{ n: number }>(
          `select count(*)::int as n from audit_log where action = 'application_review'`,
        )
      )[0]!.n;
    const before = await audits();
    const bad = expectError(
      await call(
        t,
        opsApplicationReview,
        { applicationId: 'abc', action: 'approve', note: 'x'.repeat(501) },
        { token: operator },
      ),
      400,
      'invalid_input',
    );
    expect(Object.keys(bad.fields ?? {}).sort()).toEqual(['action', 'applicationId', 'note']);
    expectError(
      await review(applicationId, { action: 'issue', amount: '0' }),
      400,
      'invalid_amount',
    );
    expectError(await review('999999999', { action: 'process' }), 404, 'not_found');
    const content = await operatorSession(t, 'content');
    expectError(await review(applicationId, { action: 'process' }, content), 403, 'forbidden');
    expectError(await call(t, opsApplications, {}, { token: content }), 403, 'forbidden');
    const proof = await t.app.inject({
      method: 'GET',
      url: '/operator/uploads/file?uploadId=anyupload1',
      headers: { host: 'localhost', authorization: `Bearer ${content}` },
    });
    expectError(proof, 403, 'forbidden');
    expect(await status()).toBe('APPLYING');
    expect(await audits()).toBe(before);
    // A finance operator reviews them too.
    const finance = await operatorSession(t, 'finance');
    expectOk(await review(applicationId, { action: 'process' }, finance), opsApplicationReview);
    expect(await status()).toBe('IN_PROCESS');
  });
});
