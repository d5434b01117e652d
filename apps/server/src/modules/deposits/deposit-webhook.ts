import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { paymentSecret, verifyWebhook } from '../../gateways/payments/payment-secret.ts';
import type { PaymentReport } from '../../gateways/payments/payment-provider.ts';
import { AppError } from '../../http/app-error.ts';
import { errorBody, ok } from '../../http/envelope.ts';
import { requestLanguage } from '../../http/language.ts';
import type { Merchant } from '../../merchant/merchant.ts';
import type { Platform } from '../../platform.ts';
import { findOpById, settleMovesMain, settleOp, type WalletOp } from '../wallet/wallet-ops.ts';
import { publishBalance, walletServices } from '../wallet/wallet-services.ts';
import { depositState } from '../wallet/wallet-views.ts';

/**
 * Applies a provider's report to its pending deposit, once: `paid` with the same amount and
 * currency posts it (credits the main wallet), `failed` or `expired` voids it; anything else
 * changes nothing. A report that disagrees with the deposit is refused.
 */
export async function applyPaymentReport(
  platform: Platform,
  merchant: Merchant,
  op: WalletOp,
  report: PaymentReport,
): Promise<WalletOp> {
  if (report.amount !== op.amount || report.currency !== op.currency)
    throw new AppError('invalid_input');
  if (report.status === 'pending') return op;
  const settled = await settleOp(
    platform.db,
    merchant,
    op,
    report.status === 'paid' ? 'posted' : 'voided',
    report.status === 'paid' ? null : report.status,
  );
  if (settled.changed && settleMovesMain(settled.op))
    publishBalance(platform, merchant, op.memberId);
  return settled.op;
}

async function handle(platform: Platform, request: FastifyRequest, reply: FastifyReply) {
  const language = requestLanguage(request);
  try {
    const payments = walletServices(platform).payments;
    const raw = typeof request.body === 'string' ? request.body : '';
    let body: unknown;
    try {
      body = JSON.parse(raw);
    } catch {
      throw new AppError('invalid_signature');
    }
    const code = (body as { merchant?: unknown } | null)?.merchant;
    const merchant = typeof code === 'string' ? await platform.directory.byCode(code) : null;
    if (!merchant) throw new AppError('invalid_signature');
    const secret = await paymentSecret(platform.db, merchant.id, payments.name);
    const signature = String(request.headers[payments.signatureHeader] ?? '');
    if (!verifyWebhook(secret, raw, signature)) throw new AppError('invalid_signature');
    const report = payments.parseWebhook(body);
    const op = await findOpById(platform.db, merchant.id, report.depositId);
    if (!op || op.kind !== 'deposit' || op.externalRef !== report.reference)
      throw new AppError('not_found');
    const settled = await applyPaymentReport(platform, merchant, op, report);
    if (settled.state === 'voided' && report.status === 'paid')
      request.log.error({ op: op.id.toString() }, 'paid deposit was already voided: refund needed');
    return reply.send(ok({ depositId: settled.id.toString(), status: depositState(settled) }));
  } catch (err) {
    if (err instanceof AppError) return reply.code(err.status).send(errorBody(err, language));
    throw err;
  }
}

/**
 * POST /wps/wallet/deposit/webhook/demo: the payment provider's signed notification
 * (HMAC-SHA256 over the raw body with the merchant's secret; 401 `invalid_signature`
 * otherwise). Idempotent: a repeated notification changes nothing.
 */
export async function registerDepositWebhook(
  app: FastifyInstance,
  platform: Platform,
): Promise<void> {
  const provider = walletServices(platform).payments.name;
  await app.register(async (child) => {
    // The signature covers the exact bytes: keep the body as text, parse after checking.
    child.removeContentTypeParser('application/json');
    child.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
      done(null, body),
    );
    child.post(`/wps/wallet/deposit/webhook/${provider}`, (request, reply) =>
      handle(platform, request, reply),
    );
  });
}
