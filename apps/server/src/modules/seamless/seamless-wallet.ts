import { createHash } from 'node:crypto';
import type { Tx } from '../../db/db.ts';
import { AppError } from '../../http/app-error.ts';
import type { Merchant } from '../../merchant/merchant.ts';
import type { Platform } from '../../platform.ts';
import { assertWithinLimits } from '../responsible-gaming/enforce.ts';
import {
  houseAccount,
  IdempotencyConflict,
  InsufficientFunds,
  mainBalance,
  memberAccount,
  postTransfer,
} from '../ledger/ledger.ts';

/**
 * The seamless wallet (docs/architecture.md "Games"): a vendor debits bets from and credits wins to the
 * member's main wallet, each call idempotent on the vendor's transaction id. Money moves
 * between the main account and the house account `game:<vendor>` through `postTransfer`; every
 * round is a row of `bet`. A rollback undoes a bet that has no win yet.
 */

export interface SeamlessCall {
  vendor: string;
  kind: 'bet' | 'win' | 'rollback';
  merchant: Merchant;
  memberId: string;
  txnId: string;
  roundId: string;
  /** Minor units; 0 for a losing round's closing win and for rollbacks. */
  amount: bigint;
  /** The bet a rollback undoes. */
  refTxnId?: string;
  gameCode?: string;
  fair?: { serverSeedHash: string; clientSeed: string; nonce: number };
  /** When the round was played: only the demo seeders' history sets it (see `applyCall`). */
  at?: Date;
}

export interface SeamlessResult {
  /** Main balance after the call, minor units. */
  balance: bigint;
  replayed: boolean;
}

function hashOf(call: SeamlessCall): string {
  return createHash('sha256')
    .update(
      JSON.stringify([
        call.kind,
        call.merchant.id,
        call.memberId,
        call.roundId,
        call.amount.toString(),
        call.refTxnId ?? null,
        call.gameCode ?? null,
      ]),
    )
    .digest('hex');
}

async function replayOf(tx: Tx, call: SeamlessCall, hash: string): Promise<SeamlessResult | null> {
  const [row] = await tx.query<{ request_hash: string; balance_after: bigint }>(
    'select request_hash, balance_after from seamless_txn where vendor_code = $1 and txn_id = $2',
    [call.vendor, call.txnId],
  );
  if (!row) return null;
  if (row.request_hash !== hash) throw new AppError('idempotency_mismatch');
  return { balance: row.balance_after, replayed: true };
}

async function move(tx: Tx, call: SeamlessCall, toMember: bigint): Promise<void> {
  if (toMember === 0n) return;
  const { merchant } = call;
  const wallet = await memberAccount(tx, {
    merchantId: merchant.id,
    memberId: call.memberId,
    currency: merchant.currency,
  });
  const house = await houseAccount(tx, {
    merchantId: merchant.id,
    name: `game:${call.vendor}`,
    currency: merchant.currency,
    spread: call.memberId,
  });
  await postTransfer(tx, {
    merchantId: merchant.id,
    kind: `game_${call.kind}`,
    idempotencyKey: `seamless:${call.vendor}:${call.txnId}`,
    at: call.at,
    entries: [
      { accountId: wallet, amount: toMember },
      { accountId: house, amount: -toMember },
    ],
  });
}

/**
 * Books one callback inside the caller's transaction (no idempotency record, no push): the
 * demo seeder uses it to play its history through the same booking as live callbacks.
 */
