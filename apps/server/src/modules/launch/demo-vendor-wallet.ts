import type { Db } from '../../db/db.ts';
import { AppError } from '../../http/app-error.ts';
import type { Merchant } from '../../merchant/merchant.ts';
import {
  insertRound,
  lastRounds,
  roundBetRecords,
  type DemoRound,
  type SettledRound,
} from './demo-round-store.ts';
import { drawCard, settleHighLow, type Guess } from './demo-table.ts';
import type { BetRecord, TransferSpec, VendorTransferStatus } from './vendor-adapter.ts';

export type { DemoRound } from './demo-round-store.ts';

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

  /**
   * Applies a transfer once per key; a replay answers the balance after the first. One
   * statement (`demo_vendor_move`, migration 0047), under the member's wallet row lock.
   */
  async move(
    spec: TransferSpec,
    direction: 'in' | 'out',
  ): Promise<{ balance: bigint; replayed: boolean }> {
    if (spec.amount <= 0n) throw new AppError('invalid_input');
    const [row] = await this.db.query<{ state: string; balance: bigint }>(
      'select * from demo_vendor_move($1, $2, $3, $4, $5, $6)',
      [
        spec.merchant.id,
        spec.memberId,
        this.vendor,
        spec.idempotencyKey,
        direction,
        spec.amount.toString(),
      ],
    );
    switch (row?.state) {
      case 'moved':
        return { balance: row.balance, replayed: false };
      case 'replayed':
        return { balance: row.balance, replayed: true };
      case 'mismatch':
        throw new AppError('idempotency_mismatch');
      case 'short':
        throw new AppError('insufficient_funds');
      default:
        throw new Error(`demo vendor transfer ${spec.idempotencyKey} answered ${row?.state}`);
    }
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

  /** Plays one round of the high/low table (see `playRound`). */
  async play(spec: {
    merchant: Merchant;
    memberId: string;
    gameCode: string | null;
    guess: Guess;
    stake: bigint;
  }): Promise<DemoRound> {
    return this.playRound({
      ...spec,
      settle: (stake) => {
        const first = this.draw();
        const second = this.draw();
        const { payout } = settleHighLow(first, second, spec.guess, stake);
        return { kind: 'highlow', guess: spec.guess, first, second, payout };
      },
    });
  }

  /**
   * Plays one round of any demo table with the member's money at this vendor, in one
   * transaction under the wallet row's lock: a stake above the balance is `insufficient_funds`
   * and changes nothing (nothing is drawn either); otherwise `settle` draws the outcome, the
   * stake is taken, the payout added and the round written. The caller checks the stake's range
   * and the bet.
   */
  async playRound(spec: {
    merchant: Merchant;
    memberId: string;
    gameCode: string | null;
    stake: bigint;
    settle: (stake: bigint) => SettledRound;
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
      const round = spec.settle(spec.stake);
      const after = balance - spec.stake + round.payout;
      await tx.query(
        `update demo_vendor_wallet set balance = $4 where merchant_id = $1 and member_id = $2
           and vendor = $3`,
        [spec.merchant.id, spec.memberId, vendor, after.toString()],
      );
      const owner = { merchant: spec.merchant, memberId: spec.memberId, vendor };
      return insertRound(
        tx,
        { ...owner, gameCode: spec.gameCode, stake: spec.stake, balanceAfter: after },
        round,
      );
    });
  }

  /** The member's last rounds at this vendor, newest first (the table's history). */
  lastRounds(spec: { merchant: Merchant; memberId: string; limit: number }): Promise<DemoRound[]> {
    return lastRounds(this.db, { ...spec, vendor: this.vendor });
  }

  /** The member's rounds of every table in order after the round `after`: the bet records. */
  betRecords(spec: {
    merchant: Merchant;
    memberId: string;
    limit: number;
    after: string | null;
  }): Promise<BetRecord[]> {
    return roundBetRecords(this.db, { ...spec, vendor: this.vendor });
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
