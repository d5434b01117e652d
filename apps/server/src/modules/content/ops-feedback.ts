import { feedbackQuestionTypes } from '@portal/contract/content';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Platform } from '../../platform.ts';
import { merchantParams } from '../ops/schema.ts';
import { opsRoute } from '../ops/ops-route.ts';
import { iso } from './localized.ts';
import { opsMerchant, opsPaging, optionalFilter } from './ops-common.ts';

const inboxQuery = opsPaging.extend({ questionType: optionalFilter(feedbackQuestionTypes) });

const feedbackOut = z.object({
  id: z.string(),
  questionType: z.string(),
  content: z.string(),
  contactInfo: z.string(),
  /** The sender's account; null for a visitor (or a member since deleted). */
  account: z.string().nullable(),
  ip: z.string().nullable(),
  createdAt: z.string(),
});

interface FeedbackRow {
  id: bigint;
  question_type: string;
  content: string;
  contact_info: string;
  account: string | null;
  ip: string | null;
  created_at: Date;
}

/**
 * `GET /ops/merchants/:code/feedback`: the inbox of `PUT /wps/feedback`, newest first, paged,
 * optionally one question type. Content is the sender's plain text: it is answered as data, an
 * operator tool must not render it as HTML.
 */
export function registerOpsFeedback(ops: FastifyInstance, platform: Platform): void {
  opsRoute(ops, {
    method: 'GET',
    url: '/ops/merchants/:code/feedback',
    params: merchantParams,
    query: inboxQuery,
    output: z.object({ list: z.array(feedbackOut), total: z.number() }),
    handler: async ({ params, query }) => {
      const merchant = await opsMerchant(platform, params.code);
      const where = `f.merchant_id = $1 and ($2::text is null or f.question_type = $2)`;
      const args = [merchant.id, query.questionType ?? null];
      const [count] = await platform.db.query<{ n: number }>(
        `select count(*)::int as n from feedback f where ${where}`,
        args,
      );
      const rows = await platform.db.query<FeedbackRow>(
        `select f.id, f.question_type, f.content, f.contact_info, m.account, f.ip, f.created_at
         from feedback f
         left join member m on m.merchant_id = f.merchant_id and m.id = f.member_id
         where ${where} order by f.id desc limit $3 offset $4`,
        [...args, query.pageSize, (query.pageNo - 1) * query.pageSize],
      );
      return {
        list: rows.map((row) => ({
          id: String(row.id),
          questionType: row.question_type,
          content: row.content,
          contactInfo: row.contact_info,
          account: row.account,
          ip: row.ip,
          createdAt: iso(row.created_at),
        })),
        total: count?.n ?? 0,
      };
    },
  });
}
