import { rewardsEndpoints } from '@portal/contract/rewards';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/app-error.ts';
import { registerEndpoint } from '../../http/contract-routes.ts';
import type { Platform } from '../../platform.ts';
import { isOpen } from '../content/promotion-store.ts';
import { houseAccount, mainBalance, memberAccount, postTransfer } from '../ledger/ledger.ts';
import { requireRealMember } from '../session/policies.ts';
import { addTurnoverFor } from '../withdrawals/turnover.ts';

/**
 * POST /wps/relay/MCS2_claimRafflePromotion: a real member claims an open raffle once. The
 * prize moves from the `promotions` house account to the main wallet in the same transaction
 * as the claim row; the ledger's idempotency key `raffle:<promoId>:<memberId>` and the claim's
 * primary key each allow one claim, so concurrent calls give one success and `raffle_claimed`.
 * The raffle's turnover percent of the prize is added to what must be bet before withdrawing.
 */
export function registerClaimRaffle(app: FastifyInstance, platform: Platform): void {
  registerEndpoint(app, rewardsEndpoints.claimRaffle, async ({ input, merchant, session }) => {
    const s = session!;
    requireRealMember(s);
    if (!/^[0-9]{1,18}$/u.test(input.promoId)) throw new AppError('not_found');
    const result = await platform.db.transaction(async (tx) => {
      const [promo] = await tx.query<{
        start_at: Date;
        end_at: Date | null;
        prize_amount: bigint;
        turnover_percent: number;
      }>(
        `select start_at, end_at, prize_amount, turnover_percent from promotion
         where merchant_id = $1 and id = $2 and enabled and kind = 'raffle'`,
        [merchant.id, input.promoId],
      );
      if (!promo) throw new AppError('not_found');
      const [already] = await tx.query(
        'select 1 from raffle_claim where promotion_id = $1 and member_id = $2',
        [input.promoId, s.memberId],
      );
      if (already) throw new AppError('raffle_claimed');
      if (!isOpen(promo, platform.clock.now())) throw new AppError('promotion_closed');
      const currency = merchant.currency;
      const house = await houseAccount(tx, {
        merchantId: merchant.id,
        name: 'promotions',
        currency,
      });
      const wallet = await memberAccount(tx, {
        merchantId: merchant.id,
        memberId: s.memberId,
        currency,
      });
      const transfer = await postTransfer(tx, {
        merchantId: merchant.id,
        kind: 'raffle_prize',
        idempotencyKey: `raffle:${input.promoId}:${s.memberId}`,
        entries: [
          { accountId: house, amount: -promo.prize_amount },
          { accountId: wallet, amount: promo.prize_amount },
        ],
      });
      // A racing claim that lost waited on the ledger key and finds it posted.
      if (transfer.replayed) throw new AppError('raffle_claimed');
      const claimed = await tx.query(
        `insert into raffle_claim (merchant_id, promotion_id, member_id, amount, ledger_txn_id)
         values ($1, $2, $3, $4, $5) on conflict do nothing returning promotion_id`,
        [
          merchant.id,
          input.promoId,
          s.memberId,
          promo.prize_amount.toString(),
          transfer.txnId.toString(),
        ],
      );
      if (claimed.length === 0) throw new AppError('raffle_claimed');
      await addTurnoverFor(tx, {
        merchantId: merchant.id,
        memberId: s.memberId,
        credited: promo.prize_amount,
        percent: promo.turnover_percent,
        source: 'raffle',
        reference: input.promoId,
      });
      const balance = await mainBalance(tx, {
        merchantId: merchant.id,
        memberId: s.memberId,
        currency,
      });
      return { amount: promo.prize_amount, balance };
    });
    await platform.realtime
      .sendToMember(merchant.id, s.memberId, {
        type: 'balance',
        payload: { balance: merchant.money.format(result.balance) },
      })
      .catch(() => undefined);
    return {
      promoId: input.promoId,
      amount: merchant.money.format(result.amount),
      status: 'CLAIMED' as const,
    };
  });
}
