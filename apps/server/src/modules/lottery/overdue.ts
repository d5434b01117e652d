import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/db.ts';
import { recordAudit } from '../audit/audit-log.ts';
import type { LotteryGame } from './lottery-terms.ts';

/**
 * A MANUAL game's period that has no approved result `resultDeadlineSeconds` after its draw
 * time is cancelled (reference section 4: a feed timeout cancels, logged and never silent): its
 * pending result entry expires, and the engine then refunds every ticket as for any cancelled
 * period. True when this call cancelled it.
 */
export async function cancelOverdue(
  db: Db,
  game: LotteryGame,
  period: { periodNo: string; drawsAt: Date },
  now: number,
  log?: FastifyBaseLogger,
): Promise<boolean> {
  const deadline = game.resultDeadlineSeconds;
  // Checked before any transaction: the engine asks every second for each waiting period.
  if (game.drawSource !== 'MANUAL' || deadline === null) return false;
  if (period.drawsAt.getTime() + deadline * 1000 > now) return false;
  const { periodNo } = period;
  const key = [game.merchantId, game.gameCode, periodNo];
  const cancelled = await db.transaction(async (tx) => {
    const [period] = await tx.query<{ status: string; draws_at: Date }>(
      `select status, draws_at from lottery_period where merchant_id = $1 and game_code = $2
         and period_no = $3 for update`,
      key,
    );
    if (period?.status !== 'CLOSED' || period.draws_at.getTime() + deadline * 1000 > now) {
      return false;
    }
    const reason = 'no result by the deadline';
    await tx.query(
      `update lottery_period set status = 'CANCELLED', cancelled_at = $4, cancel_reason = $5
       where merchant_id = $1 and game_code = $2 and period_no = $3`,
      [...key, new Date(now), reason],
    );
    await tx.query(
      `update lottery_result_entry set state = 'expired'
       where merchant_id = $1 and game_code = $2 and period_no = $3 and state = 'pending'`,
      key,
    );
    await recordAudit(tx, {
      merchantId: game.merchantId,
      action: 'lottery_period_cancel',
      ip: null,
      detail: {
        gameCode: game.gameCode,
        periodNo,
        reason,
        before: { status: 'CLOSED' },
        after: { status: 'CANCELLED' },
      },
    });
    return true;
  });
  if (cancelled) {
    log?.warn(
      { game: game.gameCode, period: periodNo, deadlineSeconds: deadline },
      'lottery period cancelled: no result by the deadline',
    );
  }
  return cancelled;
}
