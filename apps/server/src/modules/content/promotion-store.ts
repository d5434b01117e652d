import type { ActivityStatus } from '@portal/contract/content';
import type { Queryable } from '../../db/db.ts';
import { iso, type Localized } from './localized.ts';

/** A promotion row as the promotion calls read it. */
export interface PromotionRow {
  id: bigint;
  kind: 'info' | 'activity' | 'raffle';
  category: string;
  titles: Record<string, string>;
  summaries: Record<string, string>;
  contents: Record<string, string>;
  image_url: string;
  start_at: Date;
  end_at: Date | null;
  requires_proof: boolean;
  prize_amount: bigint | null;
}

export const promotionColumns = `id, kind, category, titles, summaries, contents, image_url,
  start_at, end_at, requires_proof, prize_amount`;

/** An application row. */
export interface ApplicationRow {
  id: bigint;
  promotion_id: bigint;
  status: 'APPLYING' | 'IN_PROCESS' | 'ISSUED' | 'REJECTED';
  remark: string;
  proof_count: number;
  review_note: string | null;
  created_at: Date;
}

export const applicationColumns = `id, promotion_id, status, remark, proof_count, review_note,
  created_at`;

/** The wire shape of an application. */
export function applicationOf(row: ApplicationRow) {
  return {
    applicationId: String(row.id),
    promoId: String(row.promotion_id),
    status: row.status,
    remark: row.remark,
    proofCount: row.proof_count,
    reviewNote: row.review_note,
    createdAt: iso(row.created_at),
  };
}

/** What the caller has done with each promotion: latest application, raffles claimed. */
export interface CallerFacts {
  applications: Map<string, ApplicationRow>;
  claimed: Set<string>;
}

/** The caller's latest application per promotion and their raffle claims (empty when anonymous). */
export async function callerFacts(
  q: Queryable,
  merchantId: number,
  memberId: string | null,
  promotionIds: readonly bigint[],
): Promise<CallerFacts> {
  const facts: CallerFacts = { applications: new Map(), claimed: new Set() };
  if (!memberId || promotionIds.length === 0) return facts;
  const ids = promotionIds.map(String);
  const applications = await q.query<ApplicationRow>(
    `select distinct on (promotion_id) ${applicationColumns} from promotion_application
     where merchant_id = $1 and member_id = $2 and promotion_id = any($3::bigint[])
     order by promotion_id, id desc`,
    [merchantId, memberId, ids],
  );
  for (const row of applications) facts.applications.set(String(row.promotion_id), row);
  const claims = await q.query<{ promotion_id: bigint }>(
    `select promotion_id from raffle_claim
     where merchant_id = $1 and member_id = $2 and promotion_id = any($3::bigint[])`,
    [merchantId, memberId, ids],
  );
  for (const row of claims) facts.claimed.add(String(row.promotion_id));
  return facts;
}

/** Whether a promotion is open at `now`. */
export function isOpen(row: Pick<PromotionRow, 'start_at' | 'end_at'>, now: number): boolean {
  return now >= row.start_at.getTime() && (row.end_at === null || now < row.end_at.getTime());
}

/**
 * The status a caller sees (spec section 3): COMING_SOON before the start; a raffle is
 * CLAIMED once claimed, else CLAIM while open; an activity shows the caller's application
 * (APPLYING, IN_PROCESS, ISSUED, REJECTED), else JOIN while open; anything past its end
 * without one of those is CLOSED.
 */
export function statusOf(row: PromotionRow, facts: CallerFacts, now: number): ActivityStatus {
  const id = String(row.id);
  if (now < row.start_at.getTime()) return 'COMING_SOON';
  if (row.kind === 'raffle' && facts.claimed.has(id)) return 'CLAIMED';
  const application = row.kind === 'activity' ? facts.applications.get(id) : undefined;
  if (application) return application.status;
  if (!isOpen(row, now)) return 'CLOSED';
  return row.kind === 'raffle' ? 'CLAIM' : 'JOIN';
}

/**
 * Promotions a member can act on now: open activities without an application that is not
 * rejected, and open raffles not yet claimed. Parameters: $1 merchant, $2 member, $3 now.
 * The member's claims and applications are each read once (`not in` a subquery, which the
 * planner hashes; neither column can be null), not once per promotion: member info asks for
 * this count on every page.
 */
const actionableWhere = `p.merchant_id = $1 and p.enabled and p.kind in ('activity', 'raffle')
  and p.start_at <= $3 and (p.end_at is null or p.end_at > $3)
  and p.id not in (select c.promotion_id from raffle_claim c where c.member_id = $2)
  and p.id not in (select a.promotion_id from promotion_application a
                   where a.member_id = $2 and a.status <> 'REJECTED')`;

/**
 * How many promotions the member can act on now, as a scalar subquery (parameters: $1
 * merchant, $2 member, $3 now), for statements that read several counts at once.
 */
export const availablePromoCountSql = `(select count(*)::int from promotion p where ${actionableWhere})`;

/** How many promotions the member can act on now (part of the reward centre's count). */
export async function availablePromoCount(
  q: Queryable,
  merchantId: number,
  memberId: string,
  now: number,
): Promise<number> {
  const [row] = await q.query<{ n: number }>(`select ${availablePromoCountSql} as n`, [
    merchantId,
    memberId,
    new Date(now),
  ]);
  return row?.n ?? 0;
}

/** The promotions the member can act on now, in the promotions page's order. */
export async function actionablePromotions(
  q: Queryable,
  merchantId: number,
  memberId: string,
  now: number,
): Promise<{ id: bigint; kind: 'activity' | 'raffle'; titles: Localized; end_at: Date | null }[]> {
  return q.query(
    `select p.id, p.kind, p.titles, p.end_at from promotion p where ${actionableWhere}
     order by p.sort, p.id`,
    [merchantId, memberId, new Date(now)],
  );
}
