import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/db.ts';
import { AppError } from '../../http/app-error.ts';
import type { Merchant } from '../../merchant/merchant.ts';
import { drawCard, settleHighLow, type Guess } from './demo-table.ts';
import type { BetRecord, TransferSpec, VendorTransferStatus } from './vendor-adapter.ts';

/** One round of the demo table as the vendor keeps it. */
export interface DemoRound {
  seq: bigint;
  roundId: string;
  gameCode: string | null;
  guess: Guess;
  first: number;
  second: number;
  stake: bigint;
  payout: bigint;
  balanceAfter: bigint;
  createdAt: Date;
}

interface RoundRow {
  seq: bigint;
  round_id: string;
  game_code: string | null;
  guess: Guess;
  first_card: number;
  second_card: number;
  stake: bigint;
  payout: bigint;
  balance_after: bigint;
  created_at: Date;
}

const roundColumns = `seq, round_id, game_code, guess, first_card, second_card, stake, payout,
  balance_after, created_at`;

function roundFromRow(row: RoundRow): DemoRound {
  return {
    seq: row.seq,
    roundId: row.round_id,
    gameCode: row.game_code,
    guess: row.guess,
    first: row.first_card,
    second: row.second_card,
    stake: row.stake,
    payout: row.payout,
    balanceAfter: row.balance_after,
    createdAt: row.created_at,
  };
}

/**
 * The books a demo vendor keeps of its players' wallets: in a real deployment these live at the
 * vendor, out of our reach. Each transfer is applied once per reference in its own database
 * transaction, independent of the platform's ledger, so a crash between the vendor's answer
 * and the platform's posting leaves exactly the state a real outside party would.
 */
export class DemoVendorWallet {
  constructor(
    private readonly db: Db,
    private readonly vendor: string,
    /** The card source: the CSPRNG; tests that need a known outcome pass their own. */
    private readonly draw: () => number = drawCard,
  ) {}

  /** Applies a transfer once per key; a replay answers the balance after the first. */
  async move(
    spec: TransferSpec,
    direction: 'in' | 'out',
  ): Promise<{ balance: bigint; replayed: boolean }> {
    if (spec.amount <= 0n) throw new AppError('invalid_input');
    const { vendor } = this;
    return this.db.transaction(async (tx) => {
      await tx.query(
        `insert into demo_vendor_wallet (merchant_id, member_id, vendor) values ($1, $2, $3)
         on conflict do nothing`,
        [spec.merchant.id, spec.memberId, vendor],
      );
      const [wallet] = await tx.query<{ balance: bigint }>(
        `select balance from demo_vendor_wallet where merchant_id = $1 and member_id = $2
           and vendor = $3 for update`,
        [spec.merchant.id, spec.memberId, vendor],
      );
      const [seen] = await tx.query<{ balance_after: bigint; amount: bigint; direction: string }>(
        `select balance_after, amount, direction from demo_vendor_transfer
         where merchant_id = $1 and vendor = $2 and reference = $3`,
        [spec.merchant.id, vendor, spec.idempotencyKey],
      );
      if (seen) {
        if (seen.amount !== spec.amount || seen.direction !== direction)
          throw new AppError('idempotency_mismatch');
        return { balance: seen.balance_after, replayed: true };
      }
      const after = wallet!.balance + (direction === 'in' ? spec.amount : -spec.amount);
      if (after < 0n) throw new AppError('insufficient_funds');
      await tx.query(
        `update demo_vendor_wallet set balance = $4 where merchant_id = $1 and member_id = $2
           and vendor = $3`,
        [spec.merchant.id, spec.memberId, vendor, after.toString()],
      );
      await tx.query(
        `insert into demo_vendor_transfer (merchant_id, vendor, reference, member_id, direction,
           amount, balance_after) values ($1, $2, $3, $4, $5, $6, $7)`,
        [
          spec.merchant.id,
          vendor,
          spec.idempotencyKey,
          spec.memberId,
          direction,
          spec.amount.toString(),
          after.toString(),
        ],
      );
      return { balance: after, replayed: false };
    });
  }

  async balance(spec: { merchant: Merchant; memberId: string }): Promise<bigint> {
    const [row] = await this.db.query<{ balance: bigint }>(
      `select balance from demo_vendor_wallet where merchant_id = $1 and member_id = $2
         and vendor = $3`,
      [spec.merchant.id, spec.memberId, this.vendor],
    );
    return row?.balance ?? 0n;
  }

