import { messageText, type MessageLanguage } from '@portal/contract/messages';
import { type deposit, depositsEndpoints } from '@portal/contract/deposits';
import type { FastifyInstance } from 'fastify';
import type * as z from 'zod/mini';
import { AppError } from '../../http/app-error.ts';
import { registerEndpoint } from '../../http/contract-routes.ts';
import type { Merchant } from '../../merchant/merchant.ts';
import type { Platform } from '../../platform.ts';
import { assertWithinLimits } from '../responsible-gaming/enforce.ts';
import { requireRealMember } from '../session/policies.ts';
import { idempotent, requestHash } from '../wallet/idempotent-request.ts';
import { findOp, openOp, settleOp, type WalletOp } from '../wallet/wallet-ops.ts';
import { walletServices } from '../wallet/wallet-services.ts';
import { depositState } from '../wallet/wallet-views.ts';
import { amountMinor } from '../wallet/wallet-money.ts';

interface ChannelRow {
  channel_id: string;
  name: string;
  provider: string;
  min_amount: bigint;
  max_amount: bigint;
  presets: bigint[];
  turnover_percent: number;
}

async function channels(platform: Platform, merchantId: number, channelId?: string) {
  return platform.db.query<ChannelRow>(
    `select channel_id, name, provider, min_amount, max_amount, presets, turnover_percent
     from deposit_channel
     where merchant_id = $1 and enabled and ($2::text is null or channel_id = $2)
     order by sort, channel_id`,
    [merchantId, channelId ?? null],
  );
}

/**
 * A same-origin path for the provider to send the member back to: one leading `/`, no scheme,
 * no `//` or backslash (which browsers read as another host), no control characters.
 */
function returnPath(text: string | undefined, language: MessageLanguage): string | null {
  if (text === undefined || text === '') return null;
  // eslint-disable-next-line no-control-regex
  if (!/^\/(?![/\\])[^\\\u0000-\u001f\u007f]*$/u.test(text))
    throw new AppError('invalid_input', { returnUrl: messageText('field_invalid', language) });
  return text;
}

function depositView(
  op: WalletOp,
  merchant: Merchant,
  platform: Platform,
): z.infer<typeof deposit> {
  const pending = op.state === 'pending' && op.externalRef !== null;
  return {
    depositId: op.id.toString(),
    channelId: op.channelId ?? '',
    amount: merchant.money.format(op.amount),
    status: depositState(op),
    createdAt: op.createdAt.toISOString(),
    settledAt: op.settledAt ? op.settledAt.toISOString() : null,
    checkoutUrl: pending ? walletServices(platform).payments.checkoutUrl(op.externalRef!) : null,
  };
}

/**
 * Deposits: GET channels, POST a deposit (phase 1: a pending operation, then the provider's
 * checkout outside any transaction), GET one deposit. The webhook posts or voids it.
 */
export function registerDeposits(app: FastifyInstance, platform: Platform): void {
  registerEndpoint(app, depositsEndpoints.depositChannels, async ({ merchant, session }) => {
    requireRealMember(session!);
    const rows = await channels(platform, merchant.id);
    const money = (minor: bigint) => merchant.money.format(minor);
    return {
      currency: merchant.currency,
      channels: rows.map((row) => ({
        channelId: row.channel_id,
        name: row.name,
        provider: row.provider,
        minAmount: money(row.min_amount),
        maxAmount: money(row.max_amount),
        presets: row.presets.map(money),
        turnoverPercent: row.turnover_percent,
      })),
    };
  });

  registerEndpoint(
    app,
    depositsEndpoints.depositCreate,
    async ({ input, merchant, session, language, idempotencyKey }) => {
      const s = session!;
      requireRealMember(s);
      const payments = walletServices(platform).payments;
      const [channel] = await channels(platform, merchant.id, input.channelId);
      if (!channel || channel.provider !== payments.name)
        throw new AppError('invalid_input', { channelId: messageText('field_invalid', language) });
      const amount = amountMinor(input.amount, merchant, language);
      if (amount < channel.min_amount)
        throw new AppError('amount_below_minimum', {
          amount: messageText('amount_below_minimum', language),
        });
      if (amount > channel.max_amount)
        throw new AppError('amount_above_maximum', {
          amount: messageText('amount_above_maximum', language),
        });
      const explicitReturn = returnPath(input.returnUrl, language);
      const request = { channelId: channel.channel_id, amount, returnUrl: explicitReturn };
      return idempotent(
        platform.db,
        {
          merchantId: merchant.id,
          memberId: s.memberId,
          key: idempotencyKey!,
          endpoint: depositsEndpoints.depositCreate.id,
          request,
          waitMs: 15_000,
        },
        async () => {
          const { op } = await platform.db.transaction(async (tx) => {
            // Responsible gaming: the member's deposit limits, counted in this transaction.
            await assertWithinLimits(tx, {
              merchant,
              memberId: s.memberId,
              now: platform.clock.now(),
              action: 'deposit',
              amount,
              opKey: idempotencyKey!,
            });
            return openOp(tx, merchant, {
              memberId: s.memberId,
              kind: 'deposit',
              idempotencyKey: idempotencyKey!,
              requestHash: requestHash(depositsEndpoints.depositCreate.id, request),
              amount,
              channelId: channel.channel_id,
              provider: payments.name,
            });
          });
          if (op.state !== 'pending' || op.externalRef) return depositView(op, merchant, platform);
          const returnUrl =
            explicitReturn ?? `/member?mcPage=depositv2&depositId=${op.id.toString()}`;
          let reference: string;
          try {
            ({ reference } = await payments.createCheckout({
              merchant,
              depositId: op.id.toString(),
              amount,
              currency: merchant.currency,
              returnUrl,
            }));
          } catch {
            await settleOp(platform.db, merchant, op, 'voided', 'provider_error');
            throw new AppError('service_unavailable');
          }
          const [row] = await platform.db.query<{ id: bigint }>(
            `update wallet_op set external_ref = $2, updated_at = now()
             where id = $1 and external_ref is null and state = 'pending' returning id`,
            [op.id.toString(), reference],
          );
          const saved = row ? { ...op, externalRef: reference } : op;
          return depositView(saved, merchant, platform);
        },
      );
    },
  );

  registerEndpoint(
    app,
    depositsEndpoints.depositGet,
    async ({ input, merchant, session, reply }) => {
      const s = session!;
      requireRealMember(s);
      const op = await findOp(platform.db, {
        merchantId: merchant.id,
        memberId: s.memberId,
        opId: input.depositId,
        kind: 'deposit',
      });
      if (!op) throw new AppError('not_found');
      reply.header('cache-control', 'no-store');
      return depositView(op, merchant, platform);
    },
  );
}
