import { hashPassword, productionHashCost } from '../../auth/password.ts';
import type { Tx } from '../../db/db.ts';
import { dayMs, dayOf, zoneMidnight } from '@portal/contract/day-range';
import { prng } from '@portal/contract/prng';
import type { Merchant } from '../../merchant/merchant.ts';
import { seededDemoMerchant } from '../../seed/seed-merchant.ts';
import type { Seeder } from '../../seed/seeders.ts';
import { sanitizeHtml } from '../content/sanitize-html.ts';
import { houseAccount, memberAccount, postTransfer } from '../ledger/ledger.ts';
import { seedHash } from '../pge/fair.ts';
import { payoutOf, playRound } from '../pge/games.ts';
import { applyCall } from '../seamless/seamless-wallet.ts';
import { holdAccountName, payoutsAccountName } from '../withdrawals/payout-settle.ts';
import {
  agentAnnouncements,
  demoLinkCode,
  teamSeedMembers,
  type TeamSeedMember,
} from './agent-team-data.ts';

/** The longest step between two movements of a member's history (2 to 22 minutes). */
const maxTickMs = 22 * 60_000;

/** A seeded member's running state while its history is booked. */
interface Player {
  account: string;
  id: string;
  wallet: bigint;
  balance: bigint;
  /** Time of its last booked movement: every next one comes later. */
  clock: number;
  /** Its bank account for withdrawals, added with the first one. */
  receivingAccount?: string;
}

/**
 * The demo agent's team and four weeks of its history (spec section 4 reports need content on a
 * fresh start): two sub-agents with their own members, an invitation link with a registration,
 * agent announcements, and for every member deposits, rounds of the brand's games (booked by the
 * seamless wallet's own booking, as live rounds are) and withdrawals, each on its own day and
 * time. Everything is drawn from a fixed PRNG, so a reset brings back the same history; money
 * moves only through the ledger and no balance ever goes below zero.
 */
export const agentTeamSeeder: Seeder = {
  name: 'agent-team',
  logins: [
    {
      role: 'agent',
      username: 'subagent01',
      password: 'agent1234',
      note: "sub-agent in agent01's team, invitation code SUBAG01",
    },
  ],
  async run(tx, context) {
    const merchant = await seededDemoMerchant(tx, context);
    const merchantId = merchant.id;
    const now = Date.now();
    const ids = await accountIds(tx, merchantId, ['agent01', 'player02']);
    const [link] = await tx.query<{ id: string }>(
      `insert into agent_link (merchant_id, agent_id, code, target_type, created_at)
       values ($1, $2, $3, 0, $4) returning id::text as id`,
      [merchantId, ids.get('agent01'), demoLinkCode, new Date(now - 10 * dayMs)],
    );
    const registered = new Map(
      teamSeedMembers.map((m) => [m.account, registeredAt(m, now, merchant.timeZone)]),
    );
    for (const member of teamSeedMembers) {
      const at = registered.get(member.account)!;
      ids.set(member.account, await insertMember(tx, merchantId, member, ids, link!.id, at, now));
    }
    await seedAnnouncements(tx, merchantId, now);

    const games = await tx.query<{ game_code: string; vendor_code: string; game_type: string }>(
      `select distinct on (game_type) game_code, vendor_code, game_type from game
       where game_type in ('RNG', 'LIVE', 'FISH', 'SPORTS') and is_game = 'GAME'
         and (vendor_code <> 'PGE' or game_code = 'PGE_SLOT')
       order by game_type, sort`,
    );
    const channel = await tx.query<{ channel_id: string; provider: string }>(
      'select channel_id, provider from deposit_channel where merchant_id = $1 order by sort limit 1',
      [merchantId],
    );
    // player02 (a demo login) keeps its plain opening balance; the rest of the team plays.
    for (const seed of teamSeedMembers) {
      const { account } = seed;
      const random = prng([...account].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7));
      const player: Player = {
        account,
        id: ids.get(account)!,
        wallet: await memberAccount(tx, {
          merchantId,
          memberId: ids.get(account)!,
          currency: merchant.currency,
        }),
        balance: 0n,
        clock: registered.get(account)!,
      };
      const history = new History(tx, merchant, player, random, now);
      await history.play(games, channel[0] ?? null, seed.type === 1 ? 0.25 : 0.65);
    }
  },
};

async function accountIds(
  tx: Tx,
  merchantId: number,
  accounts: string[],
): Promise<Map<string, string>> {
  const rows = await tx.query<{ account: string; id: string }>(
    'select account, id::text as id from member where merchant_id = $1 and account = any($2::text[])',
    [merchantId, accounts],
  );
  return new Map(rows.map((r) => [r.account, r.id]));
}

/** The part of a day when the demo team registers, in the brand's hours (8:00 to 22:00). */
const registrationHours = { from: 8, to: 22 } as const;

/**
 * When a member registered: on the brand's calendar day `registeredDaysAgo` before `now` (the
 * day the team's figures count it), at a time of its own in that day's waking hours, so a team
 * does not show every registration at one time of day, nor in the small hours. The window is
 * the same whatever the seed's own time of day (every seeded day is past); on the seed's own
 * day it would end at `now`.
 */