  async status(spec: {
    merchant: Merchant;
    idempotencyKey: string;
    direction: 'in' | 'out';
  }): Promise<VendorTransferStatus> {
    const [row] = await this.db.query<{ direction: string }>(
      `select direction from demo_vendor_transfer where merchant_id = $1 and vendor = $2
         and reference = $3`,
      [spec.merchant.id, this.vendor, spec.idempotencyKey],
    );
    return row && row.direction === spec.direction ? 'done' : 'absent';
  }

  /**
   * Plays one round of the high/low table with the member's money at this vendor, in one
   * transaction under the wallet row's lock: a stake above the balance is `insufficient_funds`
   * and changes nothing; otherwise the stake is taken, the payout added and the round written.
   * The caller checks the stake's range.
   */
  async play(spec: {
    merchant: Merchant;
    memberId: string;
    gameCode: string | null;
    guess: Guess;
    stake: bigint;
  }): Promise<DemoRound> {
    if (spec.stake <= 0n) throw new AppError('invalid_amount');
    const { vendor } = this;
    return this.db.transaction(async (tx) => {
      const [wallet] = await tx.query<{ balance: bigint }>(
        `select balance from demo_vendor_wallet where merchant_id = $1 and member_id = $2
           and vendor = $3 for update`,
        [spec.merchant.id, spec.memberId, vendor],
      );
      const balance = wallet?.balance ?? 0n;
      if (spec.stake > balance) throw new AppError('insufficient_funds');
      const first = this.draw();
      const second = this.draw();
      const { payout } = settleHighLow(first, second, spec.guess, spec.stake);
      const after = balance - spec.stake + payout;
      await tx.query(
        `update demo_vendor_wallet set balance = $4 where merchant_id = $1 and member_id = $2
           and vendor = $3`,
        [spec.merchant.id, spec.memberId, vendor, after.toString()],
      );
      const [row] = await tx.query<RoundRow>(
        `insert into demo_vendor_round (merchant_id, vendor, member_id, round_id, game_code, guess,
           first_card, second_card, stake, payout, balance_after)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) returning ${roundColumns}`,
        [
          spec.merchant.id,
          vendor,
          spec.memberId,
          randomUUID(),
          spec.gameCode,
          spec.guess,
          first,
          second,
          spec.stake.toString(),
          payout.toString(),
          after.toString(),
        ],
      );
      return roundFromRow(row!);
    });
  }

  /** The member's last rounds at this vendor, newest first (the table's history). */
  async lastRounds(spec: {
    merchant: Merchant;
    memberId: string;
    limit: number;
  }): Promise<DemoRound[]> {
    const rows = await this.db.query<RoundRow>(
      `select ${roundColumns} from demo_vendor_round where merchant_id = $1 and member_id = $2
         and vendor = $3 order by seq desc limit $4`,
      [spec.merchant.id, spec.memberId, this.vendor, spec.limit],
    );
    return rows.map(roundFromRow);
  }

  /** The member's rounds in order after the round `after` (exclusive): the bet records. */
  async betRecords(spec: {
    merchant: Merchant;
    memberId: string;
    limit: number;
    after: string | null;
  }): Promise<BetRecord[]> {
    const rows = await this.db.query<RoundRow>(
      `select ${roundColumns} from demo_vendor_round where merchant_id = $1 and member_id = $2
         and vendor = $3 and seq > coalesce((select seq from demo_vendor_round
           where vendor = $3 and round_id = $5 and merchant_id = $1 and member_id = $2), 0)
       order by seq limit $4`,
      [spec.merchant.id, spec.memberId, this.vendor, spec.limit, spec.after],
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

  /** Members who played at this vendor since `since`. */
  async recentPlayers(since: Date): Promise<Array<{ merchantId: number; memberId: string }>> {
    const rows = await this.db.query<{ merchant_id: number; member_id: bigint }>(
      `select distinct merchant_id, member_id from demo_vendor_round
       where vendor = $1 and created_at >= $2`,
      [this.vendor, since.toISOString()],
    );
    return rows.map((row) => ({ merchantId: row.merchant_id, memberId: row.member_id.toString() }));
  }
}
