import { drawResultSchema } from '@portal/contract/lottery/families';
import type {
  lotteryResultInput,
  resultDecideInput,
  ResultEntryState,
  ResultEntryView,
} from '@portal/contract/lottery/result-entry';
import type { PeriodStatus } from '@portal/contract/lottery/wire';
import { messageText, type MessageLanguage } from '@portal/contract/messages';
import type * as z from 'zod/mini';
import type { Queryable, Tx } from '../../db/db.ts';
import { AppError } from '../../http/app-error.ts';
import type { Platform } from '../../platform.ts';
import { recordAudit } from '../audit/audit-log.ts';
import type { OperatorAct } from '../ops/operators/operator-admin.ts';
import { enabledGame } from './lottery-games.ts';
import { settlePeriod } from './settle.ts';

/**
 * Two-person results (`@portal/contract/lottery/result-entry`): one operator enters a MANUAL
 * game's result, a second one approves it. Only the approval touches the period: in its
 * transaction the period becomes DRAWN at the next result version (a correction reverses the
 * previous version when it settles), then the period is settled as the engine settles it. The
 * entry's row lock and its state make a decision happen once, however many operators press at
 * once; the database refuses an entry decided by its own author.
 */

export interface EntryRow {
  id: bigint;
  game_code: string;
  period_no: string;
  result: number[];
  state: ResultEntryState;
  correction: boolean;
  entered_by: bigint;
  entered_by_name: string;
  entered_at: Date;
  decided_by_name: string | null;
  decided_at: Date | null;
  remark: string | null;
  result_version: number | null;
}

export const columns = `e.id, e.game_code, e.period_no, e.result, e.state, e.correction, e.entered_by,
  n.username as entered_by_name, e.entered_at, d.username as decided_by_name, e.decided_at,
  e.remark, e.result_version`;
export const from = `lottery_result_entry e join operator n on n.id = e.entered_by
  left join operator d on d.id = e.decided_by`;

export function view(row: EntryRow): ResultEntryView {
  return {
    id: String(row.id),
    gameCode: row.game_code,
    periodNo: row.period_no,
    result: row.result,
    state: row.state,
    correction: row.correction,
    enteredBy: row.entered_by_name,
    enteredAt: row.entered_at.toISOString(),
    decidedBy: row.decided_by_name,
    decidedAt: row.decided_at?.toISOString() ?? null,
    remark: row.remark,
    resultVersion: row.result_version,
  };
}

export async function entryOf(
  q: Queryable,
  merchantId: number,
  id: string,
): Promise<EntryRow | null> {
  const [row] = await q.query<EntryRow>(
    `select ${columns} from ${from} where e.merchant_id = $1 and e.id = $2`,
    [merchantId, id],
  );
  return row ?? null;
}

interface PeriodState {
  status: PeriodStatus;
  result: number[] | null;
  result_version: number;
  draws_at: Date;
}

async function lockPeriod(tx: Tx, key: readonly unknown[]): Promise<PeriodState> {
  const [period] = await tx.query<PeriodState>(
    `select status, result, result_version, draws_at from lottery_period where merchant_id = $1
       and game_code = $2 and period_no = $3 for update`,
    key,
  );
  if (!period) throw new AppError('not_found');
  return period;
}

/** Periods that take a result: no longer selling, not cancelled. */
const takesResult = (status: PeriodStatus) => ['CLOSED', 'DRAWN', 'SETTLED'].includes(status);

/**
 * Enters a result (or a correction) for a period that no longer sells; it waits for a second
 * operator. An RNG game's result follows from its committed seed: 409 `conflict`. A period
 * closes before its draw: until the draw time no result can be known, 409 `lottery_not_drawn`.
 */
