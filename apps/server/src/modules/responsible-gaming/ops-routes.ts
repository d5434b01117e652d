import { messageText } from '@portal/contract/messages';
import { responsibleGamingOpsEndpoints as ops } from '@portal/contract/responsible-gaming';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/db.ts';
import { AppError } from '../../http/app-error.ts';
import { registerEndpoint } from '../../http/contract-routes.ts';
import type { Platform } from '../../platform.ts';
import { registerSettingEndpoints } from '../ops/ops-setting.ts';
import { actOf, auditMemberAct, ungated } from '../ops/operators/operator-act.ts';
import { memberByAccount, memberById } from '../accounts/member-repo.ts';
import { listReceivingAccounts } from '../withdrawals/receiving-accounts.ts';
import { withdrawable } from '../withdrawals/withdrawable.ts';
import { excludedAt } from './enforce.ts';
import { registerRgPayout } from './payout.ts';
import { rgSettingKey } from './rg-settings.ts';
import { exclusionOf, limitViews } from './status.ts';

interface LiftRow {
  id: bigint;
  member_id: bigint;
  state: 'pending' | 'approved' | 'rejected';
  reason: string;
  requested_by: bigint;
  requested_at: Date;
  requested_by_name: string;
  decided_by_name: string | null;
}

const liftSelect = `select l.id, l.member_id, l.state, l.reason, l.requested_by, l.requested_at,
    r.username as requested_by_name, d.username as decided_by_name
  from rg_lift l join operator r on r.id = l.requested_by left join operator d on d.id = l.decided_by`;

function liftView(row: LiftRow) {
  return {
    requestId: String(row.id),
    memberId: String(row.member_id),
    state: row.state,
    reason: row.reason,
    requestedBy: row.requested_by_name,
    decidedBy: row.decided_by_name,
  };
}

async function liftOf(q: Queryable, merchantId: number, id: string): Promise<LiftRow | null> {
  const [row] = await q.query<LiftRow>(`${liftSelect} where l.merchant_id = $1 and l.id = $2`, [
    merchantId,
    id,
  ]);
  return row ?? null;
}

async function memberExists(q: Queryable, merchantId: number, memberId: string) {
  const [row] = await q.query('select 1 from member where merchant_id = $1 and id = $2', [
    merchantId,
    memberId,
  ]);
  if (!row) throw new AppError('not_found');
}

/**
 * The operator's side: the brand's rules (audited settings; a new idle timeout reaches the open
 * sessions too), a member's controls (by id or login, with what a payout could send), the lift
 * requests, and the early lift of an exclusion with four eyes: one operator asks with a reason,
 * another decides; the asker can never approve (`four_eyes_self`); both steps are audited on the
 * member. The payout of an excluded member's balance is `payout.ts`.
 */
