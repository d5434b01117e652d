import { randomBytes } from 'node:crypto';
import { contentOpsEndpoints as e } from '@portal/contract/content';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/app-error.ts';
import { registerEndpoint } from '../../http/contract-routes.ts';
import type { Merchant } from '../../merchant/merchant.ts';
import type { Platform } from '../../platform.ts';
import { actOf, ungated } from '../ops/operators/operator-act.ts';
import { opsPromotions } from './ops-content-rows.ts';
import { cleanHtml, saveContent } from './ops-content-save.ts';

/**
 * `/operator/content/promotions/{create,update}`. A create sets the money terms: amounts in the
 * brand's currency (400 `invalid_amount` unless above zero at its scale), and a prize table gets
 * the secret seed its draws use. An update corrects what members read; it never moves the times
 * of a prize-table raffle that has ended, whose seed is then published (reopening it would let
 * anyone foresee the prizes): 409 `conflict`.
 */

/** An operator's amount as minor units, above zero. */
function positiveAmount(merchant: Merchant, amount: string): bigint {
  let minor: bigint;
  try {
    minor = merchant.money.parse(amount);
  } catch {
    throw new AppError('invalid_amount');
  }
  if (minor <= 0n) throw new AppError('invalid_amount');
  return minor;
}

export function registerOpsPromotionEdit(app: FastifyInstance, platform: Platform): void {
  const { db } = platform;

  registerEndpoint(
    app,
    e.opsPromotionCreate,
    async ({ input, merchant, operator, request }) => {
      const act = actOf(request, merchant, operator);
      const table = input.prizeTable?.map((p) => ({
        amount: positiveAmount(merchant, p.amount),
        weight: p.weight,
      }));
      // A table's largest prize stands for the raffle on its card.
      const prize =
        table !== undefined
          ? table.reduce((max, p) => (p.amount > max ? p.amount : max), 0n)
          : input.prizeAmount !== null
            ? positiveAmount(merchant, input.prizeAmount)
            : null;
      return db.transaction((tx) =>
        saveContent(tx, act, opsPromotions, null, {
          kind: input.kind,
          category: input.category,
          titles: JSON.stringify(input.titles),
          summaries: JSON.stringify(input.summaries),
          contents: cleanHtml(input.contents),
          image_url: input.imageUrl,
          start_at: new Date(input.startTime),
          end_at: input.endTime === null ? null : new Date(input.endTime),
          requires_proof: input.requiresProof,
          prize_amount: input.kind === 'raffle' ? (prize?.toString() ?? null) : null,
          bonus_amount: input.kind === 'activity' ? (prize?.toString() ?? null) : null,
          turnover_percent: input.turnoverPercent,
          sort: input.sort,
          prize_table:
            table === undefined
              ? null
              : JSON.stringify(
                  table.map((p) => ({ amount: p.amount.toString(), weight: p.weight })),
                ),
          draw_seed: table === undefined ? null : randomBytes(32).toString('hex'),
        }),
      );
    },
    ungated,
  );

  registerEndpoint(
    app,
    e.opsPromotionUpdate,
    async ({ input, merchant, operator, request }) => {
      const act = actOf(request, merchant, operator);
      const startAt = new Date(input.startTime);
      const endAt = input.endTime === null ? null : new Date(input.endTime);
      return db.transaction(async (tx) => {
        const [drawn] = await tx.query<{ start_at: Date; end_at: Date | null }>(
          `select start_at, end_at from promotion
           where merchant_id = $1 and id = $2 and prize_table is not null for update`,
          [merchant.id, input.id],
        );
        if (
          drawn?.end_at &&
          drawn.end_at.getTime() <= platform.clock.now() &&
          (drawn.start_at.getTime() !== startAt.getTime() ||
            drawn.end_at.getTime() !== endAt?.getTime())
        ) {
          throw new AppError('conflict');
        }
        return saveContent(tx, act, opsPromotions, input.id, {
          category: input.category,
          titles: JSON.stringify(input.titles),
          summaries: JSON.stringify(input.summaries),
          contents: cleanHtml(input.contents),
          image_url: input.imageUrl,
          start_at: startAt,
          end_at: endAt,
          sort: input.sort,
        });
      });
    },
    ungated,
  );
}
