import { contentOpsEndpoints as e } from '@portal/contract/content';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../db/db.ts';
import { AppError } from '../../http/app-error.ts';
import { registerEndpoint } from '../../http/contract-routes.ts';
import type { Merchant } from '../../merchant/merchant.ts';
import type { Platform } from '../../platform.ts';
import { recordAudit } from '../audit/audit-log.ts';
import { pageOf } from '../histories/day-range.ts';
import { grantBonus } from '../rewards/bonuses/bonus-store.ts';
import { actOf, ungated } from '../ops/operators/operator-act.ts';
import type { Localized } from './localized.ts';
import { sendPlatformMessage } from './message-store.ts';
import { applicationColumns, applicationOf, type ApplicationRow } from './promotion-store.ts';

/**
 * The operator's activity applications (`rewards.write`): the queue with each application's
 * member and proof upload ids, and the review (process, issue or reject with a note), audited
 * as `application_review` in the review's transaction. Issuing credits the activity's bonus in
 * that transaction, once per application; a decision sends the member a platform message.
 */

/**
 * Credits an approved application's bonus (source `promotion`, one per application) in the
 * review's transaction: the operator's amount, else the activity's own; with the activity's
 * turnover percent. Neither amount: 400 `bonus_amount_required`, and the review is undone.
 * Answers the amount credited.
 */
async function issueActivityBonus(
  tx: Tx,
  merchant: Merchant,
  application: ApplicationRow & { member_id: bigint },
  given: string | null,
  now: number,
): Promise<bigint> {
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
  return amount;
}

/** Which statuses each action may leave. */
const from: Record<'process' | 'issue' | 'reject', readonly string[]> = {
  process: ['APPLYING'],
  issue: ['APPLYING', 'IN_PROCESS'],
  reject: ['APPLYING', 'IN_PROCESS'],
};
const to = { process: 'IN_PROCESS', issue: 'ISSUED', reject: 'REJECTED' } as const;

export function registerOpsApplications(app: FastifyInstance, platform: Platform): void {
  const { db } = platform;

  registerEndpoint(
    app,
    e.opsApplications,
    async ({ input, merchant }) => {
      const rows = await db.query<
        ApplicationRow & {
          member_id: bigint;
          account: string;
          upload_ids: string[] | null;
          total: number;
        }
      >(
        `select a.id, a.promotion_id, a.status, a.remark, a.proof_count, a.review_note, a.created_at,
                a.member_id, m.account,
                (select array_agg(u.id order by u.created_at) from upload u
                 where u.claimed_by = 'activity:' || a.id) as upload_ids,
                count(*) over ()::int as total
         from promotion_application a join member m on m.id = a.member_id
         where a.merchant_id = $1 and ($2::text is null or a.status = $2)
         order by a.id desc limit $3 offset $4`,
        [merchant.id, input.status || null, input.pageSize, (input.pageNo - 1) * input.pageSize],
      );
      return {
        ...pageOf(rows[0]?.total ?? 0, input),
        items: rows.map((row) => ({
          ...applicationOf(row),
          memberId: String(row.member_id),
          account: row.account,
          uploadIds: row.upload_ids ?? [],
        })),
      };
    },
    ungated,
  );

  registerEndpoint(
    app,
    e.opsApplicationReview,
    async ({ input, merchant, operator, request }) => {
      const act = actOf(request, merchant, operator);
      const row = await db.transaction(async (tx) => {
        const [before] = await tx.query<{ status: string }>(
          `select status from promotion_application where merchant_id = $1 and id = $2
           for update`,
          [merchant.id, input.applicationId],
        );
        if (!before) throw new AppError('not_found');
        if (!from[input.action].includes(before.status)) throw new AppError('conflict');
        const [changed] = await tx.query<ApplicationRow & { member_id: bigint }>(
          `update promotion_application set status = $3, review_note = coalesce($4, review_note),
             reviewed_at = now()
           where merchant_id = $1 and id = $2
           returning ${applicationColumns}, member_id`,
          [merchant.id, input.applicationId, to[input.action], input.note],
        );
        const updated = changed!;
        const issued =
          input.action === 'issue'
            ? await issueActivityBonus(tx, merchant, updated, input.amount, platform.clock.now())
            : null;
        await recordAudit(tx, {
          merchantId: merchant.id,
          memberId: String(updated.member_id),
          operatorId: act.operator.operatorId,
          action: 'application_review',
          ip: act.ip,
          detail: {
            application: input.applicationId,
            promotion: String(updated.promotion_id),
            action: input.action,
            before: { status: before.status },
            after: { status: updated.status },
            note: input.note,
            amount: issued === null ? null : merchant.money.format(issued),
          },
        });
        return updated;
      });
      if (input.action !== 'process') {
        const issued = input.action === 'issue';
        await sendPlatformMessage(platform, {
          merchantId: merchant.id,
          memberId: String(row.member_id),
          title: issued
            ? 'Candidatura aprovada / Application approved'
            : 'Candidatura recusada / Application rejected',
          content: `<p>${issued ? 'Aprovada' : 'Recusada'} / ${issued ? 'Approved' : 'Rejected'}</p>${
            input.note ? `<p>${input.note.replace(/[<>&]/gu, '')}</p>` : ''
          }`,
        });
      }
      return applicationOf(row);
    },
    ungated,
  );
}