function registeredAt(member: TeamSeedMember, now: number, timeZone: string): number {
  const moment = now - member.registeredDaysAgo * dayMs;
  const midnight = zoneMidnight(timeZone, Date.parse(`${dayOf(moment, timeZone)}T00:00:00Z`));
  let from = midnight + registrationHours.from * 3_600_000;
  const to = Math.min(midnight + registrationHours.to * 3_600_000, now);
  if (to <= from) from = midnight;
  const hash = [...member.account].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 11);
  return from + Math.floor((to - from) * prng(hash)());
}

async function insertMember(
  tx: Tx,
  merchantId: number,
  member: TeamSeedMember,
  ids: Map<string, string>,
  linkId: string,
  at: number,
  now: number,
): Promise<string> {
  const hash = member.password ? await hashPassword(member.password, productionHashCost) : null;
  const registered = new Date(at);
  const [row] = await tx.query<{ id: string }>(
    `insert into member (merchant_id, account, type, parent_agent_id, affiliate_code, password_hash,
       password_changed_at, invite_link_id, language, created_at, last_login_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, 'PT', $9, $10) returning id::text as id`,
    [
      merchantId,
      member.account,
      member.type,
      ids.get(member.parent),
      member.affiliateCode ?? null,
      hash,
      hash ? registered : null,
      member.viaLink ? linkId : null,
      registered,
      new Date(now - Math.min(member.registeredDaysAgo, 1) * dayMs),
    ],
  );
  return row!.id;
}

async function seedAnnouncements(tx: Tx, merchantId: number, now: number): Promise<void> {
  for (const a of agentAnnouncements) {
    await tx.query(
      `insert into announcement (merchant_id, type, audience, titles, contents, created_at)
       values ($1, 'AG', 'A', $2, $3, $4)`,
      [
        merchantId,
        JSON.stringify(a.title),
        JSON.stringify({ PT: sanitizeHtml(a.content.PT), EN: sanitizeHtml(a.content.EN) }),
        new Date(now - a.daysAgo * dayMs),
      ],
    );
  }
}

/** Books one member's history day by day, from its registration up to now. */
class History {
  private readonly minor: (major: number) => bigint;

  constructor(
    private readonly tx: Tx,
    private readonly merchant: Merchant,
    private readonly player: Player,
    private readonly random: () => number,
    private readonly now: number,
  ) {
    this.minor = (major) => merchant.money.parse(String(major));
  }

  async play(
    games: readonly { game_code: string; vendor_code: string }[],
    channel: { channel_id: string; provider: string } | null,
    activeShare: number,
  ): Promise<void> {
    const { player, random } = this;
    const firstDay = Math.floor(player.clock / dayMs);
    for (let day = firstDay; day * dayMs <= this.now; day += 1) {
      // The first day always plays: a new member deposits and tries the games.
      if (day !== firstDay && random() > activeShare) continue;
      // Play starts in the evening hours of the day, after the last movement.
      const start = Math.max(player.clock, day * dayMs + (14 + random() * 6) * 3_600_000);
      if (start + maxTickMs >= this.now) break;
      player.clock = start;
      if (channel && (day === firstDay || player.balance < this.minor(30) || random() < 0.15)) {
        await this.deposit(channel, this.minor([50, 100, 200, 500][Math.floor(random() * 4)]!));
      }
      const rounds = 2 + Math.floor(random() * 5);
      for (let i = 0; i < rounds; i += 1) {
        const game = games[Math.floor(random() * games.length)];
        const stake = this.minor([1, 2, 5, 10, 20][Math.floor(random() * 5)]!);
        if (!game || stake > player.balance || !this.hasTime(2)) break;
        await this.round(game, stake, `${day}-${i}`);
      }
      if (player.balance > this.minor(300) && random() < 0.2 && this.hasTime(2)) {
        await this.withdraw((player.balance * 3n) / 10n);
      }
    }
    await this.tx.query('update member set last_login_at = $2 where id = $1', [
      player.id,
      new Date(Math.min(player.clock, this.now)),
    ]);
  }

  /**
   * Whether `ticks` more moments fit before the seed's own: a day's play that would run past
   * it stops there, rather than pile its last movements (and the last login) on that second.
   */
  private hasTime(ticks: number): boolean {
    return this.player.clock + ticks * maxTickMs < this.now;
  }

  /** The next moment of the member's history: a few minutes after the last one. */
  private tick(): Date {
    this.player.clock = Math.min(
      this.player.clock + (2 + this.random() * (maxTickMs / 60_000 - 2)) * 60_000,
      this.now,
    );
    return new Date(this.player.clock);
  }

