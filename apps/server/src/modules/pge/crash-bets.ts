import type { Db, Queryable } from '../../db/db.ts';
import type { Merchant } from '../../merchant/merchant.ts';
import { seedHash } from './fair.ts';
import {
  chainOf,
  currentRound,
  phaseOf,
  shownMultiplier,
  type CrashRound,
  type CrashSettings,
} from './crash-rounds.ts';

/**
 * Bets on the shared crash round. Money moves only through the seamless wallet: the stake by a
 * bet call when the bet is placed, the win (0 for a loss) by a win call once the bet's cash-out
 * is decided. Each decision (a cash-out by hand, an automatic cash-out, the crash) sets the
 * bet's `cashout` and `payout` with a guard on `cashout is null` and writes its win to
 * `pge_win_outbox` in the same transaction, so a bet is decided once; the outbox is sent at
 * once and again by the retry job until the wallet has it (deduped by the win's txnId).
 */

/** Sends one seamless-wallet call; `game-server.ts` supplies the signed HTTP call. */
export type WalletCall = (
  kind: 'bet' | 'win',
  body: Record<string, unknown>,
) => Promise<{
  status: number;
  body: { success: boolean; code?: string; message?: string; value?: { balance: string } };
}>;

export const crashGameCode = 'PGE_CRASH';

/** The wallet's round id of one member's bet in one crash round. */
export const betRoundId = (merchantId: number, roundNo: number, memberId: string) =>
  `${crashGameCode}-${merchantId}-${roundNo}-${memberId}`;

/** Why a crash call was refused; each is a stable code with a 409 answer. */
export type CrashRefusal =
  'crash_betting_closed' | 'crash_already_bet' | 'crash_not_running' | 'crash_no_bet';

export class CrashRefused extends Error {
  constructor(readonly code: CrashRefusal) {
    super(code);
  }
}

/** Hides most of a member's account in the round's public list. */
export function maskPlayer(account: string): string {
  if (account.length <= 4) return `${account.slice(0, 1)}***`;
  return `${account.slice(0, 2)}***${account.slice(-2)}`;
}

interface Decided {
  member_id: string;
  payout: bigint;
}

/** Writes the wins of decided bets to the outbox, in the transaction that decided them. */
async function queueWins(
  q: Queryable,
  merchant: Merchant,
  roundNo: number,
  decided: Decided[],
): Promise<string[]> {
  const ids: string[] = [];
  for (const bet of decided) {
    const roundId = betRoundId(merchant.id, roundNo, bet.member_id);
    const body = {
      merchant: merchant.code,
      playerId: bet.member_id,
      currency: merchant.currency,
      roundId,
      txnId: `${roundId}-win`,
      amount: merchant.money.format(bet.payout),
    };
    await q.query(
      'insert into pge_win_outbox (round_id, merchant_id, body) values ($1, $2, $3) on conflict do nothing',
      [roundId, merchant.id, JSON.stringify(body)],
    );
    ids.push(roundId);
  }
  return ids;
}

/**
 * Sends the queued wins of these wallet rounds and drops each once the wallet took it. A win
 * the wallet refuses (or a node that stops first) stays for the retry job. Returns the new
 * balance of each member whose win went through.
 */
export async function sendWins(
  db: Db,
  wallet: WalletCall,
  roundIds: string[],
): Promise<Map<string, string>> {
  const balances = new Map<string, string>();
  if (roundIds.length === 0) return balances;
  const rows = await db.query<{ round_id: string; body: Record<string, unknown> }>(
    'select round_id, body from pge_win_outbox where round_id = any($1::text[])',
    [roundIds],
  );
  for (const row of rows) {
    const win = await wallet('win', row.body);
    if (!win.body.success) continue;
    await db.query('delete from pge_win_outbox where round_id = $1', [row.round_id]);
    if (win.body.value) balances.set(String(row.body.playerId), win.body.value.balance);
  }
  return balances;
}

/**
 * Places a member's bet on the round in its betting phase: the bet row first (one per member
 * and round), then the stake through the wallet. A refused stake removes the row; a node that
 * stops between the two leaves an unconfirmed row, whose win the wallet later ignores (no bet).
 */
export async function placeBet(
  db: Db,
  wallet: WalletCall,
  merchant: Merchant,
  settings: CrashSettings,
  bet: { memberId: string; account: string; stake: bigint; autoCashout: number | null },
  now: number,
): Promise<{
  round: CrashRound;
  balance: string | null;
  refusal?: { status: number; body: object };
}> {
  const round = await currentRound(db, merchant, settings, now);
  if (phaseOf(round, now) !== 'betting') throw new CrashRefused('crash_betting_closed');
  const [row] = await db.query<{ member_id: string }>(
    `insert into pge_crash_bet
       (merchant_id, round_no, member_id, player, stake, auto_cashout, placed_ms)
     values ($1, $2, $3, $4, $5, $6, $7) on conflict do nothing returning member_id::text`,
    [
      merchant.id,
      round.roundNo,
      bet.memberId,
      maskPlayer(bet.account),
      bet.stake,
      bet.autoCashout,
      now,
    ],
  );
  if (!row) throw new CrashRefused('crash_already_bet');
  const chain = await chainOf(db, round.chainId);
  const roundId = betRoundId(merchant.id, round.roundNo, bet.memberId);
  const placed = await wallet('bet', {
    merchant: merchant.code,
    playerId: bet.memberId,
    currency: merchant.currency,
    roundId,
    txnId: `${roundId}-bet`,
    gameCode: crashGameCode,
    amount: merchant.money.format(bet.stake),
    // The round's commitment is the sha256 of its seed; the chain's salt and the round number
    // complete what the verifier needs once the seed is revealed.
    fair: { serverSeedHash: seedHash(round.seed), clientSeed: chain.salt, nonce: round.roundNo },
  });
  if (!placed.body.success) {
    await db.query(
      'delete from pge_crash_bet where merchant_id = $1 and round_no = $2 and member_id = $3',
      [merchant.id, round.roundNo, bet.memberId],
    );
    return { round, balance: null, refusal: { status: placed.status, body: placed.body } };
  }
  await db.query(
    'update pge_crash_bet set confirmed = true where merchant_id = $1 and round_no = $2 and member_id = $3',
    [merchant.id, round.roundNo, bet.memberId],
  );
  return { round, balance: placed.body.value?.balance ?? null };
}

