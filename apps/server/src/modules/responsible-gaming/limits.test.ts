import { depositsEndpoints } from '@portal/contract/deposits';
import { lotteryEndpoints } from '@portal/contract/lottery';
import { responsibleGamingEndpoints as rg } from '@portal/contract/responsible-gaming';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, expectOk } from '../../testing/expect-ok.ts';
import { newKey } from '../../testing/wallet-kit.ts';
import { sscStraight } from '../lottery/lottery-test-kit.ts';
import { rgKit, type Player, type RgKit } from './rg-test-kit.ts';

let kit: RgKit;
beforeAll(async () => {
  kit = await rgKit();
});
afterAll(async () => {
  await kit.t.close();
});

const hour = 3_600_000;

async function status(p: Player) {
  return expectOk(await kit.call(rg.status, {}, { token: p.token }), rg.status);
}
const limitOf = async (p: Player, kind: string, period: string) =>
  (await status(p)).limits.find((l) => l.kind === kind && l.period === period)!;

async function count(table: string, memberId: string) {
  const [row] = await kit.t.db.query<{ n: number }>(
    `select count(*)::int as n from ${table} where member_id = $1`,
    [memberId],
  );
  return row!.n;
}

function deposit(p: Player, amount: string) {
  return kit.call(
    depositsEndpoints.depositCreate,
    { channelId: 'pix-demo', amount },
    { token: p.token, key: newKey() },
  );
}

describe('limits on every money path', () => {
  it('deposit: refuses the one that passes the daily limit, naming it and its reset', async () => {
    const p = await kit.player('0');
    await kit.setLimit(p, 'deposit', 'day', '100.00');
    expectOk(await deposit(p, '80.00'), depositsEndpoints.depositCreate);
    const refused = await deposit(p, '30.00');
    expectError(refused, 409, 'rg_deposit_limit');
    // The refusal names the limit and its reset, also as the idempotency store replays it.
    const body = refused.json<{ details?: Record<string, unknown> }>();
    expect(body.details).toMatchObject({ kind: 'deposit', period: 'day', limit: '100.00' });
    const limit = await limitOf(p, 'deposit', 'day');
    expect(body.details!.resetsAt).toBe(limit.resetsAt);
    expect(limit).toMatchObject({ value: '100.00', used: '80.00' });
    expect(Date.parse(limit.resetsAt!)).toBeGreaterThan(Date.now());
    expect(await count('wallet_op', p.id)).toBe(1);
    expectOk(await deposit(p, '20.00'), depositsEndpoints.depositCreate);
    expect((await limitOf(p, 'deposit', 'day')).used).toBe('100.00');
  });

  it('seamless bets: wager, loss (net of wins) and single-bet limits, nothing half-written', async () => {
    const p = await kit.player('1000.00');
    await kit.setLimit(p, 'single_bet', 'bet', '20.00');
    expect(await kit.spin(p, 2001n)).toBe('rg_single_bet_limit');
    await kit.setLimit(p, 'wager', 'day', '50.00');
    expect(await kit.spin(p, 2000n, 0n)).toBe('ok');
    expect(await kit.spin(p, 2000n, 0n)).toBe('ok');
    const before = await kit.main(p.id);
    const bets = await count('bet', p.id);
    expect(await kit.spin(p, 1001n)).toBe('rg_wager_limit');
    expect(await kit.main(p.id)).toBe(before);
    expect(await count('bet', p.id)).toBe(bets);
    expect(await kit.spin(p, 1000n, 3000n)).toBe('ok');

    const q = await kit.player('1000.00');
    await kit.setLimit(q, 'loss', 'week', '30.00');
    expect(await kit.spin(q, 2000n, 0n)).toBe('ok'); // lost 20
    expect(await kit.spin(q, 1500n)).toBe('rg_loss_limit');
    expect(await kit.spin(q, 1000n, 5000n)).toBe('ok'); // won 40 net: 20 won overall
    expect(await kit.spin(q, 4500n)).toBe('ok');
    expect((await limitOf(q, 'loss', 'week')).used).toBe('25.00');
  });

  it('lottery slips: the slip over the wager limit is refused whole', async () => {
    const p = await kit.player('1000.00');
    await kit.setLimit(p, 'wager', 'day', '5.00');
    expectOk(await kit.bet(p.token, [sscStraight([1, 2, 3, 4, 5])]), lotteryEndpoints.placeBets);
    const tickets = await count('lottery_ticket', p.id);
    const before = await kit.main(p.id);
    const refused = await kit.bet(p.token, [
      sscStraight([1, 2, 3, 4, 6]),
      sscStraight([1, 2, 3, 4, 7]),
    ]);
    const body = expectError(refused, 409, 'rg_wager_limit');
    // The refusal names the limit, its period and when it resets.
    expect(body.details).toMatchObject({ kind: 'wager', period: 'day', limit: '5.00' });
    expect(Date.parse(body.details!.resetsAt as string)).toBeGreaterThan(Date.now());
    expect(await count('lottery_ticket', p.id)).toBe(tickets);
    expect(await kit.main(p.id)).toBe(before);
    await kit.setLimit(p, 'single_bet', 'bet', '1.00');
    expectError(await kit.bet(p.token, [sscStraight([1, 2, 3, 4, 8])]), 409, 'rg_single_bet_limit');
  });

  it('vendor transfers in: refused past the loss limit, the money stays in the main wallet', async () => {
    const p = await kit.player('1000.00');
    await kit.setLimit(p, 'loss', 'day', '100.00');
    const refused = await kit.transfer(p, { direction: 'in', vendor: 'AG', amount: '150.00' });
    expectError(refused, 409, 'rg_loss_limit');
    expect(await kit.main(p.id)).toBe(100_000n);
    expect(await count('wallet_op', p.id)).toBe(0);
    const ok = await kit.transfer(p, { direction: 'in', vendor: 'AG', amount: '90.00' });
    expect(ok.statusCode).toBe(200);
  });

  it('session time: play stops once the day’s minutes are used up', async () => {
    const p = await kit.player('100.00');
    await kit.setLimit(p, 'session', 'day', '20');
    expect(await kit.spin(p, 100n)).toBe('ok');
    kit.clock.advance(21 * 60_000);
    expect(await kit.spin(p, 100n)).toBe('rg_session_limit');
    expect(Number((await limitOf(p, 'session', 'day')).used)).toBeGreaterThanOrEqual(20);
  });

  it('20 concurrent bets against a wager limit: exactly as many pass as fit', async () => {
    const p = await kit.player('1000.00');
    await kit.setLimit(p, 'wager', 'day', '100.00');
    const answers = await Promise.all(Array.from({ length: 20 }, () => kit.spin(p, 1000n)));
    expect(answers.filter((a) => a === 'ok')).toHaveLength(10);
    expect(answers.filter((a) => a === 'rg_wager_limit')).toHaveLength(10);
    expect(await kit.main(p.id)).toBe(90_000n);
  });

  it('20 concurrent deposits against a deposit limit: exactly as many pass as fit', async () => {
    const p = await kit.player('0');
    await kit.setLimit(p, 'deposit', 'day', '100.00');
    const answers = await Promise.all(Array.from({ length: 20 }, () => deposit(p, '20.00')));
    const codes = answers.map((r) =>
      r.statusCode === 200 ? 'ok' : r.json<{ code: string }>().code,
    );
    expect(codes.filter((c) => c === 'ok')).toHaveLength(5);
    expect(codes.filter((c) => c === 'rg_deposit_limit')).toHaveLength(15);
    expect(await count('wallet_op', p.id)).toBe(5);
  });
});

