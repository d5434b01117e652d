import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../http/app-error.ts';
import type { Tx } from '../../db/db.ts';
import type { Merchant } from '../../merchant/merchant.ts';
import type { Platform } from '../../platform.ts';
import { grantBonus } from '../rewards/bonuses/bonus-store.ts';
import { merchantParams } from '../ops/schema.ts';
import { opsRoute } from '../ops/ops-route.ts';
import type { Localized } from './localized.ts';
import { merchantIdParams, opsMerchant } from './ops-common.ts';
import { sendPlatformMessage } from './message-store.ts';
import { applicationColumns, applicationOf, type ApplicationRow } from './promotion-store.ts';

const applicationOut = z.object({
  applicationId: z.string(),
  promoId: z.string(),
  status: z.string(),
  remark: z.string(),
  proofCount: z.number(),
  reviewNote: z.string().nullable(),
  createdAt: z.string(),
});

const queueQuery = z.object({
  status: z.enum(['APPLYING', 'IN_PROCESS', 'ISSUED', 'REJECTED']).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

const reviewBody = z.object({
  /** `process` takes an application into review; `issue` and `reject` decide it. */
  action: z.enum(['process', 'issue', 'reject']),
  note: z.string().trim().max(500).nullable().default(null),
  /**
   * `issue` only: the bonus to credit, as a decimal in the brand's currency; default the
   * promotion's own bonus amount (one of the two is needed).
   */
  amount: z
    .string()
    .regex(/^[0-9]{1,12}(\.[0-9]{1,8})?$/u, 'field_invalid')
    .nullable()
    .default(null),
});

/**
 * Credits an approved application's bonus (source `promotion`, one per application) in the
 * review's transaction: the operator's amount, else the activity's own; with the activity's
 * turnover percent. Neither amount: 400 `bonus_amount_required`, and the review is undone.
 */
async function issueActivityBonus(
  tx: Tx,
  merchant: Merchant,
  application: ApplicationRow & { member_id: bigint },
  given: string | null,
  now: number,
): Promise<void> {
  const [promo] = await tx.query<{
    titles: Localized;
    bonus_amount: bigint | null;
    turnover_percent: number;
  }>('select titles, bonus_amount, turnover_percent from promotion where id = $1', [
    application.promotion_id,
  ]);
  let amount = promo?.bonus_amount ?? null;
  if (given !== null) {
    try {
      amount = merchant.money.parse(given);
    } catch {
      throw new AppError('invalid_amount');
    }
    if (amount <= 0n) throw new AppError('invalid_amount');
  }
  if (amount === null || !promo) throw new AppError('bonus_amount_required');
  await grantBonus(
    tx,
    merchant,
    {
      memberId: application.member_id.toString(),
      source: 'promotion',
      reference: `application:${application.id}`,
      titles: promo.titles,
      amount,
      turnoverPercent: promo.turnover_percent,
      claimable: false,
    },
    now,
  );
}

/** Which statuses each action may leave. */
const from: Record<'process' | 'issue' | 'reject', readonly string[]> = {
  process: ['APPLYING'],
  issue: ['APPLYING', 'IN_PROCESS'],
  reject: ['APPLYING', 'IN_PROCESS'],
};
const to = { process: 'IN_PROCESS', issue: 'ISSUED', reject: 'REJECTED' } as const;

const messageBody = z.object({
  memberId: z.string().regex(/^[0-9]{1,18}$/u),
  title: z.string().trim().min(1).max(200),
  /** HTML, sanitised before it is stored. */
  content: z.string().min(1).max(20_000),
});

/**
 * Operator calls: the queue of activity applications with their proof upload ids, the review
 * (process, issue or reject with a note; the member gets a platform message), and sending a
 * platform message to a member.
 */
export function registerOpsApplications(ops: FastifyInstance, platform: Platform): void {
  const { db } = platform;

  opsRoute(ops, {
    method: 'GET',
    url: '/ops/merchants/:code/applications',
    params: merchantParams,
    query: queueQuery,
    output: z.object({
      list: z.array(
        applicationOut.extend({
          memberId: z.string(),
          account: z.string(),
          uploadIds: z.array(z.string()),
        }),
      ),
    }),
    handler: async ({ params, query }) => {
      const merchant = await opsMerchant(platform, params.code);
      const rows = await db.query<
        ApplicationRow & { member_id: bigint; account: string; upload_ids: string[] | null }
      >(
        `select a.id, a.promotion_id, a.status, a.remark, a.proof_count, a.review_note, a.created_at,
                a.member_id, m.account,
                (select array_agg(u.id order by u.created_at) from upload u
                 where u.claimed_by = 'activity:' || a.id) as upload_ids
         from promotion_application a join member m on m.id = a.member_id
         where a.merchant_id = $1 and ($2::text is null or a.status = $2)
         order by a.id desc limit $3`,
        [merchant.id, query.status ?? null, query.limit],
      );
      return {
        list: rows.map((row) => ({
          ...applicationOf(row),
          memberId: String(row.member_id),
          account: row.account,
          uploadIds: row.upload_ids ?? [],
        })),
      };
    },
  });

  opsRoute(ops, {
    method: 'POST',
    url: '/ops/merchants/:code/applications/:id/review',
    params: merchantIdParams,
    body: reviewBody,
    output: applicationOut,
    handler: async ({ params, body }, request) => {
      const merchant = await opsMerchant(platform, params.code);
      const row = await db.transaction(async (tx) => {
        const [updated] = await tx.query<ApplicationRow & { member_id: bigint }>(
          `update promotion_application set status = $3, review_note = coalesce($4, review_note),
             reviewed_at = now()
           where merchant_id = $1 and id = $2 and status = any($5::text[])
           returning ${applicationColumns}, member_id`,
          [merchant.id, params.id, to[body.action], body.note, from[body.action]],
        );
        if (!updated) {
          const [exists] = await tx.query(
            'select 1 from promotion_application where merchant_id = $1 and id = $2',
            [merchant.id, params.id],
          );
          throw new AppError(exists ? 'conflict' : 'not_found');
        }
        if (body.action === 'issue')
          await issueActivityBonus(tx, merchant, updated, body.amount, platform.clock.now());
        return updated;
      });
      request.log.info(
        {
          ops: 'application.review',
          merchant: params.code,
          application: params.id,
          action: body.action,
        },
        'operator change',
      );
      if (body.action !== 'process') {
        const issued = body.action === 'issue';
        await sendPlatformMessage(platform, {
          merchantId: merchant.id,
          memberId: String(row.member_id),
          title: issued
            ? 'Candidatura aprovada / Application approved'
            : 'Candidatura recusada / Application rejected',
          content: `<p>${issued ? 'Aprovada' : 'Recusada'} / ${issued ? 'Approved' : 'Rejected'}</p>${
            body.note ? `<p>${body.note.replace(/[<>&]/gu, '')}</p>` : ''
          }`,
        });
      }
      return applicationOf(row);
    },
  });

  opsRoute(ops, {
    method: 'POST',
    url: '/ops/merchants/:code/messages',
    params: merchantParams,
    body: messageBody,
    output: z.object({ messageId: z.string(), unread: z.number() }),
    handler: async ({ params, body }, request) => {
      const merchant = await opsMerchant(platform, params.code);
      const [member] = await db.query('select 1 from member where merchant_id = $1 and id = $2', [
        merchant.id,
        body.memberId,
      ]);
      if (!member) throw new AppError('not_found');
      request.log.info(
        { ops: 'message.send', merchant: params.code, member: body.memberId },
        'operator change',
      );
      return sendPlatformMessage(platform, { merchantId: merchant.id, ...body });
    },
  });
}
