import { launchEndpoints } from '@portal/contract/launch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, loginOk } from '../../testing/accounts.ts';
import { expectOk } from '../../testing/expect-ok.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { signBody } from '../seamless/routes.ts';
import { seedHash } from './fair.ts';
import { playRound } from './games.ts';

describe('PGE and the seamless wallet', () => {
  let t: TestApp;
  let memberId = '';
  let playToken = '';

  const wallet = (kind: string, body: Record<string, unknown>, signature?: string) => {
    const payload = JSON.stringify({
      merchant: 'demo',
      playerId: memberId,
      currency: 'BRL',
      ...body,
    });
    return t.app.inject({
      method: 'POST',
      url: `/play/wallet/${kind}`,
      headers: {
        'content-type': 'application/json',
        'x-vendor': 'PGE',
        'x-signature': signature ?? signBody(t.config.walletSecrets.PGE, payload),
      },
      payload,
    });
  };

  beforeAll(async () => {
    t = await createTestApp();
    const { token } = await loginOk(t, 'demo01', 'demo1234');
    const [row] = await t.db.query<{ id: string }>(
      `select id::text as id from member where account = 'demo01'`,
    );
    memberId = row!.id;
    const [dice] = await t.db.query<{ id: string }>(
      `select id::text as id from game where game_code = 'PGE_DICE'`,
    );
    const launched = expectOk(
      await call(t, launchEndpoints.launchFb, { nodeId: dice!.id, vassalage: 'PGE' }, { token }),
      launchEndpoints.launchFb,
    );
    playToken = new URL(launched.url, 'http://x').searchParams.get('t')!;
    // The game's page names it in the launch's language, built screen or not.
    const page = await t.app.inject({ method: 'GET', url: launched.url });
    expect([200, 503]).toContain(page.statusCode);
    expect(page.body).toContain('<title>Dados Aurora</title>');
  });
  afterAll(async () => {
    await t.close();
  });

  it('takes bets and wins idempotently, refuses bad signatures, overdrafts and late rollbacks', async () => {
    const bet = { txnId: 'b1', roundId: 'r1', gameCode: 'PGE_DICE', amount: '10.00' };
    const first = await wallet('bet', bet);
    expect(first.json()).toMatchObject({
      success: true,
      value: { balance: '990.00', replayed: false },
    });
    expect((await wallet('bet', bet)).json()).toMatchObject({
      value: { balance: '990.00', replayed: true },
    });
    expect((await wallet('bet', { ...bet, amount: '11.00' })).statusCode).toBe(409);
    expect((await wallet('bet', { ...bet, txnId: 'b-x' }, 'f'.repeat(64))).statusCode).toBe(403);
    expect(
      (
        await wallet('bet', { txnId: 'b2', roundId: 'r2', gameCode: 'PGE_DICE', amount: '5000.00' })
      ).json(),
    ).toMatchObject({
      success: false,
      code: 'insufficient_funds',
    });
    const win = { txnId: 'w1', roundId: 'r1', amount: '25.50' };
    expect((await wallet('win', win)).json()).toMatchObject({ value: { balance: '1015.50' } });
    expect((await wallet('win', win)).json()).toMatchObject({
      value: { balance: '1015.50', replayed: true },
    });
    const late = await wallet('rollback', { txnId: 'rb1', roundId: 'r1', refTxnId: 'b1' });
    expect(late.statusCode).toBe(409);
    // A bet without a win may be rolled back, once.
    await wallet('bet', { txnId: 'b3', roundId: 'r3', gameCode: 'PGE_DICE', amount: '15.50' });
    expect(
      (await wallet('rollback', { txnId: 'rb3', roundId: 'r3', refTxnId: 'b3' })).json(),
    ).toMatchObject({
      value: { balance: '1015.50' },
    });
    expect(
      (await wallet('rollback', { txnId: 'rb3', roundId: 'r3', refTxnId: 'b3' })).json(),
    ).toMatchObject({
      value: { replayed: true },
    });
    expect(
      (await wallet('rollback', { txnId: 'rb4', roundId: 'r3', refTxnId: 'b3' })).statusCode,
    ).toBe(404);
    expect((await wallet('balance', {})).json()).toMatchObject({ value: { balance: '1015.50' } });
    const [bad] = await t.db.query<{ n: number }>(
      `select count(*)::int as n from ledger_account where kind <> 'house' and balance < 0`,
    );
    expect(bad!.n).toBe(0);
  });

  it('plays provably fair rounds that replay from the revealed seed', async () => {
    const headers = { 'x-play-token': playToken, 'content-type': 'application/json' };
    const state = (
      await t.app.inject({ method: 'GET', url: '/play/pge/api/state', headers })
    ).json();
    const committed = state.value.serverSeedHash as string;
    const played: Array<{ nonce: number; roll: number; payout: string }> = [];
    for (let i = 0; i < 5; i += 1) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/play/pge/api/round',
        headers,
        payload: { stake: '1.00', choice: 50 },
      });
      const v = res.json().value;
      expect(v.fair.serverSeedHash).toBe(committed);
      played.push({ nonce: v.fair.nonce, roll: v.roll, payout: v.payout });
    }
    const rotated = (
      await t.app.inject({
        method: 'POST',
        url: '/play/pge/api/seed',
        headers,
        payload: { clientSeed: 'my-seed' },
      })
    ).json().value;
    expect(seedHash(rotated.revealed.serverSeed)).toBe(committed);
    expect(rotated.clientSeed).toBe('my-seed');
    for (const round of played) {
      const again = playRound(
        'PGE_DICE',
        {
          serverSeed: rotated.revealed.serverSeed,
          clientSeed: rotated.revealed.clientSeed,
          nonce: round.nonce,
        },
        { target: 50, over: false },
      );
      expect(again.result.roll).toBe(round.roll);
    }
    const [rounds] = await t.db.query<{ n: number }>(
      `select count(*)::int as n from bet where vendor_code = 'PGE' and status = 'settled' and server_seed_hash = $1`,
      [committed],
    );
    expect(rounds!.n).toBe(5);
    const verify = await t.app.inject({
      method: 'GET',
      url: `/play/verify?game=PGE_DICE&serverSeed=${rotated.revealed.serverSeed}&clientSeed=${encodeURIComponent(rotated.revealed.clientSeed)}&nonce=${played[0]!.nonce}&choice=50`,
    });
    expect(verify.body).toContain(`&#34;roll&#34;:${played[0]!.roll}`);
  });
});