describe('setting limits', () => {
  it('applies a lower limit at once and a higher one or a removal only after 72 hours', async () => {
    const p = await kit.player();
    await kit.setLimit(p, 'deposit', 'day', '100.00');
    expect(await limitOf(p, 'deposit', 'day')).toMatchObject({ value: '100.00', pending: null });
    await kit.setLimit(p, 'deposit', 'day', '50.00');
    expect(await limitOf(p, 'deposit', 'day')).toMatchObject({ value: '50.00', pending: null });

    await kit.setLimit(p, 'deposit', 'day', '500.00');
    const raised = await limitOf(p, 'deposit', 'day');
    expect(raised.value).toBe('50.00');
    expect(raised.pending?.value).toBe('500.00');
    expect(Date.parse(raised.pending!.effectiveAt)).toBe(kit.clock.now() + 72 * hour);

    kit.clock.advance(72 * hour - 60_000);
    p.token = (await kit.relogin(p)).json<{ value: { token: string } }>().value.token;
    expect((await limitOf(p, 'deposit', 'day')).value).toBe('50.00');
    kit.clock.advance(60_000);
    expect(await limitOf(p, 'deposit', 'day')).toMatchObject({ value: '500.00', pending: null });

    // A removal waits too; lowering again meanwhile cancels it.
    await kit.setLimit(p, 'deposit', 'day', null);
    expect(await limitOf(p, 'deposit', 'day')).toMatchObject({
      value: '500.00',
      pending: { value: null },
    });
    await kit.setLimit(p, 'deposit', 'day', '400.00');
    expect(await limitOf(p, 'deposit', 'day')).toMatchObject({ value: '400.00', pending: null });
  });

  it('refuses a period the kind does not have, or a bad value, and changes nothing', async () => {
    const p = await kit.player();
    expectError(
      await kit.call(rg.setLimit, { kind: 'single_bet', period: 'day', value: '5.00' }, p),
      400,
      'invalid_input',
    );
    expectError(
      await kit.call(rg.setLimit, { kind: 'deposit', period: 'day', value: '1.234' }, p),
      400,
      'invalid_input',
    );
    expectError(
      await kit.call(rg.setLimit, { kind: 'session', period: 'day', value: '1441' }, p),
      400,
      'invalid_input',
    );
    expect(await count('rg_limit', p.id)).toBe(0);
  });
});