export async function enterResult(
  platform: Platform,
  act: OperatorAct,
  input: z.output<typeof lotteryResultInput>,
  language: MessageLanguage,
): Promise<ResultEntryView> {
  const { db } = platform;
  const { merchant } = act;
  const game = await enabledGame(db, merchant.id, input.gameCode);
  if (game.drawSource !== 'MANUAL') throw new AppError('conflict');
  if (input.asOf !== undefined && !platform.config.testClock) throw new AppError('forbidden');
  const now = input.asOf !== undefined ? Date.parse(input.asOf) : platform.clock.now();
  if (!drawResultSchema(game.shape).safeParse(input.result).success) {
    throw new AppError('invalid_input', { result: messageText('field_invalid', language) });
  }
  const key = [merchant.id, game.gameCode, input.periodNo] as const;
  return db.transaction(async (tx) => {
    const period = await lockPeriod(tx, key);
    if (!takesResult(period.status)) throw new AppError('conflict');
    if (period.draws_at.getTime() > now) throw new AppError('lottery_not_drawn');
    const [open] = await tx.query(
      `select 1 from lottery_result_entry where merchant_id = $1 and game_code = $2
         and period_no = $3 and state = 'pending'`,
      key,
    );
    if (open) throw new AppError('approval_pending');
    const [row] = await tx.query<{ id: bigint }>(
      `insert into lottery_result_entry (merchant_id, game_code, period_no, result, correction,
         entered_by)
       values ($1, $2, $3, $4::int[], $5, $6) returning id`,
      [...key, input.result, period.result !== null, act.operator.operatorId],
    );
    const entry = (await entryOf(tx, merchant.id, String(row!.id)))!;
    await recordAudit(tx, {
      merchantId: merchant.id,
      operatorId: act.operator.operatorId,
      action: 'lottery_result_entry',
      ip: act.ip,
      detail: {
        entry: String(entry.id),
        gameCode: game.gameCode,
        periodNo: input.periodNo,
        result: input.result,
        correction: entry.correction,
        current: { result: period.result, resultVersion: period.result_version },
      },
    });
    return view(entry);
  });
}

/**
 * A second operator's decision. An approval draws the period with the entered result at the next
 * version and settles it; a rejection changes nothing but the entry. The author cannot decide
 * (403 `four_eyes_self`); a decided entry cannot be decided again (409 `conflict`).
 */
export async function decideResult(
  platform: Platform,
  act: OperatorAct,
  input: z.output<typeof resultDecideInput>,
): Promise<{ entry: ResultEntryView; status: PeriodStatus }> {
  const { db } = platform;
  const { merchant } = act;
  const decided = await db.transaction(async (tx) => {
    const [locked] = await tx.query<{ state: ResultEntryState; entered_by: bigint }>(
      `select state, entered_by from lottery_result_entry where merchant_id = $1 and id = $2
       for update`,
      [merchant.id, input.entryId],
    );
    if (!locked) throw new AppError('not_found');
    if (String(locked.entered_by) === act.operator.operatorId) {
      throw new AppError('four_eyes_self');
    }
    if (locked.state !== 'pending') throw new AppError('conflict');
    const entry = (await entryOf(tx, merchant.id, input.entryId))!;
    const key = [merchant.id, entry.game_code, entry.period_no] as const;
    const period = await lockPeriod(tx, key);
    let version: number | null = null;
    if (input.approve) {
      if (!takesResult(period.status)) throw new AppError('conflict');
      version = period.result_version + 1;
      await tx.query(
        `update lottery_period set status = 'DRAWN', result = $4::int[], result_version = $5,
           drawn_at = now(), settled_at = null
         where merchant_id = $1 and game_code = $2 and period_no = $3`,
        [...key, entry.result, version],
      );
    }
    await tx.query(
      `update lottery_result_entry set state = $3, decided_by = $4, decided_at = now(),
         remark = nullif($5, ''), result_version = $6
       where merchant_id = $1 and id = $2`,
      [
        merchant.id,
        input.entryId,
        input.approve ? 'approved' : 'rejected',
        act.operator.operatorId,
        input.remark,
        version,
      ],
    );
    await recordAudit(tx, {
      merchantId: merchant.id,
      operatorId: act.operator.operatorId,
      action: 'lottery_result',
      ip: act.ip,
      detail: {
        entry: input.entryId,
        gameCode: entry.game_code,
        periodNo: entry.period_no,
        approved: input.approve,
        remark: input.remark,
        before: {
          status: period.status,
          result: period.result,
          resultVersion: period.result_version,
        },
        after: input.approve
          ? { status: 'DRAWN', result: entry.result, resultVersion: version }
          : { status: period.status, result: period.result, resultVersion: period.result_version },
      },
    });
    return { entry, version };
  });
  const { entry, version } = decided;
  if (version !== null) {
    act.log.warn(
      {
        ops: 'lottery-result',
        merchant: merchant.code,
        game: entry.game_code,
        period: entry.period_no,
        version,
      },
      version > 1 ? 'lottery result corrected' : 'lottery result approved',
    );
    const game = await enabledGame(db, merchant.id, entry.game_code);
    await settlePeriod(platform, merchant, game, entry.period_no);
  }
  const [after] = await db.query<{ status: PeriodStatus }>(
    'select status from lottery_period where merchant_id = $1 and game_code = $2 and period_no = $3',
    [merchant.id, entry.game_code, entry.period_no],
  );
  return {
    entry: view((await entryOf(db, merchant.id, input.entryId))!),
    status: after!.status,
  };
}