export async function applyCall(tx: Tx, call: SeamlessCall): Promise<void> {
  const { merchant } = call;
  const [round] = await tx.query<{ id: bigint; status: string }>(
    'select id, status from bet where vendor_code = $1 and round_id = $2 for update',
    [call.vendor, call.roundId],
  );
  if (call.kind === 'bet') {
    if (round && round.status !== 'open') throw new AppError('conflict');
    await move(tx, call, -call.amount);
    if (round) {
      await tx.query('update bet set stake = stake + $2 where id = $1', [
        round.id.toString(),
        call.amount.toString(),
      ]);
    } else {
      await tx.query(
        `insert into bet (merchant_id, member_id, game_id, vendor_code, round_id, currency, stake,
           status, server_seed_hash, client_seed, nonce, created_at)
         values ($1, $2, (select id from game where game_code = $3), $4, $5, $6, $7, 'open', $8, $9,
           $10, coalesce($11::timestamptz, now()))`,
        [
          merchant.id,
          call.memberId,
          call.gameCode ?? null,
          call.vendor,
          call.roundId,
          merchant.currency,
          call.amount.toString(),
          call.fair?.serverSeedHash ?? null,
          call.fair?.clientSeed ?? null,
          call.fair?.nonce ?? null,
          call.at ?? null,
        ],
      );
    }
    return;
  }
  if (!round || round.status === 'rolled_back') throw new AppError('not_found');
  if (call.kind === 'win') {
    await move(tx, call, call.amount);
    await tx.query(
      `update bet set payout = payout + $2, status = 'settled',
         settled_at = coalesce($3::timestamptz, now()) where id = $1`,
      [round.id.toString(), call.amount.toString(), call.at ?? null],
    );
    return;
  }
  // Rollback: only of a bet of this round and member, and only while the round has no win.
  const [bet] = await tx.query<{ amount: bigint }>(
    `select amount from seamless_txn where vendor_code = $1 and txn_id = $2 and kind = 'bet'
       and round_id = $3 and member_id = $4`,
    [call.vendor, call.refTxnId ?? '', call.roundId, call.memberId],
  );
  if (!bet) throw new AppError('not_found');
  const [settled] = await tx.query<{ n: number }>(
    `select count(*)::int as n from seamless_txn where vendor_code = $1 and round_id = $2
       and kind in ('win', 'rollback')`,
    [call.vendor, call.roundId],
  );
  if ((settled?.n ?? 0) > 0 || round.status !== 'open') throw new AppError('conflict');
  await move(tx, { ...call, amount: bet.amount }, bet.amount);
  await tx.query(
    `update bet set stake = stake - $2, status = 'rolled_back', settled_at = now() where id = $1`,
    [round.id.toString(), bet.amount.toString()],
  );
}

/** Applies one callback in one transaction; a replay of the same id and body changes nothing. */
export async function seamlessCall(
  platform: Platform,
  call: SeamlessCall,
): Promise<SeamlessResult> {
  if (call.amount < 0n) throw new AppError('invalid_input');
  const hash = hashOf(call);
  let result: SeamlessResult;
  try {
    result = await platform.db.transaction(async (tx) => {
      // One callback per member at a time: bets and wins of one wallet never interleave.
      await tx.query('select pg_advisory_xact_lock(hashtext($1))', [`seamless:${call.memberId}`]);
      const replay = await replayOf(tx, call, hash);
      if (replay) return replay;
      // Responsible gaming: a stake answers to the member's limits, counted in this transaction.
      if (call.kind === 'bet')
        await assertWithinLimits(tx, {
          merchant: call.merchant,
          memberId: call.memberId,
          now: platform.clock.now(),
          action: 'bet',
          amount: call.amount,
        });
      await applyCall(tx, call);
      const balance = await mainBalance(tx, {
        merchantId: call.merchant.id,
        memberId: call.memberId,
        currency: call.merchant.currency,
      });
      await tx.query(
        `insert into seamless_txn (vendor_code, txn_id, kind, merchant_id, member_id, round_id, amount,
           request_hash, ref_txn_id, balance_after)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
        [
          call.vendor,
          call.txnId,
          call.kind,
          call.merchant.id,
          call.memberId,
          call.roundId,
          call.amount.toString(),
          hash,
          call.refTxnId ?? null,
          balance.toString(),
        ],
      );
      return { balance, replayed: false };
    });
  } catch (err) {
    if (err instanceof InsufficientFunds) throw new AppError('insufficient_funds');
    if (err instanceof IdempotencyConflict) throw new AppError('idempotency_mismatch');
    throw err;
  }
  if (!result.replayed) {
    await platform.realtime
      .sendToMember(call.merchant.id, call.memberId, {
        type: 'balance',
        payload: { balance: call.merchant.money.format(result.balance) },
      })
      .catch(() => undefined);
  }
  return result;
}