/**
 * Cashes a member's bet out of the running round at the multiplier of `now` (or at its
 * automatic target, when that came first). Exactly once: the update only takes a bet still in
 * the air, so a second click, a second node or the automatic cash-out find nothing to take.
 */
export async function cashOut(
  db: Db,
  wallet: WalletCall,
  merchant: Merchant,
  round: CrashRound,
  memberId: string,
  now: number,
): Promise<{ cashout: number; payout: bigint; balance: string | null }> {
  if (phaseOf(round, now) !== 'running') throw new CrashRefused('crash_not_running');
  const at = shownMultiplier(round, now);
  const decided = await db.transaction(async (tx) => {
    const rows = await tx.query<Decided & { cashout: number }>(
      `update pge_crash_bet
       set cashout = least($4::int, coalesce(auto_cashout, $4::int)),
           payout = stake * least($4::int, coalesce(auto_cashout, $4::int)) / 100
       where merchant_id = $1 and round_no = $2 and member_id = $3
         and cashout is null and confirmed
       returning member_id::text, payout, cashout`,
      [merchant.id, round.roundNo, memberId, at],
    );
    if (rows.length === 0) return null;
    await queueWins(tx, merchant, round.roundNo, rows);
    return rows[0]!;
  });
  if (!decided) throw new CrashRefused('crash_no_bet');
  const balances = await sendWins(db, wallet, [betRoundId(merchant.id, round.roundNo, memberId)]);
  return {
    cashout: decided.cashout,
    payout: decided.payout,
    balance: balances.get(memberId) ?? null,
  };
}

/** Cashes out, at their targets, the bets of a running round whose target the curve passed. */
export async function runAutoCashouts(
  db: Db,
  wallet: WalletCall,
  merchant: Merchant,
  round: CrashRound,
  now: number,
): Promise<Map<string, string>> {
  if (phaseOf(round, now) !== 'running') return new Map();
  const at = shownMultiplier(round, now);
  const ids = await db.transaction(async (tx) => {
    const rows = await tx.query<Decided>(
      `update pge_crash_bet set cashout = auto_cashout, payout = stake * auto_cashout / 100
       where merchant_id = $1 and round_no = $2 and cashout is null and auto_cashout <= $3
       returning member_id::text, payout`,
      [merchant.id, round.roundNo, at],
    );
    return queueWins(tx, merchant, round.roundNo, rows);
  });
  return sendWins(db, wallet, ids);
}

/**
 * Settles a crashed round once: every bet still in the air is decided (its automatic target if
 * the round reached it, else lost) and the round is marked settled, in one transaction under
 * the round's row lock; then the wins go out. A second caller finds it settled and does nothing.
 */
export async function settleRound(
  db: Db,
  wallet: WalletCall,
  merchant: Merchant,
  roundNo: number,
  now: number,
): Promise<Map<string, string>> {
  const ids = await db.transaction(async (tx) => {
    const [round] = await tx.query<{ crash: number }>(
      `select crash from pge_crash_round
       where merchant_id = $1 and round_no = $2 and settled_at is null and crashes_ms <= $3
       for update`,
      [merchant.id, roundNo, now],
    );
    if (!round) return [];
    const rows = await tx.query<Decided>(
      `update pge_crash_bet
       set cashout = case when auto_cashout <= $3 then auto_cashout else 0 end,
           payout = case when auto_cashout <= $3 then stake * auto_cashout / 100 else 0 end
       where merchant_id = $1 and round_no = $2 and cashout is null
       returning member_id::text, payout`,
      [merchant.id, roundNo, round.crash],
    );
    await tx.query(
      'update pge_crash_round set settled_at = now() where merchant_id = $1 and round_no = $2',
      [merchant.id, roundNo],
    );
    return queueWins(tx, merchant, roundNo, rows);
  });
  return sendWins(db, wallet, ids);
}

/** A bet as every player of the round sees it. */
export interface PublicBet {
  player: string;
  stake: bigint;
  cashout: number | null;
  payout: bigint | null;
  memberId: string;
  autoCashout: number | null;
}

/** The confirmed bets of a round, biggest stakes first. */
export async function roundBets(
  q: Queryable,
  merchantId: number,
  roundNo: number,
): Promise<PublicBet[]> {
  const rows = await q.query<{
    player: string;
    stake: bigint;
    cashout: number | null;
    payout: bigint | null;
    member_id: string;
    auto_cashout: number | null;
  }>(
    `select player, stake, cashout, payout, member_id::text, auto_cashout from pge_crash_bet
     where merchant_id = $1 and round_no = $2 and confirmed
     order by stake desc, placed_ms limit 100`,
    [merchantId, roundNo],
  );
  return rows.map((r) => ({
    player: r.player,
    stake: r.stake,
    cashout: r.cashout,
    payout: r.payout,
    memberId: r.member_id,
    autoCashout: r.auto_cashout,
  }));
}
