import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../db/db.ts';
import type { Merchant } from '../../merchant/merchant.ts';
import type { DemoKind } from './demo-kind.ts';
import type { Guess } from './demo-table.ts';
import type { BetRecord } from './vendor-adapter.ts';

/**
 * The demo vendors' round rows (`demo_vendor_round`), whatever the table: high/low rounds keep
 * their cards in typed columns, the other kinds their bet and result as JSON (migration 0016).
 * Stake and payout are typed for every kind: the bet records, and so the platform's booking,
 * read only those.
 */

/** One round of a demo table as the vendor keeps it. */
export interface DemoRound {
  seq: bigint;
  roundId: string;
  gameCode: string | null;
  kind: DemoKind;
  /** High/low only; null for the other kinds. */
  guess: Guess | null;
  first: number | null;
  second: number | null;
  /** The other kinds' bet and result, as their rules wrote them; null for high/low. */
  bet: unknown;
  outcome: unknown;
  stake: bigint;
  payout: bigint;
  balanceAfter: bigint;
  createdAt: Date;
}

/** What a table's rules settled, before it is stored. */
export type SettledRound =
  | { kind: 'highlow'; guess: Guess; first: number; second: number; payout: bigint }
  | { kind: Exclude<DemoKind, 'highlow'>; bet: unknown; outcome: unknown; payout: bigint };

interface RoundRow {
  seq: bigint;
  round_id: string;
  game_code: string | null;
  kind: DemoKind;
  guess: Guess | null;
  first_card: number | null;
  second_card: number | null;
  bet: unknown;
  outcome: unknown;
  stake: bigint;
  payout: bigint;
  balance_after: bigint;
  created_at: Date;
}

const columns = `seq, round_id, game_code, kind, guess, first_card, second_card, bet, outcome,
  stake, payout, balance_after, created_at`;

function fromRow(row: RoundRow): DemoRound {
  return {
    seq: row.seq,
    roundId: row.round_id,
    gameCode: row.game_code,
    kind: row.kind,
    guess: row.guess,
    first: row.first_card,
    second: row.second_card,
    bet: row.bet,
    outcome: row.outcome,
    stake: row.stake,
    payout: row.payout,
    balanceAfter: row.balance_after,
    createdAt: row.created_at,
  };
}

/** Whose rounds at which vendor. */
interface Owner {
  merchant: Merchant;
  memberId: string;
  vendor: string;
}

/** Writes a settled round (inside the caller's transaction, under the wallet's lock). */
export async function insertRound(
  tx: Queryable,
  spec: Owner & { gameCode: string | null; stake: bigint; balanceAfter: bigint },
  round: SettledRound,
): Promise<DemoRound> {
  const cards = round.kind === 'highlow' ? round : null;
  const other = round.kind === 'highlow' ? null : round;
  const [row] = await tx.query<RoundRow>(
    `insert into demo_vendor_round (merchant_id, vendor, member_id, round_id, game_code, kind,
       guess, first_card, second_card, bet, outcome, stake, payout, balance_after)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::text::jsonb, $11::text::jsonb, $12, $13, $14)
     returning ${columns}`,
    [
      spec.merchant.id,
      spec.vendor,
      spec.memberId,
      randomUUID(),
      spec.gameCode,
      round.kind,
      cards?.guess ?? null,
      cards?.first ?? null,
      cards?.second ?? null,
      other ? JSON.stringify(other.bet) : null,
      other ? JSON.stringify(other.outcome) : null,
      spec.stake.toString(),
      round.payout.toString(),
      spec.balanceAfter.toString(),
    ],
  );
  return fromRow(row!);
}

/** The member's last rounds at the vendor, newest first (the table's history). */
export async function lastRounds(db: Queryable, spec: Owner & { limit: number }) {
  const rows = await db.query<RoundRow>(
    `select ${columns} from demo_vendor_round where merchant_id = $1 and member_id = $2
       and vendor = $3 order by seq desc limit $4`,
    [spec.merchant.id, spec.memberId, spec.vendor, spec.limit],
  );
  return rows.map(fromRow);
}

/** The member's rounds of every kind in order after the round `after` (exclusive). */
export async function roundBetRecords(
  db: Queryable,
  spec: Owner & { limit: number; after: string | null },
): Promise<BetRecord[]> {
  const rows = await db.query<RoundRow>(
    `select ${columns} from demo_vendor_round where merchant_id = $1 and member_id = $2
       and vendor = $3 and seq > coalesce((select seq from demo_vendor_round
         where vendor = $3 and round_id = $5 and merchant_id = $1 and member_id = $2), 0)
     order by seq limit $4`,
    [spec.merchant.id, spec.memberId, spec.vendor, spec.limit, spec.after],
  );
  return rows.map((row) => ({
    roundId: row.round_id,
    gameCode: row.game_code,
    stake: row.stake,
    payout: row.payout,
    status: 'settled' as const,
    createdAt: row.created_at,
  }));
}
