import { contentEndpoints } from '@portal/contract/content';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, expectOk } from '../../testing/expect-ok.ts';
import { createSecondMerchant } from '../../testing/second-merchant.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { freshMember, ops } from './content-test-kit.ts';
import { call } from '../../testing/accounts.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await createSecondMerchant(t);
});
afterAll(async () => {
  await t.close();
});

interface Inbox {
  list: Array<{
    id: string;
    questionType: string;
    content: string;
    contactInfo: string;
    account: string | null;
    ip: string | null;
    createdAt: string;
  }>;
  total: number;
}

async function inbox(query = '', code = 'demo'): Promise<Inbox> {
  const res = await ops(t, 'GET', `/ops/merchants/${code}/feedback${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value as Inbox;
}

const send = (questionType: string, content: string, ip: string, token?: string) =>
  call(
    t,
    contentEndpoints.feedback,
    { questionType, content, contactInfo: 'someone@example.com' },
    { token: token, ip: ip },
  ).then((res) => expectOk(res, contentEndpoints.feedback).feedbackId);

describe('operator feedback inbox', () => {
  it('shows what members and visitors sent, newest first, paged and by type', async () => {
    expect(await inbox()).toEqual({ list: [], total: 0 });
    const ana = await freshMember(t, 'fbana01');
    const fromAna = await send('deposit', 'Depósito não chegou', '198.51.100.10', ana.token);
    const fromVisitor = await send('game', 'O jogo trava', '198.51.100.11');
    const again = await send('game', 'Ainda trava', '198.51.100.12', ana.token);

    const all = await inbox();
    expect(all.total).toBe(3);
    expect(all.list.map((f) => f.id)).toEqual([again, fromVisitor, fromAna]);
    expect(all.list[2]).toEqual({
      id: fromAna,
      questionType: 'deposit',
      content: 'Depósito não chegou',
      contactInfo: 'someone@example.com',
      account: 'fbana01',
      ip: '198.51.100.10',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/u),
    });
    expect(all.list[1]).toMatchObject({ account: null, ip: '198.51.100.11' });

    const games = await inbox('?questionType=game');
    expect(games.total).toBe(2);
    expect(games.list.map((f) => f.id)).toEqual([again, fromVisitor]);
    expect((await inbox('?questionType=withdraw')).total).toBe(0);
    expect((await inbox('?questionType=&pageSize=1')).total).toBe(3);

    const page2 = await inbox('?pageSize=2&pageNo=2');
    expect(page2).toMatchObject({ total: 3, list: [{ id: fromAna }] });
    expect((await inbox('?pageNo=3&pageSize=2')).list).toEqual([]);
  });

  it('keeps each merchant’s inbox apart and refuses bad queries', async () => {
    expect(await inbox('', 'beta')).toEqual({ list: [], total: 0 });
    for (const query of ['?questionType=spam', '?pageSize=101', '?pageNo=0']) {
      expectError(
        await ops(t, 'GET', `/ops/merchants/demo/feedback${query}`),
        400,
        'invalid_input',
      );
    }
    expectError(await ops(t, 'GET', '/ops/merchants/nobody/feedback'), 404, 'not_found');
    expectError(
      await t.app.inject({ method: 'GET', url: '/ops/merchants/demo/feedback' }),
      403,
      'forbidden',
    );
  });
});
