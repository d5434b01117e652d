import { contentEndpoints, contentOpsEndpoints } from '@portal/contract/content';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, type CallOptions } from '../../testing/accounts.ts';
import { expectError, expectOk } from '../../testing/expect-ok.ts';
import { operatorSession } from '../../testing/operators.ts';
import { createSecondMerchant } from '../../testing/second-merchant.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { freshMember } from './content-test-kit.ts';

const { opsFeedback } = contentOpsEndpoints;
let t: TestApp;
/** A support operator of the demo brand: it reads the inbox. */
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  await createSecondMerchant(t);
  token = await operatorSession(t, 'support');
});
afterAll(async () => {
  await t.close();
});

const read = (input: Record<string, unknown> = {}, options: CallOptions = {}) =>
  call(t, opsFeedback, input, { token, ...options });

async function inbox(input: Record<string, unknown> = {}, options: CallOptions = {}) {
  const res = await read(input, options);
  expect(res.headers['cache-control']).toBe('no-store');
  return expectOk(res, opsFeedback);
}

const send = (questionType: string, content: string, ip: string, member?: string) =>
  call(
    t,
    contentEndpoints.feedback,
    { questionType, content, contactInfo: 'someone@example.com' },
    { token: member, ip },
  ).then((res) => expectOk(res, contentEndpoints.feedback).feedbackId);

describe('operator feedback inbox', () => {
  it('shows what members and visitors sent, newest first, paged and by type', async () => {
    expect(await inbox()).toEqual({ items: [], total: 0, pageNum: 1, totalPages: 0 });
    const ana = await freshMember(t, 'fbana01');
    const fromAna = await send('deposit', 'Depósito não chegou', '198.51.100.10', ana.token);
    const fromVisitor = await send('game', '<b>O jogo trava</b>', '198.51.100.11');
    const again = await send('game', 'Ainda trava', '198.51.100.12', ana.token);

    const all = await inbox();
    expect(all.total).toBe(3);
    expect(all.items.map((f) => f.id)).toEqual([again, fromVisitor, fromAna]);
    expect(all.items[2]).toEqual({
      id: fromAna,
      questionType: 'deposit',
      content: 'Depósito não chegou',
      contactInfo: 'someone@example.com',
      account: 'fbana01',
      ip: '198.51.100.10',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/u),
    });
    // A visitor's message, kept as the text it was.
    expect(all.items[1]).toMatchObject({ account: null, content: '<b>O jogo trava</b>' });

    const games = await inbox({ questionType: 'game' });
    expect(games.total).toBe(2);
    expect(games.items.map((f) => f.id)).toEqual([again, fromVisitor]);
    expect((await inbox({ questionType: 'withdraw' })).total).toBe(0);

    expect(await inbox({ pageSize: 2, pageNo: 2 })).toMatchObject({
      total: 3,
      totalPages: 2,
      items: [{ id: fromAna }],
    });
    expect(await inbox({ pageNo: 3, pageSize: 2 })).toMatchObject({ total: 3, items: [] });
  });

  it("keeps each brand's inbox apart, refuses bad input and callers without a session", async () => {
    const beta = await operatorSession(t, 'owner', 'beta');
    expect((await inbox({}, { token: beta, host: 'beta.example' })).total).toBe(0);
    expectError(await read({}, { token: beta }), 403, 'forbidden');
    for (const input of [{ questionType: 'spam' }, { pageSize: 101 }, { pageNo: 0 }])
      expectError(await read(input), 400, 'invalid_input');
    expectError(await read({}, { token: null }), 401, 'in_no_login');
  });
});
