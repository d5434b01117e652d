import { messageText } from '@portal/contract/messages';
import { withdrawalsEndpoints } from '@portal/contract/withdrawals';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/app-error.ts';
import { registerEndpoint } from '../../http/contract-routes.ts';
import type { Platform } from '../../platform.ts';
import { claimUploads } from '../uploads/claim-uploads.ts';
import { requireRealMember } from '../session/policies.ts';
import { idempotent } from '../wallet/idempotent-request.ts';
import { idOf } from './receiving-accounts.ts';
import { amountMinor } from '../wallet/wallet-money.ts';
import { findWithdrawal } from './withdrawal-view.ts';

/**
 * POST /wps/wallet/withdraw/confirm (idempotent): the member's answer to a paid withdrawal
 * (spec sections 3 and 4). `received`: completed. `partial` (with the missing amount, at most
 * the whole) or `not_received` (the whole is missing): 1 to 3 proof images uploaded with purpose
 * `withdrawal` are claimed and the withdrawal is `disputed`, for the operator. Only a
 * withdrawal awaiting confirmation whose auto-receive time has not come can be answered.
 */
export function registerWithdrawConfirm(app: FastifyInstance, platform: Platform): void {
  const { db } = platform;
  registerEndpoint(
    app,
    withdrawalsEndpoints.withdrawConfirm,
    async ({ input, merchant, session, idempotencyKey, language }) => {
      const s = session!;
      requireRealMember(s);
      const id = idOf(input.withdrawalId);
      let missing: bigint | null = null;
      if (input.result === 'partial') {
        if (!input.missingAmount) {
          throw new AppError('invalid_input', {
            missingAmount: messageText('field_required', language),
          });
        }
        missing = amountMinor(input.missingAmount, merchant, language, 'missingAmount');
      }
      const proofs = input.result === 'received' ? [] : input.uploadIds;
      if (input.result !== 'received' && proofs.length === 0) throw new AppError('proof_required');
      return idempotent(
        db,
        {
          merchantId: merchant.id,
          memberId: s.memberId,
          key: idempotencyKey!,
          endpoint: withdrawalsEndpoints.withdrawConfirm.id,
          request: { id, result: input.result, missing, proofs },
          waitMs: 5000,
        },
        async () => {
          await db.transaction(async (tx) => {
            const [row] = await tx.query<{ amount: bigint; status: string; due: boolean }>(
              `select amount, status, auto_receive_at <= $4 as due from withdrawal
               where merchant_id = $1 and member_id = $2 and id = $3 for update`,
              [merchant.id, s.memberId, id, new Date(platform.clock.now())],
            );
            if (!row) throw new AppError('not_found');
            // Past its auto-receive time it counts as received, whether or not the job ran.
            if (row.status !== 'awaiting_confirmation' || row.due)
              throw new AppError('withdrawal_not_confirmable');
            const now = new Date(platform.clock.now());
            if (input.result === 'received') {
              await tx.query(
                `update withdrawal set status = 'completed', confirmed_at = $2 where id = $1`,
                [id, now],
              );
              return;
            }
            const short = missing ?? row.amount;
            if (short > row.amount) throw new AppError('invalid_amount');
            await claimUploads(tx, {
              merchantId: merchant.id,
              memberId: s.memberId,
              purpose: 'withdrawal',
              uploadIds: proofs,
              claimedBy: `withdrawal:${id}`,
            });
            for (const uploadId of proofs) {
              await tx.query(
                'insert into withdrawal_proof (withdrawal_id, upload_id) values ($1, $2)',
                [id, uploadId],
              );
            }
            await tx.query(
              `update withdrawal set status = 'disputed', missing_amount = $2, confirmed_at = $3
               where id = $1`,
              [id, short.toString(), now],
            );
          });
          return (await findWithdrawal(db, merchant, s.memberId, id))!;
        },
      );
    },
  );
}
