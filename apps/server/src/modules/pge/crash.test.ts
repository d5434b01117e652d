import { launchEndpoints } from '@portal/contract/launch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../clock.ts';
import { call } from '../../testing/accounts.ts';
import { expectOk } from '../../testing/expect-ok.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { balanceOf, fundedMember } from '../../testing/wallet-kit.ts';
import {
  commitmentOf,
  crashPointOf,
  msToReach,
  multiplierAt,
  seedAt,
  verifyChainSeed,
} from './crash-chain.ts';
import { betRoundId, settleRound, type WalletCall } from './crash-bets.ts';
import { seedHash } from './fair.ts';
import { walletCall } from './game-server.ts';
import { settleOpenRounds } from './win-retry.ts';

describe('crash seed chain', () => {
  it('links each round seed to the one before and to the published commitment', () => {
    const top = 'f'.repeat(64);
    const commitment = commitmentOf(top, 50);
    expect(seedHash(seedAt(top, 50, 1))).toBe(commitment);
    expect(seedHash(seedAt(top, 50, 8))).toBe(seedAt(top, 50, 7));
    expect(verifyChainSeed(seedAt(top, 50, 8), 8, commitment)).toBe(true);
    expect(verifyChainSeed(seedAt(top, 50, 8), 7, commitment)).toBe(false);
    expect(() => seedAt(top, 50, 51)).toThrow(RangeError);
  });

  it('runs the curve so every instant before the crash shows less than the crash point', () => {
    for (const crash of [100, 101, 150, 200, 1234, 100_000]) {
      const ms = msToReach(crash);
      expect(multiplierAt(ms)).toBeGreaterThanOrEqual(crash);
      if (ms > 0) expect(multiplierAt(ms - 1)).toBeLessThan(crash);
    }
    expect(crashPointOf('seed', 'salt')).toBe(crashPointOf('seed', 'salt'));
  });
});

