import { rewardsEndpoints } from '@portal/contract/rewards';
import { pickPrize, raffleDrawMessage } from '@portal/contract/rewards/raffle';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/app-error.ts';
import { registerEndpoint } from '../../http/contract-routes.ts';
import type { Platform } from '../../platform.ts';
import { isOpen } from '../content/promotion-store.ts';
import type { Localized } from '../content/localized.ts';
import { mainBalance } from '../ledger/ledger.ts';
import { fairFloats, seedHash } from '../pge/fair.ts';
import { requireRealMember } from '../session/policies.ts';
import { grantBonus } from './bonuses/bonus-store.ts';

/**
 * A member's draw from a raffle's prize table: the first float of HMAC-SHA256(seed,
 * `raffle:<promoId>:<memberId>`) picks the prize. Null for a raffle with one fixed prize.
 */
function drawOf(
  promo: {
    prize_table: Array<{ amount: string; weight: number }> | null;
    draw_seed: string | null;
  },
  promoId: string,
  memberId: string,
) {
  if (!promo.prize_table || !promo.draw_seed) return null;
  const [clientSeed, nonce] = [`raffle:${promoId}`, Number(memberId)];
  const [roll] = fairFloats(promo.draw_seed, clientSeed, nonce, 1);
  const table = promo.prize_table.map((p) => ({ amount: BigInt(p.amount), weight: p.weight }));
  return {
    amount: pickPrize(table, roll!).amount,
    roll: roll!,
    seedHash: seedHash(promo.draw_seed),
    message: raffleDrawMessage(promoId, memberId),
  };
}

/**
 * POST /wps/relay/MCS2_claimRafflePromotion: a real member claims an open raffle once. The
 * prize is a bonus (source `raffle`) credited from the `promotions` house account in the same
 * transaction as the claim row; the bonus's unique (member, source, reference), its ledger key
 * `raffle:<promoId>:<memberId>` and the claim's primary key each allow one claim, so
 * concurrent calls give one success and `raffle_claimed`. The raffle's turnover percent of the
 * prize is added to what must be bet before withdrawing.
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
        titles: Localized;
        prize_table: Array<{ amount: string; weight: number }> | null;
        draw_seed: string | null;
      }>(
        `select start_at, end_at, prize_amount, turnover_percent, titles, prize_table, draw_seed
         from promotion
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
      const draw = drawOf(promo, input.promoId, s.memberId);
      const amount = draw?.amount ?? promo.prize_amount;
      // The prize is a bonus of source `raffle` (ledger key `raffle:<promoId>:<memberId>`),
      // credited at once; a racing claim that lost finds it already granted.
      const granted = await grantBonus(
        tx,
        merchant,
        {
          memberId: s.memberId,
          source: 'raffle',
          reference: input.promoId,
          titles: promo.titles,
          amount,
          turnoverPercent: promo.turnover_percent,
          claimable: false,
        },
        platform.clock.now(),
      );
      if (!granted.created) throw new AppError('raffle_claimed');
      const claimed = await tx.query(
        `insert into raffle_claim (merchant_id, promotion_id, member_id, amount, ledger_txn_id,
           roll)
         values ($1, $2, $3, $4, $5, $6) on conflict do nothing returning promotion_id`,
        [
          merchant.id,
          input.promoId,
          s.memberId,
          amount.toString(),
          granted.bonus.ledger_txn_id!.toString(),
          draw?.roll ?? null,
        ],
      );
      if (claimed.length === 0) throw new AppError('raffle_claimed');
      const currency = merchant.currency;
      const balance = await mainBalance(tx, {
        merchantId: merchant.id,
        memberId: s.memberId,
        currency,
      });
      return { amount, balance, draw };
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
      ...(result.draw
        ? {
            draw: {
              seedHash: result.draw.seedHash,
              message: result.draw.message,
              roll: result.draw.roll,
            },
          }
        : {}),
    };
  });
}