  /** A deposit of the brand's first channel, posted as the payment provider's report posts it. */
  private async deposit(channel: { channel_id: string; provider: string }, amount: bigint) {
    const { tx, merchant, player } = this;
    const at = this.tick();
    const [op] = await tx.query<{ id: string }>(
      `insert into wallet_op (merchant_id, member_id, kind, idempotency_key, request_hash, state,
         amount, currency, channel_id, provider, created_at, updated_at, settled_at)
       values ($1, $2, 'deposit', $3, 'seed', 'posted', $4, $5, $6, $7, $8, $8, $8)
       returning id::text as id`,
      [
        merchant.id,
        player.id,
        `seed-${at.getTime()}`,
        amount,
        merchant.currency,
        channel.channel_id,
        channel.provider,
        at,
      ],
    );
    const house = await houseAccount(tx, {
      merchantId: merchant.id,
      name: `deposits:${channel.provider}`,
      currency: merchant.currency,
    });
    await postTransfer(tx, {
      merchantId: merchant.id,
      kind: 'deposit',
      idempotencyKey: `wop:${op!.id}:post`,
      at,
      entries: [
        { accountId: house, amount: -amount },
        { accountId: player.wallet, amount },
      ],
    });
    player.balance += amount;
  }

  /**
   * One round: in-house rounds are played on the member's own provably fair seed; other
   * vendors' demo rounds pay about 95 % of stakes on average, each win its own amount (a winner
   * board of equal prizes reads as made up).
   */
  private async round(
    game: { game_code: string; vendor_code: string },
    stake: bigint,
    tag: string,
  ) {
    const { player, random } = this;
    const roundId = `seed-${player.account}-${tag}`;
    let payout: bigint;
    let fair: { serverSeedHash: string; clientSeed: string; nonce: number } | undefined;
    if (game.vendor_code === 'PGE') {
      const serverSeed = `agent-team:${player.account}`;
      const nonce = Math.floor(player.clock / 1000);
      const outcome = playRound(
        'PGE_SLOT',
        { serverSeed, clientSeed: player.account, nonce },
        { target: 50, over: true },
      );
      payout = payoutOf(stake, outcome.multiplierBp);
      fair = { serverSeedHash: seedHash(serverSeed), clientSeed: player.account, nonce };
    } else {
      // A win in 45 % of rounds, paying 1.2 to 3 times the stake (2.1 on average).
      const draw = random();
      payout =
        draw < 0.45 ? (stake * BigInt(12_000 + Math.floor((draw / 0.45) * 18_000))) / 10_000n : 0n;
    }
    const common = {
      vendor: game.vendor_code,
      merchant: this.merchant,
      memberId: player.id,
      roundId,
      gameCode: game.game_code,
    };
    await applyCall(this.tx, {
      ...common,
      kind: 'bet',
      txnId: `${roundId}-bet`,
      amount: stake,
      fair,
      at: this.tick(),
    });
    await applyCall(this.tx, {
      ...common,
      kind: 'win',
      txnId: `${roundId}-win`,
      amount: payout,
      at: this.tick(),
    });
    player.balance += payout - stake;
  }

  private async receivingAccount(): Promise<string> {
    const { player } = this;
    const [account] = await this.tx.query<{ id: string }>(
      `insert into receiving_account (merchant_id, member_id, kind, holder_name, institution, number)
       values ($1, $2, 'bank', $3, 'Banco Demo', $4) returning id::text as id`,
      [this.merchant.id, player.id, player.account, `PT50${player.id.padStart(12, '0')}`],
    );
    return account!.id;
  }

  /** A withdrawal that was paid and received: held, then paid out, as the payout flow books it. */
  private async withdraw(amount: bigint) {
    const { tx, merchant, player } = this;
    const requested = this.tick();
    const paid = this.tick();
    player.receivingAccount ??= await this.receivingAccount();
    const [withdrawal] = await tx.query<{ id: string }>(
      `insert into withdrawal (merchant_id, member_id, account_id, amount, currency, status,
         idempotency_key, provider, created_at, paid_at, confirmed_at)
       values ($1, $2, $3, $4, $5, 'completed', $6, 'demo', $7, $8, $8) returning id::text as id`,
      [
        merchant.id,
        player.id,
        player.receivingAccount,
        amount,
        merchant.currency,
        `seed-${requested.getTime()}`,
        requested,
        paid,
      ],
    );
    const spec = { merchantId: merchant.id, currency: merchant.currency };
    const hold = await houseAccount(tx, { ...spec, name: holdAccountName });
    const payouts = await houseAccount(tx, { ...spec, name: payoutsAccountName });
    const id = withdrawal!.id;
    await postTransfer(tx, {
      merchantId: merchant.id,
      kind: 'withdrawal',
      idempotencyKey: `withdrawal:${id}:hold`,
      at: requested,
      entries: [
        { accountId: player.wallet, amount: -amount },
        { accountId: hold, amount },
      ],
    });
    await postTransfer(tx, {
      merchantId: merchant.id,
      kind: 'withdrawal_payout',
      idempotencyKey: `withdrawal:${id}:paid`,
      at: paid,
      entries: [
        { accountId: hold, amount: -amount },
        { accountId: payouts, amount },
      ],
    });
    player.balance -= amount;
  }
}