describe('the shared crash round', () => {
  let t: TestApp;
  const clock = new ManualClock();
  const players: Array<{ id: string; token: string; play: string }> = [];

  const api = (player: number, method: 'GET' | 'POST', path: string, payload?: object) =>
    t.app.inject({
      method,
      url: `/play/pge/api/${path}`,
      headers: {
        'content-type': 'application/json',
        'x-play-token': players[player]!.play,
        'x-play-game': 'crash',
      },
      ...(payload ? { payload } : {}),
    });
  const round = async () => (await api(0, 'GET', 'crash/round')).json().value;

  beforeAll(async () => {
    t = await createTestApp({ clock });
    const [game] = await t.db.query<{ id: string }>(
      `select id::text as id from game where game_code = 'PGE_CRASH'`,
    );
    for (const name of ['crasha', 'crashb', 'crashc']) {
      const member = await fundedMember(t, name, '100.00');
      const launched = expectOk(
        await call(
          t,
          launchEndpoints.launchFb,
          { nodeId: game!.id, vassalage: 'PGE' },
          { token: member.token },
        ),
        launchEndpoints.launchFb,
      );
      players.push({ ...member, play: new URL(launched.url, 'http://x').searchParams.get('t')! });
    }
  });
  afterAll(async () => {
    await t.close();
  });

  /** Moves on to a fresh round in its betting phase that flies to at least 2.00x. */
  async function roundReaching200() {
    for (let i = 0; i < 60; i += 1) {
      const view = await round();
      const [row] = await t.db.query<{ crash: number }>(
        'select crash from pge_crash_round where round_no = $1',
        [view.roundNo],
      );
      if (view.phase === 'betting' && row!.crash >= 200) return { view, crash: row!.crash };
      // Past this round's crash and pause: the next one opens.
      clock.advance(view.bettingEndsMs - clock.now() + msToReach(row!.crash) + 10_000);
    }
    throw new Error('no round reached 2.00x in 60 tries');
  }

  it('takes bets while betting, cashes out once by hand and at the automatic target, settles the rest', async () => {
    const { view, crash } = await roundReaching200();
    // The seed stays secret until the crash; its hash is published before take-off.
    expect(view.seed).toBeNull();
    expect(view.hash).toMatch(/^[0-9a-f]{64}$/u);
    expect((await api(0, 'POST', 'crash/cashout')).json()).toMatchObject({
      code: 'crash_not_running',
    });
    expect((await api(0, 'POST', 'crash/bet', { stake: '10.00' })).json()).toMatchObject({
      success: true,
      value: { balance: '90.00' },
    });
    expect((await api(0, 'POST', 'crash/bet', { stake: '10.00' })).json()).toMatchObject({
      code: 'crash_already_bet',
    });
    await api(1, 'POST', 'crash/bet', { stake: '10.00', autoCashout: 150 });
    await api(2, 'POST', 'crash/bet', { stake: '5.00' });
    expect((await api(2, 'POST', 'crash/bet', { stake: 'abc' })).statusCode).toBe(400);
    const listed = await round();
    expect(listed.bets.map((b: { player: string }) => b.player).sort()).toEqual([
      'cr***ha',
      'cr***hb',
      'cr***hc',
    ]);

    // Take-off: at 1.30x player 0 cashes out, five clicks at once, paid once.
    clock.advance(view.bettingEndsMs - clock.now() + msToReach(130));
    expect((await api(0, 'POST', 'crash/bet', { stake: '1.00' })).json()).toMatchObject({
      code: 'crash_betting_closed',
    });
    const clicks = await Promise.all(
      Array.from({ length: 5 }, () => api(0, 'POST', 'crash/cashout')),
    );
    const paid = clicks.filter((r) => r.json().success);
    expect(paid).toHaveLength(1);
    expect(paid[0]!.json().value).toMatchObject({
      cashout: 130,
      payout: '13.00',
      balance: '103.00',
    });
    expect(clicks.filter((r) => r.json().code === 'crash_no_bet')).toHaveLength(4);

    // Past 1.50x (below this round's crash point) player 1's automatic cash-out has run.
    clock.advance(msToReach(Math.min(crash - 1, 160)) - msToReach(130));
    const flying = await round();
    expect(flying.phase).toBe('running');
    expect(flying.bets.find((b: { player: string }) => b.player === 'cr***hb')).toMatchObject({
      cashout: 150,
      payout: '15.00',
    });
    expect(await balanceOf(t, players[1]!.id)).toBe('105.00');

    // The crash: the seed is revealed and player 2, still in the air, has lost.
    clock.advance(msToReach(crash) - msToReach(Math.min(crash - 1, 160)));
    const ended = await round();
    expect(ended).toMatchObject({ phase: 'crashed', crash });
    expect(seedHash(ended.seed)).toBe(view.hash);
    expect((await api(2, 'POST', 'crash/cashout')).json()).toMatchObject({
      code: 'crash_not_running',
    });
    expect(await balanceOf(t, players[2]!.id)).toBe('95.00');
    const bets = await t.db.query<{ status: string; payout: bigint }>(
      `select status, payout from bet where vendor_code = 'PGE' and round_id like $1 order by round_id`,
      [`PGE_CRASH-%-${ended.roundNo}-%`],
    );
    expect(bets.map((b) => [b.status, Number(b.payout)])).toEqual([
      ['settled', 1300],
      ['settled', 1500],
      ['settled', 0],
    ]);
    // The verifier recomputes the crash point and walks the chain to the commitment.
    const page = await t.app.inject({
      method: 'GET',
      url: `/play/verify?game=PGE_CRASH&lang=EN&serverSeed=${ended.seed}&clientSeed=${ended.salt}&nonce=${ended.chainIndex}&commitment=${ended.commitment}`,
    });
    expect(page.body).toContain(`${(crash / 100).toFixed(2)}×`);
    expect(page.body).toContain('data-verified="true"');
  });

  it('settles a crashed round exactly once when many nodes and a stopped node race', async () => {
    const { view, crash } = await roundReaching200();
    await api(0, 'POST', 'crash/bet', { stake: '2.00', autoCashout: 101 });
    await api(1, 'POST', 'crash/bet', { stake: '3.00' });
    const before = [await balanceOf(t, players[0]!.id), await balanceOf(t, players[1]!.id)];
    clock.advance(view.bettingEndsMs - clock.now() + msToReach(crash));
    const platform = t.app.platform;
    const merchant = (await platform.directory.byCode('demo'))!;
    const m = merchant.id;
    // A node that decides the round and stops before any win reaches the wallet.
    const dead: WalletCall = async () => {
      throw new Error('node stopped');
    };
    await expect(settleRound(t.db, dead, merchant, view.roundNo, clock.now())).rejects.toThrow(
      'node stopped',
    );
    // The decision stands: the wins wait in the outbox, nothing was paid yet.
    const queued = await t.db.query<{ round_id: string }>(
      'select round_id from pge_win_outbox where round_id = any($1::text[])',
      [[betRoundId(m, view.roundNo, players[0]!.id), betRoundId(m, view.roundNo, players[1]!.id)]],
    );
    expect(queued).toHaveLength(2);
    // Other nodes settle again at once: nothing is decided twice.
    const live: WalletCall = (kind, body) => walletCall(t.app, platform, kind, body);
    await Promise.all(
      Array.from({ length: 4 }, () => settleRound(t.db, live, merchant, view.roundNo, clock.now())),
    );
    // The retry job delivers the queued wins, twice over: paid once.
    await settleOpenRounds(t.app, platform, 0);
    await settleOpenRounds(t.app, platform, 0);
    expect(await balanceOf(t, players[0]!.id)).toBe((Number(before[0]) + 2.02).toFixed(2));
    expect(await balanceOf(t, players[1]!.id)).toBe(before[1]);
    const [wins] = await t.db.query<{ n: number }>(
      `select count(*)::int as n from seamless_txn where vendor_code = 'PGE' and txn_id like $1`,
      [`PGE_CRASH-%-${view.roundNo}-%-win`],
    );
    expect(wins!.n).toBe(2);
  });
});
