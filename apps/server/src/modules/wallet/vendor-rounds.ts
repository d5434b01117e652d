import type { FastifyBaseLogger } from 'fastify';
import type { Merchant } from '../../merchant/merchant.ts';
import type { Platform } from '../../platform.ts';
import { vendorHouse } from '../launch/adapters.ts';
import type { BetRecord } from '../launch/vendor-adapter.ts';
import { InsufficientFunds, memberAccount, postTransfer } from '../ledger/ledger.ts';
import { publishBalance, walletServices, withTimeout } from './wallet-services.ts';

/**
 * Booking of a transfer vendor's rounds. A transfer-wallet vendor plays with the
 * money it holds for the member and reports each round afterwards (`adapter.betRecords`); the
 * platform then books every round once, in the vendor's order, so that the member's vendor
 * account in the ledger follows the vendor's balance, and the bet history, the turnover
 * requirement and the winner board see the round.
 *
 * Each round is one ledger transfer of its net (`payout - stake`) between the member's vendor
 * account and the house account `game:<vendor>` (the same house the seamless wallet books PGE
 * against), idempotent on `vendor-round:<vendor>:<roundId>`, plus its `bet` row, in one
 * transaction. A net loss the vendor account cannot pay (possible only while a transfer out of
 * that vendor holds the money) stops this member's sync for the vendor: the later rounds wait,
 * since their order matters, until the transfer settles.
 */

/** The job name (README, tests). */
export const vendorRoundsJob = 'vendor-rounds-sync';
/** How often the job runs, seconds. */
export const vendorRoundsEverySeconds = 30;
/** How far back the job asks vendors for players; older rounds are booked by the member's calls. */
const recentWindowMs = 60 * 60_000;
/** Rounds asked of the vendor per page, and pages per sync (the next sync goes on). */
const pageSize = 100;
const maxPages = 50;

export interface SyncResult {
  /** Rounds booked by this call. */
  booked: number;
  /** True when a round could not be booked yet (a transfer out holds the money). */
  blocked: boolean;
}

/** The vendor round the platform booked last for the member (its bet rows go in that order). */
async function lastBooked(
  platform: Platform,
  merchant: Merchant,
  memberId: string,
  vendor: string,
): Promise<string | null> {
  const [row] = await platform.db.query<{ round_id: string }>(
    `select round_id from bet where merchant_id = $1 and member_id = $2 and vendor_code = $3
     order by id desc limit 1`,
    [merchant.id, memberId, vendor],
  );
  return row?.round_id ?? null;
}

/**
 * Books one round unless it is booked already. One member's rounds at one vendor are booked
 * under one advisory lock, so parallel syncs skip what another just booked and never book a
 * round before the ones preceding it.
 */
async function bookRound(
  platform: Platform,
  merchant: Merchant,
  memberId: string,
  vendor: string,
  round: BetRecord,
): Promise<'booked' | 'seen' | 'refused'> {
  try {
    return await platform.db.transaction(async (tx) => {
      await tx.query('select pg_advisory_xact_lock(hashtext($1))', [
        `vendor-round:${merchant.id}:${memberId}:${vendor}`,
      ]);
      const [seen] = await tx.query<{ id: bigint }>(
        'select id from bet where vendor_code = $1 and round_id = $2',
        [vendor, round.roundId],
      );
      if (seen) return 'seen' as const;
      // A rolled-back round moved no money; only a settled one has a net.
      const net = round.status === 'settled' ? round.payout - round.stake : 0n;
      if (net !== 0n) {
        const base = { merchantId: merchant.id, memberId, currency: merchant.currency };
        await postTransfer(tx, {
          merchantId: merchant.id,
          kind: 'vendor_round',
          idempotencyKey: `vendor-round:${vendor}:${round.roundId}`,
          entries: [
            {
              accountId: await memberAccount(tx, { ...base, kind: 'vendor', vendor }),
              amount: net,
            },
            { accountId: await vendorHouse(tx, merchant, vendor, memberId), amount: -net },
          ],
        });
      }
      await tx.query(
        `insert into bet (merchant_id, member_id, game_id, vendor_code, round_id, currency, stake,
           payout, status, created_at, settled_at)
         values ($1, $2, (select id from game where game_code = $3), $4, $5, $6, $7, $8, $9, $10, $10)`,
        [
          merchant.id,
          memberId,
          round.gameCode,
          vendor,
          round.roundId,
          merchant.currency,
          round.stake.toString(),
          round.payout.toString(),
          round.status,
          round.createdAt.toISOString(),
        ],
      );
      return 'booked' as const;
    });
  } catch (err) {
    if (err instanceof InsufficientFunds) return 'refused';
    throw err;
  }
}

