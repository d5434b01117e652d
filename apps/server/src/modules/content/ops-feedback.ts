import { contentOpsEndpoints } from '@portal/contract/content';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/contract-routes.ts';
import type { Platform } from '../../platform.ts';
import { pageOf } from '../histories/day-range.ts';
import { ungated } from '../ops/operators/operator-act.ts';
import { iso } from './localized.ts';

interface FeedbackRow {
  id: bigint;
  question_type: string;
  content: string;
  contact_info: string;
  account: string | null;
  ip: string | null;
  created_at: Date;
  total: number;
}

/**
 * `GET /operator/feedback`: the inbox of `PUT /wps/feedback`, newest first, paged, optionally
 * one question type. Content is the sender's plain text: it is answered as data, and the console
 * shows it as text.
 */
export function registerOpsFeedback(app: FastifyInstance, platform: Platform): void {
  registerEndpoint(
    app,
    contentOpsEndpoints.opsFeedback,
    async ({ input, merchant }) => {
      const rows = await platform.db.query<FeedbackRow>(
        `select f.id, f.question_type, f.content, f.contact_info, m.account, f.ip, f.created_at,
           count(*) over ()::int as total
         from feedback f
         left join member m on m.merchant_id = f.merchant_id and m.id = f.member_id
         where f.merchant_id = $1 and ($2::text is null or f.question_type = $2)
         order by f.id desc limit $3 offset $4`,
        [
          merchant.id,
          input.questionType ?? null,
          input.pageSize,
          (input.pageNo - 1) * input.pageSize,
        ],
      );
      return {
        ...pageOf(
          rows[0]?.total ?? (await countOf(platform, merchant.id, input.questionType)),
          input,
        ),
        items: rows.map((row) => ({
          id: String(row.id),
          questionType: row.question_type,
          content: row.content,
          contactInfo: row.contact_info,
          account: row.account,
          ip: row.ip,
          createdAt: iso(row.created_at),
        })),
      };
    },
    ungated,
  );
}

/** The count when the page asked for lies past the last row (the window count has no row). */
async function countOf(platform: Platform, merchantId: number, questionType?: string) {
  const [row] = await platform.db.query<{ n: number }>(
    `select count(*)::int as n from feedback
     where merchant_id = $1 and ($2::text is null or question_type = $2)`,
    [merchantId, questionType ?? null],
  );
  return row?.n ?? 0;
}
