import type * as z from 'zod/mini';
import type { lotteryCancelInput } from '@portal/contract/lottery/ops';
import type { PeriodStatus } from '@portal/contract/lottery/wire';
import { AppError } from '../../http/app-error.ts';
import type { Platform } from '../../platform.ts';
import { recordAudit } from '../audit/audit-log.ts';
import type { OperatorAct } from '../ops/operators/operator-admin.ts';
import { refundCancelledPeriod } from './cancel.ts';

/**
 * The operator's cancellation of one period (a MANUAL game's result: `result-entries.ts`). It is
 * audited in the transaction that changes the period; the refunds that follow run after it, as
 * the engine's own work does, and are safe to repeat.
 */

/**
 * Cancels a period that has paid nobody yet (a second call changes nothing) and refunds every
 * pending ticket; answers how many members this call refunded.
 */
export async function cancelPeriod(
  platform: Platform,
  act: OperatorAct,
  input: z.output<typeof lotteryCancelInput>,
): Promise<{ periodNo: string; refundedMembers: number }> {
  const { db } = platform;
  const { merchant } = act;
  const key = [merchant.id, input.gameCode, input.periodNo];
  const cancelled = await db.transaction(async (tx) => {
    const [period] = await tx.query<{ status: PeriodStatus }>(
      `select status from lottery_period where merchant_id = $1 and game_code = $2
         and period_no = $3 for update`,
      key,
    );
    if (!period) throw new AppError('not_found');
    const [paid] = await tx.query<{ n: number }>(
      `select count(*)::int as n from lottery_settlement
       where merchant_id = $1 and game_code = $2 and period_no = $3`,
      key,
    );
    if (period.status === 'CANCELLED') return false;
    if (period.status === 'SETTLED' || (paid?.n ?? 0) > 0) throw new AppError('conflict');
    await tx.query(
      `update lottery_period set status = 'CANCELLED', cancelled_at = now(),
         cancel_reason = $4, result = null
       where merchant_id = $1 and game_code = $2 and period_no = $3`,
      [...key, input.reason],
    );
    await recordAudit(tx, {
      merchantId: merchant.id,
      operatorId: act.operator.operatorId,
      action: 'lottery_period_cancel',
      ip: act.ip,
      detail: {
        gameCode: input.gameCode,
        periodNo: input.periodNo,
        reason: input.reason,
        before: { status: period.status },
        after: { status: 'CANCELLED' },
      },
    });
    return true;
  });
  if (cancelled) {
    act.log.warn(
      {
        ops: 'lottery-cancel',
        merchant: merchant.code,
        game: input.gameCode,
        period: input.periodNo,
      },
      'lottery period cancelled',
    );
  }
  const refunded = await refundCancelledPeriod(db, merchant, input);
  return { periodNo: input.periodNo, refundedMembers: refunded.length };
}
