import { responsibleGamingOpsEndpoints as ops } from '@portal/contract/responsible-gaming';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/db.ts';
import { AppError } from '../../http/app-error.ts';
import { registerEndpoint } from '../../http/contract-routes.ts';
import type { Platform } from '../../platform.ts';
import { actOf, auditMemberAct, ungated } from '../ops/operators/operator-act.ts';
import { idempotent } from '../wallet/idempotent-request.ts';
import { publishBalance } from '../wallet/wallet-services.ts';
import { amountMinor } from '../wallet/wallet-money.ts';
import { holdWithdrawal } from '../withdrawals/withdraw.ts';
import { withdrawable } from '../withdrawals/withdrawable.ts';
import { findWithdrawal } from '../withdrawals/withdrawal-view.ts';
import { excludedAt } from './enforce.ts';

/** Throws 409 `rg_not_excluded` unless a cool-off or self-exclusion runs (`lock`: under lock). */
async function assertExcluded(q: Queryable, memberId: string, now: number, lock = false) {
  const [row] = await q.query<{
    exclusion_kind: 'cool_off' | 'self_exclusion' | null;
    excluded_until: Date | null;
  }>(
    `select exclusion_kind, excluded_until from rg_member where member_id = $1${lock ? ' for share' : ''}`,
    [memberId],
  );
  if (!excludedAt(row, now)) throw new AppError('rg_not_excluded');
}

/**
 * POST /operator/responsible-gaming/payout (idempotent): an excluded member cannot log in, so
 * the money leaves through an operator. The withdrawal is made by the member's own withdrawal
 * machinery (`holdWithdrawal`: the member's receiving account only, the main wallet and the hold
 * account locked, never more than the withdrawable balance) and always stops in `review`, so it
 * takes the normal review (four eyes above the brand's threshold) before any payout. The
 * exclusion is checked again and the `rg_payout` audit row written inside the hold's
 * transaction: the hold, the withdrawal and the audit row are all written or none.
 *
 * The member's own per-withdrawal minimum and maximum do not apply: they pace a player's
 * requests, while this pays out a balance the member can no longer play with, and the review
 * still decides it. Without an amount the whole withdrawable balance goes; as the amount is
 * taken before the lock, concurrent payouts of the whole balance succeed once and the others
 * find nothing left (409 `insufficient_funds`).
 */
export function registerRgPayout(app: FastifyInstance, platform: Platform): void {
  const { db, clock } = platform;
  registerEndpoint(
    app,
    ops.opsPayout,
    async ({ input, merchant, operator, request, idempotencyKey, language }) => {
      const act = actOf(request, merchant, operator);
      const asked =
        input.amount === undefined ? null : amountMinor(input.amount, merchant, language);
      const { memberId, accountId } = input;
      const [found] = await db.query('select 1 from member where merchant_id = $1 and id = $2', [
        merchant.id,
        memberId,
      ]);
      if (!found) throw new AppError('not_found');
      await assertExcluded(db, memberId, clock.now());
      const member = { merchantId: merchant.id, memberId, currency: merchant.currency };
      const key = idempotencyKey!;
      return idempotent(
        db,
        {
          merchantId: merchant.id,
          memberId,
          key,
          endpoint: ops.opsPayout.id,
          request: { accountId, amount: asked, reason: input.reason },
          waitMs: 5000,
        },
        async () => {
          // A replay doing the work after a first request died finds its withdrawal.
          const [made] = await db.query<{ id: bigint }>(
            'select id from withdrawal where merchant_id = $1 and member_id = $2 and idempotency_key = $3',
            [merchant.id, memberId, key],
          );
          let withdrawalId = made?.id.toString();
          if (withdrawalId === undefined) {
            const amount = asked ?? (await withdrawable(db, member)).available;
            if (amount <= 0n) throw new AppError('insufficient_funds');
            withdrawalId = await holdWithdrawal(platform, member, accountId, amount, key, {
              review: true,
              within: async (tx, id) => {
                await assertExcluded(tx, memberId, clock.now(), true);
                await auditMemberAct(tx, act, memberId, 'rg_payout', {
                  withdrawal: id,
                  amount: merchant.money.format(amount),
                  account: accountId,
                  reason: input.reason,
                });
              },
            });
            publishBalance(platform, merchant, memberId);
          }
          const withdrawal = await findWithdrawal(db, merchant, memberId, withdrawalId);
          return { memberId, withdrawal: withdrawal! };
        },
      );
    },
    ungated,
  );
}
