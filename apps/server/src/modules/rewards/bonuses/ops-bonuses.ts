import { messageText } from '@portal/contract/messages';
import { bonusesOpsEndpoints } from '@portal/contract/rewards';
import type { BonusGrantOutput } from '@portal/contract/rewards/bonuses-ops';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../../http/app-error.ts';
import { registerEndpoint } from '../../../http/contract-routes.ts';
import type { Platform } from '../../../platform.ts';
import { recordAudit } from '../../audit/audit-log.ts';
import { pageOf } from '../../histories/day-range.ts';
import { actOf, ungated } from '../../ops/operators/operator-act.ts';
import { publishBalance } from '../../wallet/wallet-services.ts';
import { bonusColumns, cancelBonus, type BonusRow } from './bonus-store.ts';
import {
  bonusFourEyesAbove,
  giveOperatorBonus,
  grantedBefore,
  lockGrantee,
  openBonusRequest,
  opsView,
  type GrantTerms,
} from './bonus-grant.ts';
import { approvalView, requestApproval } from '../../ops/approvals/approvals.ts';
import { registerSettingEndpoints } from '../../ops/ops-setting.ts';

/**
 * The operator's bonus calls (`/operator/bonuses`, permission `rewards.write`):
 * - GET /operator/bonuses?memberId=&source=&state=: the brand's bonuses, newest first;
 * - POST /operator/bonuses/grant: an operator bonus (source `operator`), claimable in the
 *   reward centre or credited now, once per `reference` and member;
 * - POST /operator/bonuses/cancel {id}: withdraws a bonus not yet claimed.
 * A grant that creates a bonus and a cancellation are audited (`bonus_grant`, `bonus_cancel`)
 * in the transaction that makes them.
 */
export function registerBonusOps(app: FastifyInstance, platform: Platform): void {
  const { db } = platform;
  const e = bonusesOpsEndpoints;
  registerSettingEndpoints(app, platform, {
    read: e.opsBonusApproval,
    save: e.opsBonusApprovalSave,
    key: 'bonusApproval',
  });

  registerEndpoint(
    app,
    e.opsBonuses,
    async ({ input, merchant }) => {
      const rows = await db.query<BonusRow & { total: number }>(
        `select x.*, count(*) over ()::int as total from (
           select ${bonusColumns(2)} from bonus b
           where b.merchant_id = $1 and ($3::int8 is null or b.member_id = $3)
             and ($4::text is null or b.source = $4)) x
         where $5::text is null or x.state = $5
         order by x.created_at desc, x.id desc limit $6 offset $7`,
        [
          merchant.id,
          new Date(platform.clock.now()),
          input.memberId ?? null,
          input.source || null,
          input.state || null,
          input.pageSize,
          (input.pageNo - 1) * input.pageSize,
        ],
      );
      return {
        ...pageOf(rows[0]?.total ?? 0, input),
        items: rows.map((row) => opsView(row, merchant)),
      };
    },
    ungated,
  );

  registerEndpoint(
    app,
    e.opsBonusGrant,
    async ({ input, merchant, operator, request, language }) => {
      const act = actOf(request, merchant, operator);
      let amount: bigint;
      try {
        amount = merchant.money.parse(input.amount);
      } catch {
        throw new AppError('invalid_amount');
      }
      if (amount <= 0n) throw new AppError('invalid_amount');
      const now = platform.clock.now();
      if (input.expiresAt !== null && Date.parse(input.expiresAt) <= now)
        throw new AppError('invalid_input', {
          expiresAt: messageText('field_invalid', language),
        });
      const terms: GrantTerms = {
        reference: input.reference,
        titles: input.titles,
        turnoverPercent: input.turnoverPercent,
        claimable: input.claimable,
        expiresAt: input.expiresAt,
      };
      const above = await bonusFourEyesAbove(db, merchant);
      const memberId = input.memberId;
      const answer = await db.transaction(async (tx): Promise<BonusGrantOutput> => {
        await lockGrantee(tx, merchant, memberId);
        // A reference already granted answers its bonus whatever the threshold says now.
        const given =
          above === null ||
          amount <= above ||
          (await grantedBefore(tx, merchant, memberId, terms.reference));
        if (given) {
          const done = await giveOperatorBonus(tx, act, { memberId, amount, terms }, now);
          return {
            bonus: { ...opsView(done.bonus, merchant), created: done.created },
            approval: null,
          };
        }
        const open = await openBonusRequest(tx, merchant, memberId, terms.reference);
        const approval =
          open !== null
            ? await approvalView(tx, merchant, open)
            : await requestApproval(tx, act, {
                kind: 'bonus_grant',
                memberId,
                amount,
                reason: terms.reference,
                payload: terms,
              });
        return { bonus: null, approval };
      });
      if (answer.bonus?.created && !input.claimable) publishBalance(platform, merchant, memberId);
      return answer;
    },
    ungated,
  );

  registerEndpoint(
    app,
    e.opsBonusCancel,
    async ({ input, merchant, operator, request }) => {
      const act = actOf(request, merchant, operator);
      const now = platform.clock.now();
      const row = await db.transaction(async (tx) => {
        const cancelled = await cancelBonus(tx, merchant, input.id, now);
        if (!cancelled) {
          const [exists] = await tx.query(
            'select 1 from bonus where merchant_id = $1 and id = $2',
            [merchant.id, input.id],
          );
          throw new AppError(exists ? 'reward_not_claimable' : 'not_found');
        }
        const after = opsView(cancelled, merchant);
        await recordAudit(tx, {
          merchantId: merchant.id,
          memberId: after.memberId,
          operatorId: act.operator.operatorId,
          action: 'bonus_cancel',
          ip: act.ip,
          detail: { bonus: after.id, before: { state: 'pending' }, after: { state: after.state } },
        });
        return after;
      });
      return row;
    },
    ungated,
  );
}
