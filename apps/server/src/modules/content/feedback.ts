import { contentEndpoints } from '@portal/contract/content';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/contract-routes.ts';
import type { Platform } from '../../platform.ts';

/** Feedback per client IP and merchant: a person writes a few, a script is stopped. */
export const feedbackLimit = { name: 'feedback', max: 5, windowMs: 10 * 60_000 };

/**
 * PUT /wps/feedback: stores a question type, up to 140 characters of content (the contract
 * refuses more with `field_too_long`) and a contact, with the member when logged in.
 */
export function registerFeedback(app: FastifyInstance, platform: Platform): void {
  registerEndpoint(
    app,
    contentEndpoints.feedback,
    async ({ input, merchant, session, request }) => {
      const [row] = await platform.db.query<{ id: bigint }>(
        `insert into feedback (merchant_id, member_id, question_type, content, contact_info, ip)
         values ($1, $2, $3, $4, $5, $6) returning id`,
        [
          merchant.id,
          session?.memberId ?? null,
          input.questionType,
          input.content,
          input.contactInfo,
          request.ip,
        ],
      );
      return { feedbackId: String(row!.id) };
    },
    { rateLimit: feedbackLimit },
  );
}
