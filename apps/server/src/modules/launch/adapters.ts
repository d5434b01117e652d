import { constants } from '@portal/contract/constants';
import type { Db, Queryable } from '../../db/db.ts';
import type { Merchant } from '../../merchant/merchant.ts';
import type { Platform } from '../../platform.ts';
import {
  houseAccount,
  mainBalance,
  memberAccount,
  postTransfer,
  InsufficientFunds,
} from '../ledger/ledger.ts';
import { AppError } from '../../http/app-error.ts';
import { playTokenMs, signPlayToken } from './play-token.ts';
import type { BetRecord, LaunchSpec, TransferSpec, VendorAdapter } from './vendor-adapter.ts';

async function betRecords(
  db: Db,
  vendor: string,
  spec: { merchant: Merchant; memberId: string; limit: number },
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
     order by b.id desc limit $4`,
    [spec.merchant.id, spec.memberId, vendor, spec.limit],
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
    betRecords: (spec) => betRecords(platform.db, 'PGE', spec),
  };
}

/**
 * The demo stand-in for a third-party vendor: a transfer wallet (the member's vendor account in
 * the ledger) and a labelled demo table under `/play/demo/<vendor>/<gameCode>`.
 */
export function demoAdapter(platform: Platform, vendor: string): VendorAdapter {
  const { db } = platform;
  const accounts = async (tx: Queryable, spec: TransferSpec) => {
    const base = {
      merchantId: spec.merchant.id,
      memberId: spec.memberId,
      currency: spec.merchant.currency,
    };
    return {
      main: await memberAccount(tx, base),
      vendor: await memberAccount(tx, { ...base, kind: 'vendor', vendor }),
    };
  };
  const vendorBalance = async (spec: { merchant: Merchant; memberId: string }) => {
    const [row] = await db.query<{ balance: bigint }>(
      `select balance from ledger_account where merchant_id = $1 and owner_member_id = $2
         and kind = 'vendor' and vendor = $3 and currency = $4`,
      [spec.merchant.id, spec.memberId, vendor, spec.merchant.currency],
    );
    return row?.balance ?? 0n;
  };
  const move = async (spec: TransferSpec, direction: 'in' | 'out') => {
    if (spec.amount <= 0n) throw new AppError('invalid_input');
    try {
      const result = await db.transaction(async (tx) => {
        const { main, vendor: wallet } = await accounts(tx, spec);
        const [from, to] = direction === 'in' ? [main, wallet] : [wallet, main];
        return postTransfer(tx, {
          merchantId: spec.merchant.id,
          kind: 'vendor',
          idempotencyKey: `vendor:${vendor}:${direction}:${spec.idempotencyKey}`,
          entries: [
            { accountId: from, amount: -spec.amount },
            { accountId: to, amount: spec.amount },
          ],
        });
      });
      return { balance: await vendorBalance(spec), replayed: result.replayed };
    } catch (err) {
      if (err instanceof InsufficientFunds) throw new AppError('insufficient_funds');
      throw err;
    }
  };
  return {
    vendor,
    wallet: 'transfer',
    demo: true,
    async launchUrl(spec) {
      const game = spec.gameCode ?? 'lobby';
      return `/play/demo/${vendor}/${encodeURIComponent(game)}?${query(tokenFor(platform, vendor, spec), spec)}`;
    },
    transferIn: (spec) => move(spec, 'in'),
    transferOut: (spec) => move(spec, 'out'),
    balance: vendorBalance,
    betRecords: (spec) => betRecords(db, vendor, spec),
  };
}

/** The adapter of a vendor code under the configured choice (`VENDOR_ADAPTERS`). */
export function adapterFor(platform: Platform, vendor: string): VendorAdapter {
  if ((constants.inHouseProviders as readonly string[]).includes(vendor))
    return pgeAdapter(platform);
  switch (platform.config.vendorAdapters) {
    case 'demo':
      return demoAdapter(platform, vendor);
  }
}

/** House account a vendor's game results are booked against. */
export function vendorHouse(db: Db, merchant: Merchant, vendor: string): Promise<bigint> {
  return houseAccount(db, {
    merchantId: merchant.id,
    name: `game:${vendor}`,
    currency: merchant.currency,
  });
}
