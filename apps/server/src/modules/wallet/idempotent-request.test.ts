import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../http/app-error.ts';
import { createMember } from '../../testing/accounts.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { idempotent, requestHash, type IdempotentSpec } from './idempotent-request.ts';

describe('idempotent', () => {
  let t: TestApp;
  let spec: (key: string) => IdempotentSpec;

  beforeAll(async () => {
    t = await createTestApp();
    const [demo] = await t.db.query<{ id: number }>(`select id from merchant where code = 'demo'`);
    const memberId = await createMember(t, { account: 'idem01' });
    spec = (key) => ({
      merchantId: demo!.id,
      memberId,
      key,
      endpoint: 'TEST_call',
      request: { amount: 5n },
      waitMs: 1_000,
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('does the work once and answers replays with the first answer', async () => {
    let runs = 0;
    const work = async () => ({ run: ++runs });
    expect(await idempotent(t.db, spec('k-once'), work)).toEqual({ run: 1 });
    expect(await idempotent(t.db, spec('k-once'), work)).toEqual({ run: 1 });
    expect(runs).toBe(1);
    await expect(
      idempotent(t.db, { ...spec('k-once'), request: { amount: 6n } }, work),
    ).rejects.toMatchObject({ code: 'idempotency_mismatch' });
  });

  it('keeps an expected refusal as the answer, and lets an unexpected failure run again', async () => {
    const refuse = () => Promise.reject(new AppError('insufficient_funds'));
    await expect(idempotent(t.db, spec('k-refused'), refuse)).rejects.toMatchObject({
      code: 'insufficient_funds',
    });
    await expect(idempotent(t.db, spec('k-refused'), async () => 'ok')).rejects.toMatchObject({
      code: 'insufficient_funds',
    });
    await expect(
      idempotent(t.db, spec('k-broken'), () => Promise.reject(new Error('lost'))),
    ).rejects.toThrow('lost');
    expect(await idempotent(t.db, spec('k-broken'), async () => 'second try')).toBe('second try');
  });

  it('answers the answer stored first when another request stored one during the work', async () => {
    const s = spec('k-raced');
    // A replay that found the first request dead did the work and stored its answer while the
    // first request was still running: the first request answers that one, not its own.
    const answer = await idempotent(t.db, s, async () => {
      await t.db.query(
        `update wallet_request set response = $4 where merchant_id = $1 and member_id = $2
           and idempotency_key = $3`,
        [s.merchantId, s.memberId, s.key, JSON.stringify({ ok: true, value: 'stored first' })],
      );
      return 'mine';
    });
    expect(answer).toBe('stored first');
    const [row] = await t.db.query<{ request_hash: string; response: unknown }>(
      `select request_hash, response from wallet_request where merchant_id = $1 and member_id = $2
         and idempotency_key = $3`,
      [s.merchantId, s.memberId, s.key],
    );
    expect(row).toEqual({
      request_hash: requestHash('TEST_call', { amount: 5n }),
      response: { ok: true, value: 'stored first' },
    });
  });
});
