import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signPlayToken } from '../launch/play-token.ts';
import { mainBalance } from '../ledger/ledger.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { walletCall } from './game-server.ts';
import { settleOpenRounds } from './win-retry.ts';

describe('PGE rounds whose win callback failed', () => {
  let t: TestApp;
  let memberId = '';
  let merchantId = 0;
  const balance = () => mainBalance(t.db, { merchantId, memberId, currency: 'BRL' });

  beforeAll(async () => {
    t = await createTestApp();
    const [row] = await t.db.query<{ id: string; merchant_id: number }>(
      `select id::text as id, merchant_id from member where account = 'demo01'`,
    );
    memberId = row!.id;
    merchantId = row!.merchant_id;
  });
  afterAll(async () => {
    await t.close();
  });

  it('settles a round left open by a lost win, and leaves nothing behind a normal round', async () => {
    const token = signPlayToken(t.config.playTokenSecret, {
      m: merchantId,
      u: memberId,
      v: 'PGE',
      g: 'PGE_DICE',
      f: false,
      exp: Date.now() + 60_000,
    });
    const before = await balance();
    const res = await t.app.inject({
      method: 'POST',
      url: '/play/pge/api/round',
      headers: { 'x-play-token': token },
      payload: { stake: '1.00', choice: 50 },
    });
    expect(res.statusCode).toBe(200);
    const [left] = await t.db.query<{ n: number }>('select count(*)::int as n from pge_win_outbox');
    expect(left!.n).toBe(0);

    // A crash between bet and win: the bet is booked, the win only sits in the outbox.
    const roundId = `PGE_DICE-${memberId}-lost-${randomBytes(3).toString('hex')}`;
    const common = { merchant: 'demo', playerId: memberId, currency: 'BRL', roundId };
    const win = { ...common, txnId: `${roundId}-win`, amount: '3.00' };
    await t.db.query(
      'insert into pge_win_outbox (round_id, merchant_id, body) values ($1, $2, $3)',
      [roundId, merchantId, JSON.stringify(win)],
    );
    const bet = await walletCall(t.app, t.app.platform, 'bet', {
      ...common,
      txnId: `${roundId}-bet`,
      gameCode: 'PGE_DICE',
      amount: '2.00',
    });
    expect(bet.body.success).toBe(true);
    const afterBet = await balance();
    expect(await settleOpenRounds(t.app, t.app.platform, 0)).toBe(1);
    expect(await balance()).toBe(afterBet + 300n);
    const [round] = await t.db.query<{ status: string }>(
      `select status from bet where vendor_code = 'PGE' and round_id = $1`,
      [roundId],
    );
    expect(round!.status).toBe('settled');
    // Running again changes nothing.
    expect(await settleOpenRounds(t.app, t.app.platform, 0)).toBe(0);
    expect(await balance()).toBe(afterBet + 300n);
    expect(before).toBeGreaterThan(0n);
  });
});