/**
 * Books the member's rounds at a transfer vendor that are not booked yet, oldest first, and
 * pushes the balance when it booked any. Safe to run any number of times at once. Seamless
 * vendors book their rounds through their callbacks: nothing to do.
 */
export async function syncVendorRounds(
  platform: Platform,
  merchant: Merchant,
  memberId: string,
  vendor: string,
): Promise<SyncResult> {
  const adapter = walletServices(platform).adapterFor(vendor);
  const result: SyncResult = { booked: 0, blocked: false };
  if (adapter.wallet !== 'transfer') return result;
  try {
    for (let page = 0; page < maxPages; page += 1) {
      const after = await lastBooked(platform, merchant, memberId, vendor);
      const rounds = await adapter.betRecords({ merchant, memberId, limit: pageSize, after });
      for (const round of rounds) {
        // An open round has no result yet; the ones after it wait for it.
        if (round.status === 'open') return result;
        const outcome = await bookRound(platform, merchant, memberId, vendor, round);
        if (outcome === 'refused') {
          result.blocked = true;
          return result;
        }
        if (outcome === 'booked') result.booked += 1;
      }
      if (rounds.length < pageSize) return result;
    }
    return result;
  } finally {
    if (result.booked > 0) publishBalance(platform, merchant, memberId);
  }
}

/**
 * Syncs every transfer vendor the member has a vendor account with (no money ever reached a
 * vendor without one), in parallel, waiting at most `timeoutMs`. Failures are logged, never
 * thrown: the callers (the consolidated balance, recall-all) go on with what the ledger knows.
 */
export async function syncMemberVendors(
  platform: Platform,
  merchant: Merchant,
  memberId: string,
  log: FastifyBaseLogger,
  timeoutMs: number,
): Promise<void> {
  const rows = await platform.db.query<{ vendor: string }>(
    `select a.vendor from ledger_account a join game_vendor v on v.code = a.vendor
     where a.merchant_id = $1 and a.owner_member_id = $2 and a.kind = 'vendor'
       and a.currency = $3 and v.wallet = 'transfer'`,
    [merchant.id, memberId, merchant.currency],
  );
  const all = Promise.all(
    rows.map((row) =>
      syncVendorRounds(platform, merchant, memberId, row.vendor).catch((err: unknown) => {
        log.warn({ err, vendor: row.vendor }, 'vendor rounds not synced');
      }),
    ),
  );
  await withTimeout(all, timeoutMs);
}

/**
 * One run of the job: asks each transfer vendor who played lately and books those members'
 * rounds. A vendor or member that fails is logged and left for the next run.
 */
export async function syncRecentRounds(
  platform: Platform,
  log: FastifyBaseLogger,
): Promise<{ booked: number }> {
  const vendors = await platform.db.query<{ code: string }>(
    `select code from game_vendor where wallet = 'transfer' order by code`,
  );
  const since = new Date(platform.clock.now() - recentWindowMs);
  let booked = 0;
  for (const { code } of vendors) {
    const adapter = walletServices(platform).adapterFor(code);
    if (!adapter.recentPlayers) continue;
    let players: Array<{ merchantId: number; memberId: string }>;
    try {
      players = await adapter.recentPlayers(since);
    } catch (err) {
      log.warn({ err, vendor: code }, 'vendor players not listed');
      continue;
    }
    for (const player of players) {
      try {
        const merchant = await platform.directory.byId(player.merchantId);
        if (!merchant) continue;
        booked += (await syncVendorRounds(platform, merchant, player.memberId, code)).booked;
      } catch (err) {
        log.warn({ err, vendor: code, member: player.memberId }, 'vendor rounds not synced');
      }
    }
  }
  return { booked };
}

/** Registers the job that books the rounds of members who play and then leave the site. */
export function registerVendorRoundsJob(platform: Platform, log: FastifyBaseLogger): void {
  platform.jobs.every(vendorRoundsJob, vendorRoundsEverySeconds, async () => {
    await syncRecentRounds(platform, log);
  });
}
