import { contentEndpoints } from '@portal/contract/content';
import { uploadsEndpoints } from '@portal/contract/uploads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodePng } from '../captcha/png.ts';
import { expectError, expectOk } from '../../testing/expect-ok.ts';
import { createTestApp, testOpsToken, type TestApp } from '../../testing/test-app.ts';
import { freshMember, ops } from './content-test-kit.ts';
import { call, sendFile } from '../../testing/accounts.ts';

let t: TestApp;
const ids = new Map<string, string>();
const png = encodePng(1, 1, new Uint8Array([1, 2, 3]));

beforeAll(async () => {
  t = await createTestApp();
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

    const queue = await ops(t, 'GET', '/ops/merchants/demo/applications?status=APPLYING');
    const queued = queue
      .json()
      .value.list.find(
        (a: { applicationId: string }) => a.applicationId === application.applicationId,
      );
    expect(queued.uploadIds).toEqual(expect.arrayContaining(four.slice(0, 2)));
    const proof = await t.app.inject({
      method: 'GET',
      url: `/ops/merchants/demo/uploads/${queued.uploadIds[0]}`,
      headers: {
        authorization: `Bearer ${testOpsToken}`,
      },
    });
    expect(proof.headers['content-type']).toBe('image/png');

    const reviewUrl = `/ops/merchants/demo/applications/${application.applicationId}/review`;
    expect((await ops(t, 'POST', reviewUrl, { action: 'process' })).json().value.status).toBe(
      'IN_PROCESS',
    );
    const detail = () =>
      call(t, contentEndpoints.promotionDetail, { promoId }, { token: ana.token }).then((res) =>
        expectOk(res, contentEndpoints.promotionDetail),
      );
    expect((await detail()).status).toBe('IN_PROCESS');
    // The activity sets no bonus of its own: the operator gives the amount as it issues.
    const issued = await ops(t, 'POST', reviewUrl, {
      action: 'issue',
      note: 'Bónus creditado',
      amount: '20.00',
    });
    expect(issued.json().value).toMatchObject({ status: 'ISSUED', reviewNote: 'Bónus creditado' });
    expect((await ops(t, 'POST', reviewUrl, { action: 'reject' })).statusCode).toBe(409);
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
    await ops(t, 'POST', `/ops/merchants/demo/applications/${first.applicationId}/review`, {
      action: 'reject',
      note: 'Sem apostas',
    });
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
});
