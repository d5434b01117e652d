import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../http/app-error.ts';
import type { Merchant } from '../../merchant/merchant.ts';
import type { Platform } from '../../platform.ts';
import { houseAccount, memberAccount, postTransfer } from '../ledger/ledger.ts';
import { opsRoute } from '../ops/ops-route.ts';
import { merchantParams } from '../ops/schema.ts';
import { payoutsAccountName } from './payout-settle.ts';
import { publishBalance } from '../wallet/wallet-services.ts';
import { amountMinor } from '../wallet/wallet-money.ts';

/**
 * The operator's side of withdrawals (under `/ops`, OPS_TOKEN): the list of withdrawals by
 * status (disputed by default, with the member, the missing amount and the proof upload ids),
 * and the resolution of a dispute: `refund` moves an amount (the missing one unless given, at
 * most the whole) from the house `payouts` account back to the member's main wallet; the whole
 * amount makes the withdrawal `failed`, less leaves it `completed`. `reject` completes it with
 * nothing back.
 */

const statusQuery = z.object({
  status: z
    .enum(['pending', 'awaiting_confirmation', 'completed', 'disputed', 'failed'])
    .default('disputed'),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

const withdrawalParams = merchantParams.extend({ id: z.string().regex(/^[1-9][0-9]{0,17}$/u) });

const resolveBody = z.object({
  action: z.enum(['refund', 'reject']),
  /** Decimal amount to give back (refund only); defaults to the missing amount. */
  amount: z
    .string()
    .regex(/^(?:0|[1-9]\d{0,11})(?:\.\d{1,2})?$/u, 'invalid_amount')
    .optional(),
});

const opsWithdrawal = z.object({
  withdrawalId: z.string(),
  member: z.string(),
  amount: z.string(),
  status: z.string(),
  missingAmount: z.string().nullable(),
  refundedAmount: z.string(),
  resolution: z.string().nullable(),
  proofUploadIds: z.array(z.string()),
  createdAt: z.string(),
});

interface OpsRow {
  id: bigint;
  account: string;
  amount: bigint;
  status: string;
  missing_amount: bigint | null;
  refunded_amount: bigint;
  resolution: string | null;
  proofs: string[] | null;
  created_at: Date;
}

const selectOps = `select w.id, m.account, w.amount, w.status, w.missing_amount, w.refunded_amount,
    w.resolution, w.created_at,
    array(select p.upload_id from withdrawal_proof p where p.withdrawal_id = w.id order by 1) as proofs
  from withdrawal w join member m on m.id = w.member_id and m.merchant_id = w.merchant_id`;

function toOps(row: OpsRow, merchant: Merchant) {
  const money = (minor: bigint) => merchant.money.format(minor);
  return {
    withdrawalId: row.id.toString(),
    member: row.account,
    amount: money(row.amount),
    status: row.status,
    missingAmount: row.missing_amount === null ? null : money(row.missing_amount),
    refundedAmount: money(row.refunded_amount),
    resolution: row.resolution,
    proofUploadIds: row.proofs ?? [],
    createdAt: row.created_at.toISOString(),
  };
}

async function merchantOf(platform: Platform, code: string): Promise<Merchant> {
  const merchant = await platform.directory.byCode(code);
  if (!merchant) throw new AppError('not_found');
  return merchant;
}

/** Registers the routes inside the ops scope (after its bearer check). */
export function registerWithdrawalOps(ops: FastifyInstance, platform: Platform): void {
  opsRoute(ops, {
    method: 'GET',
    url: '/ops/merchants/:code/withdrawals',
    params: merchantParams,
    query: statusQuery,
    output: z.object({ list: z.array(opsWithdrawal) }),
    handler: async ({ params, query }) => {
      const merchant = await merchantOf(platform, params.code);
      const rows = await platform.db.query<OpsRow>(
        `${selectOps} where w.merchant_id = $1 and w.status = $2 order by w.id limit $3`,
        [merchant.id, query.status, query.limit],
      );
      return { list: rows.map((row) => toOps(row, merchant)) };
    },
  });

  opsRoute(ops, {
    method: 'POST',
    url: '/ops/merchants/:code/withdrawals/:id/resolve',
    params: withdrawalParams,
    body: resolveBody,
    output: opsWithdrawal,
    handler: async ({ params, body }, request) => {
      const merchant = await merchantOf(platform, params.code);
      const memberId = await platform.db.transaction(async (tx) => {
        const [row] = await tx.query<{ member_id: bigint; amount: bigint; missing_amount: bigint }>(
          `select member_id, amount, missing_amount from withdrawal
           where merchant_id = $1 and id = $2 and status = 'disputed' for update`,
          [merchant.id, params.id],
        );
        if (!row) throw new AppError('conflict');
        const now = new Date(platform.clock.now());
        if (body.action === 'reject') {
          await tx.query(
            `update withdrawal set status = 'completed', resolution = 'rejected', resolved_at = $2
             where id = $1`,
            [params.id, now],
          );
          return null;
        }
        const refund = body.amount ? amountMinor(body.amount, merchant) : row.missing_amount;
        if (refund <= 0n || refund > row.amount) throw new AppError('invalid_amount');
        const member = row.member_id.toString();
        const spec = { merchantId: merchant.id, currency: merchant.currency };
        const main = await memberAccount(tx, { ...spec, memberId: member });
        const payouts = await houseAccount(tx, { ...spec, name: payoutsAccountName });
        await postTransfer(tx, {
          merchantId: merchant.id,
          kind: 'withdrawal_refund',
          idempotencyKey: `withdrawal:${params.id}:resolve`,
          entries: [
            { accountId: payouts, amount: -refund },
            { accountId: main, amount: refund },
          ],
        });
        await tx.query(
          `update withdrawal set status = $2, resolution = 'refunded', refunded_amount = $3,
             resolved_at = $4 where id = $1`,
          [params.id, refund === row.amount ? 'failed' : 'completed', refund.toString(), now],
        );
        return member;
      });
      if (memberId) await publishBalance(platform, merchant, memberId);
      request.log.info(
        {
          ops: 'withdrawal.resolve',
          merchant: params.code,
          withdrawal: params.id,
          action: body.action,
        },
        'operator change',
      );
      const [row] = await platform.db.query<OpsRow>(`${selectOps} where w.id = $1`, [params.id]);
      return toOps(row!, merchant);
    },
  });
}
