import { contentEndpoints } from '@portal/contract/content';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/app-error.ts';
import { registerEndpoint } from '../../http/contract-routes.ts';
import type { Platform } from '../../platform.ts';
import { claimUploads } from '../uploads/claim-uploads.ts';
import { requireRealMember } from '../session/policies.ts';
import {
  applicationColumns,
  applicationOf,
  isOpen,
  type ApplicationRow,
} from './promotion-store.ts';

/**
 * POST /wps/promotions/apply: a real member applies to an open activity, with 1-3 proof images
 * when it asks for them (uploads of purpose `activity`, claimed in the same transaction). One
 * application that is not rejected per member and promotion: the unique index decides, so two
 * racing calls give one application and one `already_applied`.
 */
export function registerPromotionApply(app: FastifyInstance, platform: Platform): void {
  registerEndpoint(
    app,
    contentEndpoints.promotionApply,
    async ({ input, merchant, session }) => {
      const s = session!;
      requireRealMember(s);
      if (!/^[0-9]{1,18}$/u.test(input.promoId)) throw new AppError('not_found');
      const row = await platform.db.transaction(async (tx) => {
        const [promo] = await tx.query<{
          start_at: Date;
          end_at: Date | null;
          requires_proof: boolean;
        }>(
          `select start_at, end_at, requires_proof from promotion
           where merchant_id = $1 and id = $2 and enabled and kind = 'activity'`,
          [merchant.id, input.promoId],
        );
        if (!promo) throw new AppError('not_found');
        if (!isOpen(promo, platform.clock.now())) throw new AppError('promotion_closed');
        if (promo.requires_proof && input.uploadIds.length === 0)
          throw new AppError('proof_required');
        const [inserted] = await tx.query<ApplicationRow>(
          `insert into promotion_application (merchant_id, promotion_id, member_id, remark, proof_count)
           values ($1, $2, $3, $4, $5) on conflict do nothing returning ${applicationColumns}`,
          [merchant.id, input.promoId, s.memberId, input.remark, input.uploadIds.length],
        );
        if (!inserted) throw new AppError('already_applied');
        await claimUploads(tx, {
          merchantId: merchant.id,
          memberId: s.memberId,
          purpose: 'activity',
          uploadIds: input.uploadIds,
          claimedBy: `activity:${inserted.id}`,
        });
        return inserted;
      });
      return applicationOf(row);
    },
    { rateLimit: { name: 'promotion-apply', max: 30, windowMs: 10 * 60_000 } },
  );
}
