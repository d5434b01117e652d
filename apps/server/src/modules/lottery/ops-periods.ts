import { drawResultSchema } from '@portal/contract/lottery/families';
import type * as z from 'zod/mini';
import type { lotteryCancelInput, lotteryResultInput } from '@portal/contract/lottery/ops';
import type { PeriodStatus } from '@portal/contract/lottery/wire';
import { messageText, type MessageLanguage } from '@portal/contract/messages';
import { AppError } from '../../http/app-error.ts';
import type { Platform } from '../../platform.ts';
import { recordAudit } from '../audit/audit-log.ts';
import type { OperatorAct } from '../ops/operators/operator-admin.ts';
import { refundCancelledPeriod } from './cancel.ts';
import { enabledGame } from './lottery-games.ts';
import { settlePeriod } from './settle.ts';

/**
 * The operator's acts on one period: its cancellation, and a MANUAL game's result or its
 * correction. Each is audited in the transaction that changes the period; the refunds and the
 * settlement that follow run after it, as the engine's own work does, and are safe to repeat.
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

/**
 * Enters a MANUAL game's result for a period that no longer sells, or corrects it: the period
 * is settled again at the next result version, reversing what the previous one paid. An RNG
 * game's result follows from its committed seed and is refused (409 `conflict`).
 */
export async function enterResult(
  platform: Platform,
  act: OperatorAct,
  input: z.output<typeof lotteryResultInput>,
  language: MessageLanguage,
): Promise<{ periodNo: string; resultVersion: number; status: PeriodStatus }> {
  const { db } = platform;
  const { merchant } = act;
  const game = await enabledGame(db, merchant.id, input.gameCode);
  if (game.drawSource !== 'MANUAL') throw new AppError('conflict');
  if (!drawResultSchema(game.shape).safeParse(input.result).success) {
    throw new AppError('invalid_input', { result: messageText('field_invalid', language) });
  }
  const key = [merchant.id, game.gameCode, input.periodNo];
  const version = await db.transaction(async (tx) => {
    const [period] = await tx.query<{
      status: PeriodStatus;
      result: number[] | null;
      result_version: number;
    }>(
      `select status, result, result_version from lottery_period where merchant_id = $1
         and game_code = $2 and period_no = $3 for update`,
      key,
    );
    if (!period) throw new AppError('not_found');
    if (!['CLOSED', 'DRAWN', 'SETTLED'].includes(period.status)) throw new AppError('conflict');
    const next = period.result_version + 1;
    await tx.query(
      `update lottery_period set status = 'DRAWN', result = $4::int[], result_version = $5,
         drawn_at = now(), settled_at = null
       where merchant_id = $1 and game_code = $2 and period_no = $3`,
      [...key, input.result, next],
    );
    await recordAudit(tx, {
      merchantId: merchant.id,
      operatorId: act.operator.operatorId,
      action: 'lottery_result',
      ip: act.ip,
      detail: {
        gameCode: game.gameCode,
        periodNo: input.periodNo,
        before: {
          status: period.status,
          result: period.result,
          resultVersion: period.result_version,
        },
        after: { status: 'DRAWN', result: input.result, resultVersion: next },
      },
    });
    return next;
  });
  act.log.warn(
    {
      ops: 'lottery-result',
      merchant: merchant.code,
      game: game.gameCode,
      period: input.periodNo,
      version,
    },
    version > 1 ? 'lottery result corrected' : 'lottery result entered',
  );
  await settlePeriod(platform, merchant, game, input.periodNo);
  const [after] = await db.query<{ status: PeriodStatus }>(
    'select status from lottery_period where merchant_id = $1 and game_code = $2 and period_no = $3',
    key,
  );
  return { periodNo: input.periodNo, resultVersion: version, status: after!.status };
}