export function registerRgOpsRoutes(app: FastifyInstance, platform: Platform): void {
  const { db, clock } = platform;
  registerSettingEndpoints(app, platform, {
    read: ops.opsSettings,
    save: ops.opsSettingsSave,
    key: rgSettingKey,
    afterSave: async (tx, merchant, before, after) => {
      // A changed idle timeout applies to the open sessions too, not only to later logins
      // (unset: back to the server's). A session cache entry is trusted for under a minute,
      // below any idle timeout, so the next check reads the new value from its row.
      if (before.idleMinutes === after.idleMinutes) return;
      await tx.query(
        'update member_session set idle_minutes = $2 where merchant_id = $1 and ended_at is null',
        [merchant.id, after.idleMinutes ?? null],
      );
    },
  });
  registerRgPayout(app, platform);

  registerEndpoint(
    app,
    ops.opsMember,
    async ({ input, merchant, language }) => {
      if (input.memberId === undefined && input.account === undefined)
        throw new AppError('invalid_input', {
          account: messageText('field_required', language),
        });
      const found =
        input.memberId === undefined
          ? await memberByAccount(db, merchant.id, input.account!)
          : await memberById(db, merchant.id, input.memberId);
      if (!found) throw new AppError('not_found');
      const { account } = found;
      const memberId = String(found.id);
      const now = clock.now();
      const [pending] = await db.query<LiftRow>(
        `${liftSelect} where l.merchant_id = $1 and l.member_id = $2 and l.state = 'pending'`,
        [merchant.id, memberId],
      );
      const member = { merchantId: merchant.id, memberId, currency: merchant.currency };
      return {
        memberId,
        account,
        exclusion: await exclusionOf(db, memberId, now),
        limits: await limitViews(db, merchant, memberId, now),
        pendingLift: pending ? liftView(pending) : null,
        payout: {
          available: merchant.money.format((await withdrawable(db, member)).available),
          accounts: await listReceivingAccounts(db, merchant.id, memberId),
        },
      };
    },
    ungated,
  );

  registerEndpoint(
    app,
    ops.opsLifts,
    // The newest 200: the console's queue; older decisions stay in the audit log.
    async ({ input, merchant }) => {
      const rows = await db.query<LiftRow & { member_account: string }>(
        `select x.*, m.account as member_account
         from (${liftSelect} where l.merchant_id = $1 and l.state = $2) x
         join member m on m.id = x.member_id and m.merchant_id = $1
         order by x.id desc limit 200`,
        [merchant.id, input.state ?? 'pending'],
      );
      return {
        items: rows.map((row) => ({
          ...liftView(row),
          memberAccount: row.member_account,
          requestedAt: row.requested_at.toISOString(),
        })),
      };
    },
    ungated,
  );

  registerEndpoint(
    app,
    ops.opsLiftRequest,
    async ({ input, merchant, operator, request }) => {
      const act = actOf(request, merchant, operator);
      const id = await db.transaction(async (tx) => {
        await memberExists(tx, merchant.id, input.memberId);
        const [row] = await tx.query<{
          exclusion_kind: 'cool_off' | 'self_exclusion' | null;
          excluded_until: Date | null;
        }>('select exclusion_kind, excluded_until from rg_member where member_id = $1 for update', [
          input.memberId,
        ]);
        if (!excludedAt(row, clock.now())) throw new AppError('rg_not_excluded');
        const [created] = await tx.query<{ id: bigint }>(
          `insert into rg_lift (merchant_id, member_id, reason, requested_by)
           values ($1, $2, $3, $4) on conflict do nothing returning id`,
          [merchant.id, input.memberId, input.reason, act.operator.operatorId],
        );
        if (!created) throw new AppError('approval_pending');
        await auditMemberAct(tx, act, input.memberId, 'rg_lift_request', {
          requestId: String(created.id),
          reason: input.reason,
        });
        return String(created.id);
      });
      return liftView((await liftOf(db, merchant.id, id))!);
    },
    ungated,
  );

  registerEndpoint(
    app,
    ops.opsLiftDecide,
    async ({ input, merchant, operator, request }) => {
      const act = actOf(request, merchant, operator);
      await db.transaction(async (tx) => {
        const [lift] = await tx.query<{ member_id: bigint; state: string; requested_by: bigint }>(
          `select member_id, state, requested_by from rg_lift
           where merchant_id = $1 and id = $2 for update`,
          [merchant.id, input.requestId],
        );
        if (!lift) throw new AppError('not_found');
        if (lift.state !== 'pending') throw new AppError('conflict');
        if (String(lift.requested_by) === act.operator.operatorId)
          throw new AppError('four_eyes_self');
        const memberId = String(lift.member_id);
        await tx.query(
          `update rg_lift set state = $2, decided_by = $3, decided_at = $4, remark = $5 where id = $1`,
          [
            input.requestId,
            input.approve ? 'approved' : 'rejected',
            act.operator.operatorId,
            new Date(clock.now()),
            input.remark ?? null,
          ],
        );
        if (input.approve) {
          // The lift ends the exclusion now; its history stays in the audit log.
          await tx.query(
            `update rg_member set exclusion_kind = null, excluded_at = null, excluded_until = null
             where member_id = $1`,
            [memberId],
          );
        }
        await auditMemberAct(tx, act, memberId, 'rg_lift_decision', {
          requestId: input.requestId,
          approved: input.approve,
          remark: input.remark ?? null,
        });
      });
      return liftView((await liftOf(db, merchant.id, input.requestId))!);
    },
    ungated,
  );
}
