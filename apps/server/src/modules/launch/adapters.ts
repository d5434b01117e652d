import { constants } from '@portal/contract/constants';
import type { Db, Queryable } from '../../db/db.ts';
import type { Merchant } from '../../merchant/merchant.ts';
import type { Platform } from '../../platform.ts';
import { houseAccount, mainBalance } from '../ledger/ledger.ts';
import { lotteryAdapter } from '../lottery/launch.ts';
import { DemoVendorWallet } from './demo-vendor-wallet.ts';
import { playTokenMs, signPlayToken } from './play-token.ts';
import type { BetRecord, LaunchSpec, VendorAdapter } from './vendor-adapter.ts';

/** The seamless vendor's rounds as the `bet` table holds them (its callbacks write them). */
export async function seamlessBetRecords(
  db: Db,
  vendor: string,
  spec: { merchant: Merchant; memberId: string; limit: number; after: string | null },
): Promise<BetRecord[]> {
  const rows = await db.query<{
    round_id: string;
    game_code: string | null;
    stake: bigint;
    payout: bigint;
    status: BetRecord['status'];
    created_at: Date;
  }>(
    `select b.round_id, g.game_code, b.stake, b.payout, b.status, b.created_at
     from bet b left join game g on g.id = b.game_id
     where b.merchant_id = $1 and b.member_id = $2 and b.vendor_code = $3
       and b.id > coalesce((select id from bet where vendor_code = $3 and round_id = $5), 0)
     order by b.id limit $4`,
    [spec.merchant.id, spec.memberId, vendor, spec.limit, spec.after],
  );
  return rows.map((row) => ({
    roundId: row.round_id,
    gameCode: row.game_code,
    stake: row.stake,
    payout: row.payout,
    status: row.status,
    createdAt: row.created_at,
  }));
}

function tokenFor(platform: Platform, vendor: string, spec: LaunchSpec): string {
  return signPlayToken(platform.config.playTokenSecret, {
    m: spec.merchant.id,
    u: spec.freePlay ? null : spec.memberId,
    v: vendor,
    g: spec.gameCode ?? '',
    f: spec.freePlay,
    exp: platform.clock.now() + playTokenMs,
  });
}

function query(token: string, spec: LaunchSpec): string {
  const params = new URLSearchParams({ t: token, lang: spec.language });
  if (spec.backUrl) params.set('back', spec.backUrl);
  return params.toString();
}

/** The in-house provider: seamless wallet, pages under `/play/pge`. */
export function pgeAdapter(platform: Platform): VendorAdapter {
  const main = async (spec: { merchant: Merchant; memberId: string }) =>
    mainBalance(platform.db, {
      merchantId: spec.merchant.id,
      memberId: spec.memberId,
      currency: spec.merchant.currency,
    });
  return {
    vendor: 'PGE',
    wallet: 'seamless',
    demo: false,
    async launchUrl(spec) {
      const game = spec.gameCode ? spec.gameCode.replace(/^PGE_/u, '').toLowerCase() : '';
      return `/play/pge/${game}?${query(tokenFor(platform, 'PGE', spec), spec)}`;
    },
    // A seamless wallet holds nothing at the vendor: there is nothing to move.
    async transferIn(spec) {
      return { balance: await main(spec), replayed: false };
    },
    async transferOut(spec) {
      return { balance: await main(spec), replayed: false };
    },
    balance: main,
    async transferStatus() {
      return 'absent';
    },
    betRecords: (spec) => seamlessBetRecords(platform.db, 'PGE', spec),
  };
}

/**
 * The demo stand-in for a third-party vendor: a transfer wallet kept in the demo vendor's own
 * books (`DemoVendorWallet`, apart from the platform's ledger, as a real vendor's would be) and
 * a labelled demo table under `/play/demo/<vendor>/<gameCode>` whose rounds (`play`) move that
 * money; `betRecords` reports them for the platform to book.
 */
export function demoAdapter(platform: Platform, vendor: string): VendorAdapter {
  const { db } = platform;
  const books = new DemoVendorWallet(db, vendor);
  return {
    vendor,
    wallet: 'transfer',
    demo: true,
    async launchUrl(spec) {
      const game = spec.gameCode ?? 'lobby';
      return `/play/demo/${vendor}/${encodeURIComponent(game)}?${query(tokenFor(platform, vendor, spec), spec)}`;
    },
    transferIn: (spec) => books.move(spec, 'in'),
    transferOut: (spec) => books.move(spec, 'out'),
    balance: (spec) => books.balance(spec),
    transferStatus: (spec) => books.status(spec),
    // The vendor's own rounds (its table plays in its books); the platform books them itself.
    betRecords: (spec) => books.betRecords(spec),
    recentPlayers: (since) => books.recentPlayers(since),
  };
}

/** The adapter of a vendor code under the configured choice (`VENDOR_ADAPTERS`). */
export function adapterFor(platform: Platform, vendor: string): VendorAdapter {
  if ((constants.inHouseProviders as readonly string[]).includes(vendor))
    return pgeAdapter(platform);
  if (vendor === 'LOTT' || vendor === 'ELOTT') return lotteryAdapter(platform, vendor);
  switch (platform.config.vendorAdapters) {
    case 'demo':
      return demoAdapter(platform, vendor);
  }
}

/** House account a vendor's game results are booked against (the member's bucket). */
export function vendorHouse(
  db: Queryable,
  merchant: Merchant,
  vendor: string,
  memberId: string,
): Promise<bigint> {
  return houseAccount(db, {
    merchantId: merchant.id,
    name: `game:${vendor}`,
    currency: merchant.currency,
    spread: memberId,
  });
}
