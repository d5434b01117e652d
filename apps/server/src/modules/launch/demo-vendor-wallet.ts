import type { Db } from '../../db/db.ts';
import { AppError } from '../../http/app-error.ts';
import type { Merchant } from '../../merchant/merchant.ts';
import type { TransferSpec, VendorTransferStatus } from './vendor-adapter.ts';

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
}
