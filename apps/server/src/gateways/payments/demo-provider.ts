import { randomBytes } from 'node:crypto';
import { parseMinor } from '@portal/contract/money';
import { z } from 'zod';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/db.ts';
import { AppError } from '../../http/app-error.ts';
import type { Merchant } from '../../merchant/merchant.ts';
import type { PaymentProvider, PaymentReport } from './payment-provider.ts';

interface DemoPaymentRow {
  reference: string;
  merchant_id: number;
  deposit_id: string;
  amount: bigint;
  currency: string;
  return_url: string;
  status: 'pending' | 'paid' | 'failed';
  expires_at: Date;
}

const webhookBody = z.object({
  merchant: z.string().max(32),
  reference: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/u),
  depositId: z.string().regex(/^[0-9]{1,18}$/u),
  status: z.enum(['paid', 'failed']),
  amount: z.string().regex(/^\d{1,18}(?:\.\d{1,8})?$/u),
  currency: z.string().regex(/^[A-Z]{3}$/u),
  scale: z.number().int().min(0).max(8),
});

/** A demo payment as its checkout page shows it. */
export interface DemoPayment {
  reference: string;
  merchantId: number;
  depositId: string;
  amount: bigint;
  currency: string;
  returnUrl: string;
  status: 'pending' | 'paid' | 'failed' | 'expired';
}

/**
 * The built-in demo payment provider (PAYMENT_PROVIDER=demo): it keeps its own books in
 * `demo_payment`, hosts a checkout page under `/pay/demo/:reference` where the member presses
 * "Pay" or "Fail" (no real money moves), and then calls our webhook like a real provider.
 */
export class DemoPaymentProvider implements PaymentProvider {
  readonly name = 'demo';
  readonly demo = true;
  readonly signatureHeader = 'x-demo-signature';

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly expirySeconds: number,
  ) {}

  async createCheckout(spec: {
    merchant: Merchant;
    depositId: string;
    amount: bigint;
    currency: string;
    returnUrl: string;
  }): Promise<{ reference: string; checkoutUrl: string }> {
    const reference = randomBytes(18).toString('base64url');
    await this.db.query(
      `insert into demo_payment (reference, merchant_id, deposit_id, amount, currency, return_url, expires_at)
       values ($1, $2, $3, $4, $5, $6, $7)`,
      [
        reference,
        spec.merchant.id,
        spec.depositId,
        spec.amount.toString(),
        spec.currency,
        spec.returnUrl,
        new Date(this.clock.now() + this.expirySeconds * 1000),
      ],
    );
    return { reference, checkoutUrl: this.checkoutUrl(reference) };
  }

  checkoutUrl(reference: string): string {
    return `/pay/demo/${encodeURIComponent(reference)}`;
  }

  /** The payment behind a checkout page (null when unknown). */
  async payment(reference: string): Promise<DemoPayment | null> {
    if (!/^[A-Za-z0-9_-]{8,64}$/u.test(reference)) return null;
    const [row] = await this.db.query<DemoPaymentRow>(
      `select reference, merchant_id, deposit_id, amount, currency, return_url, status, expires_at
       from demo_payment where reference = $1`,
      [reference],
    );
    if (!row) return null;
    const expired = row.status === 'pending' && row.expires_at.getTime() <= this.clock.now();
    return {
      reference: row.reference,
      merchantId: row.merchant_id,
      depositId: row.deposit_id,
      amount: row.amount,
      currency: row.currency,
      returnUrl: row.return_url,
      status: expired ? 'expired' : row.status,
    };
  }

  /** The member's choice on the checkout page; a payment is decided once. */
  async decide(reference: string, outcome: 'paid' | 'failed'): Promise<DemoPayment | null> {
    await this.db.query(
      `update demo_payment set status = $2, decided_at = now()
       where reference = $1 and status = 'pending' and expires_at > $3`,
      [reference, outcome, new Date(this.clock.now())],
    );
    return this.payment(reference);
  }

  async paymentStatus(spec: {
    merchant: Merchant;
    reference: string;
  }): Promise<PaymentReport | null> {
    const payment = await this.payment(spec.reference);
    if (!payment || payment.merchantId !== spec.merchant.id) return null;
    return {
      reference: payment.reference,
      depositId: payment.depositId,
      status: payment.status,
      amount: payment.amount,
      currency: payment.currency,
    };
  }

  /** The webhook body for a decided payment (amount as a decimal string at `scale`). */
  webhookBody(merchant: Merchant, payment: DemoPayment): string {
    return JSON.stringify({
      merchant: merchant.code,
      reference: payment.reference,
      depositId: payment.depositId,
      status: payment.status,
      amount: merchant.money.format(payment.amount),
      currency: payment.currency,
      scale: merchant.money.scale,
    });
  }

  parseWebhook(body: unknown): PaymentReport & { merchant: string } {
    const parsed = webhookBody.safeParse(body);
    if (!parsed.success) throw new AppError('invalid_input');
    const { merchant, reference, depositId, status, amount, currency, scale } = parsed.data;
    let minor: bigint;
    try {
      minor = parseMinor(amount, scale);
    } catch {
      throw new AppError('invalid_input');
    }
    return { merchant, reference, depositId, status, amount: minor, currency };
  }
}
