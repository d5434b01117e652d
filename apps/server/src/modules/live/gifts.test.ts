import { liveEndpoints } from '@portal/contract/live';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Merchant } from '../../merchant/merchant.ts';
import { call } from '../../testing/accounts.ts';
import { expectError, expectOk } from '../../testing/expect-ok.ts';
import { demoBrand } from '../../testing/play-kit.ts';
import { walletKit, type WalletKit } from '../../testing/wallet-kit.ts';
import { invariantCounts, zeroInvariants } from '../ledger/invariants.ts';
import { houseBalance } from '../ledger/ledger.ts';
import { hostHouse } from './gifts.ts';

/**
 * Gifts through the ledger: the member's debit, the host's credit and the gift message are one
 * transaction under the Idempotency-Key; 30 concurrent gifts of the whole balance succeed only
 * as often as the balance affords; a replay answers the first gift; the leaderboard counts them.
 */
const { gift, history, leaderboard, modelList } = liveEndpoints;

describe('live gifts', () => {
  let kit: WalletKit;
  let merchant: Merchant;
  let room = '';

  beforeAll(async () => {
    kit = await walletKit();
    merchant = await demoBrand(kit.t.db);
    room = expectOk(await call(kit.t, modelList), modelList).list[0]!.id;
  });
  afterAll(async () => kit.t.close());

  const houseOf = (hostId: string) =>
    houseBalance(kit.t.db, {
      merchantId: merchant.id,
      name: hostHouse(hostId),
      currency: merchant.currency,
    });

  it('sends a gift once per key: debit, host credit and the message together', async () => {
    const member = await kit.member();
    await kit.fund(member.id, merchant.money.parse('50'));
    const before = await houseOf(room);
    const first = expectOk(
      await kit.call(gift, { roomId: room, gift: 'heart' }, { token: member.token, key: 'g-1' }),
      gift,
    );
    expect(first.balance).toBe(merchant.money.format(merchant.money.parse('45')));
    expect(first.message.kind).toBe('gift');
    expect(first.message.gift).toMatchObject({ code: 'heart', icon: '💖' });
    const replay = expectOk(
      await kit.call(gift, { roomId: room, gift: 'heart' }, { token: member.token, key: 'g-1' }),
      gift,
    );
    expect(replay.message.id).toBe(first.message.id);
    expect(await kit.main(member.id)).toBe(merchant.money.parse('45'));
    expect((await houseOf(room)) - before).toBe(merchant.money.parse('5'));
    expectError(
      await kit.call(gift, { roomId: room, gift: 'crown' }, { token: member.token, key: 'g-1' }),
      409,
      'idempotency_mismatch',
    );
    const page = expectOk(await call(kit.t, history, { roomId: room }), history);
    expect(page.list.filter((m) => m.id === first.message.id)).toHaveLength(1);
  });

  it('refuses a gift the member cannot afford or the brand does not offer, writing nothing', async () => {
    const member = await kit.member();
    await kit.fund(member.id, merchant.money.parse('3'));
    const messages = async () =>
      (await kit.t.db.query<{ n: number }>('select count(*)::int as n from live_message'))[0]!.n;
    const count = await messages();
    expectError(
      await kit.call(gift, { roomId: room, gift: 'heart' }, { token: member.token, key: 'g-2' }),
      409,
      'insufficient_funds',
    );
    expectError(
      await kit.call(gift, { roomId: room, gift: 'yacht' }, { token: member.token, key: 'g-3' }),
      400,
      'live_gift_unknown',
    );
    expect(await messages()).toBe(count);
    expect(await kit.main(member.id)).toBe(merchant.money.parse('3'));
  });

  it('lets 30 concurrent gifts of the whole balance succeed only as often as affordable', async () => {
    const member = await kit.member();
    // Room for exactly three hearts (5 each) and a bit.
    await kit.fund(member.id, merchant.money.parse('17'));
    const before = await houseOf(room);
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        kit.call(gift, { roomId: room, gift: 'heart' }, { token: member.token, key: `c-${i}` }),
      ),
    );
    const ok = answers.filter((a) => a.statusCode === 200);
    expect(ok).toHaveLength(3);
    for (const a of answers.filter((x) => x.statusCode !== 200))
      expectError(a, 409, 'insufficient_funds');
    expect(await kit.main(member.id)).toBe(merchant.money.parse('2'));
    expect((await houseOf(room)) - before).toBe(merchant.money.parse('15'));
    const [gifts] = await kit.t.db.query<{ n: number }>(
      'select count(*)::int as n from live_gift where member_id = $1',
      [member.id],
    );
    expect(gifts!.n).toBe(3);
    expect(await invariantCounts(kit.t.db)).toEqual(zeroInvariants);
  });

  it("ranks hosts by the day's gifts", async () => {
    const board = expectOk(await call(kit.t, leaderboard), leaderboard);
    const top = board.list.find((row) => row.hostId === room)!;
    expect(top.gifts).toBeGreaterThanOrEqual(4);
    expect(merchant.money.parse(top.amount)).toBeGreaterThanOrEqual(merchant.money.parse('20'));
    const other = expectOk(await call(kit.t, leaderboard, { day: '2020-01-01' }), leaderboard);
    expect(other.list).toEqual([]);
  });
});
