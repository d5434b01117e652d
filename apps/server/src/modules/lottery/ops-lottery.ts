import { drawResultSchema } from '@portal/contract/lottery/families';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../http/app-error.ts';
import type { Platform } from '../../platform.ts';
import { opsRoute } from '../ops/ops-route.ts';
import { refundCancelledPeriod } from './cancel.ts';
import { enabledGame } from './lottery-games.ts';
import { lotteryTermsSchema, termsProblems } from './lottery-terms.ts';
import { settlePeriod } from './settle.ts';

/**
 * The operator's lottery calls, inside the authenticated `/ops` scope:
 * - PUT  /ops/merchants/:code/lottery/games/:gameCode/terms: the game's terms (odds, limits,
 *   prize groups, units, plays), refused with the list of problems when they do not hold
 *   together; they apply to bets placed from then on (sold tickets keep their odds).
 * - POST .../periods/:periodNo/cancel `{ "reason": "..." }`: cancels a period that has paid
 *   nobody yet and refunds every pending ticket.
 * - GET  /ops/merchants/:code/lottery/status: periods by state, tickets still pending in drawn
 *   periods and how many member settlements were made, for monitoring the engine.
 * - POST .../periods/:periodNo/result `{ "result": [...] }`: a MANUAL game's result (an
 *   official feed's), or its correction: the period is settled again at a new result version,
 *   reversing what the previous one paid. RNG games cannot be given a result: theirs follows
 *   from the committed seed.
 */

const gameParams = z.object({
  code: z.string().min(1).max(32),
  gameCode: z.string().regex(/^[A-Z0-9_]{2,32}$/u),
});
const periodParams = gameParams.extend({ periodNo: z.string().regex(/^[0-9]{8}-[0-9]{4}$/u) });

async function merchantOf(platform: Platform, code: string) {
  const merchant = await platform.directory.byCode(code);
  if (!merchant) throw new AppError('not_found');
  return merchant;
}

export function registerLotteryOps(ops: FastifyInstance, platform: Platform): void {
  const { db } = platform;

  opsRoute(ops, {
    method: 'GET',
    url: '/ops/merchants/:code/lottery/status',
    params: z.object({ code: z.string().min(1).max(32) }),
    output: z.object({
      periods: z.record(z.string(), z.number()),
      pendingInDrawn: z.number(),
      settlements: z.number(),
    }),
    handler: async ({ params }) => {
      const merchant = await merchantOf(platform, params.code);
      const periods = await db.query<{ status: string; n: number }>(
        `select status, count(*)::int as n from lottery_period where merchant_id = $1
         group by status order by status`,
        [merchant.id],
      );
      const [pending] = await db.query<{ n: number }>(
        `select count(*)::int as n from lottery_ticket t join lottery_period p
           on p.merchant_id = t.merchant_id and p.game_code = t.game_code
           and p.period_no = t.period_no
         where t.merchant_id = $1 and t.status = 'PENDING' and p.status = 'DRAWN'`,
        [merchant.id],
      );
      const [settlements] = await db.query<{ n: number }>(
        'select count(*)::int as n from lottery_settlement where merchant_id = $1',
        [merchant.id],
      );
      return {
        periods: Object.fromEntries(periods.map((row) => [row.status, row.n])),
        pendingInDrawn: pending?.n ?? 0,
        settlements: settlements?.n ?? 0,
      };
    },
  });

  opsRoute(ops, {
    method: 'PUT',
    url: '/ops/merchants/:code/lottery/games/:gameCode/terms',
    params: gameParams,
    body: z.unknown(),
    output: z.object({ gameCode: z.string(), problems: z.array(z.string()) }),
    handler: async ({ params, body }, request) => {
      const merchant = await merchantOf(platform, params.code);
      const [row] = await db.query<{ shape: Parameters<typeof termsProblems>[0] }>(
        'select shape from lottery_game where merchant_id = $1 and game_code = $2',
        [merchant.id, params.gameCode],
      );
      if (!row) throw new AppError('not_found');
      const parsed = lotteryTermsSchema.safeParse(body);
      const problems = parsed.success
        ? termsProblems(row.shape, parsed.data)
        : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
      if (!parsed.success || problems.length > 0) {
        throw new AppError('invalid_input', { terms: problems.join('; ') });
      }
      await db.query(
        'update lottery_game set terms = $3 where merchant_id = $1 and game_code = $2',
        [merchant.id, params.gameCode, JSON.stringify(parsed.data)],
      );
      request.log.info(
        { ops: 'lottery-terms', merchant: params.code, game: params.gameCode },
        'operator change',
      );
      return { gameCode: params.gameCode, problems: [] };
    },
  });

  opsRoute(ops, {
    method: 'POST',
    url: '/ops/merchants/:code/lottery/games/:gameCode/periods/:periodNo/cancel',
    params: periodParams,
    body: z.object({ reason: z.string().trim().min(1).max(200) }),
    output: z.object({ periodNo: z.string(), refundedMembers: z.number() }),
    handler: async ({ params, body }, request) => {
      const merchant = await merchantOf(platform, params.code);
      const cancelled = await db.transaction(async (tx) => {
        const [period] = await tx.query<{ status: string }>(
          `select status from lottery_period where merchant_id = $1 and game_code = $2
             and period_no = $3 for update`,
          [merchant.id, params.gameCode, params.periodNo],
        );
        if (!period) throw new AppError('not_found');
        const [paid] = await tx.query<{ n: number }>(
          `select count(*)::int as n from lottery_settlement
           where merchant_id = $1 and game_code = $2 and period_no = $3`,
          [merchant.id, params.gameCode, params.periodNo],
        );
        if (period.status === 'CANCELLED') return false;
        if (period.status === 'SETTLED' || (paid?.n ?? 0) > 0) throw new AppError('conflict');
        await tx.query(
          `update lottery_period set status = 'CANCELLED', cancelled_at = now(),
             cancel_reason = $4, result = null
           where merchant_id = $1 and game_code = $2 and period_no = $3`,
          [merchant.id, params.gameCode, params.periodNo, body.reason],
        );
        return true;
      });
      if (cancelled) {
        request.log.warn(
          {
            ops: 'lottery-cancel',
            merchant: params.code,
            game: params.gameCode,
            period: params.periodNo,
          },
          'lottery period cancelled',
        );
      }
      const refunded = await refundCancelledPeriod(db, merchant, {
        gameCode: params.gameCode,
        periodNo: params.periodNo,
      });
      return { periodNo: params.periodNo, refundedMembers: refunded.length };
    },
  });

  opsRoute(ops, {
    method: 'POST',
    url: '/ops/merchants/:code/lottery/games/:gameCode/periods/:periodNo/result',
    params: periodParams,
    body: z.object({ result: z.array(z.number()) }),
    output: z.object({ periodNo: z.string(), resultVersion: z.number(), status: z.string() }),
    handler: async ({ params, body }, request) => {
      const merchant = await merchantOf(platform, params.code);
      const game = await enabledGame(db, merchant.id, params.gameCode);
      if (game.drawSource !== 'MANUAL') throw new AppError('conflict');
      if (!drawResultSchema(game.shape).safeParse(body.result).success) {
        throw new AppError('invalid_input', { result: 'field_invalid' });
      }
      const version = await db.transaction(async (tx) => {
        const [period] = await tx.query<{ status: string; result_version: number }>(
          `select status, result_version from lottery_period where merchant_id = $1
             and game_code = $2 and period_no = $3 for update`,
          [merchant.id, game.gameCode, params.periodNo],
        );
        if (!period) throw new AppError('not_found');
        if (!['CLOSED', 'DRAWN', 'SETTLED'].includes(period.status)) {
          throw new AppError('conflict');
        }
        const next = period.result_version + 1;
        await tx.query(
          `update lottery_period set status = 'DRAWN', result = $4::int[], result_version = $5,
             drawn_at = now(), settled_at = null
           where merchant_id = $1 and game_code = $2 and period_no = $3`,
          [merchant.id, game.gameCode, params.periodNo, body.result, next],
        );
        return next;
      });
      request.log.warn(
        {
          ops: 'lottery-result',
          merchant: params.code,
          game: game.gameCode,
          period: params.periodNo,
          version,
        },
        version > 1 ? 'lottery result corrected' : 'lottery result entered',
      );
      await settlePeriod(platform, merchant, game, params.periodNo);
      const [after] = await db.query<{ status: string }>(
        'select status from lottery_period where merchant_id = $1 and game_code = $2 and period_no = $3',
        [merchant.id, game.gameCode, params.periodNo],
      );
      return { periodNo: params.periodNo, resultVersion: version, status: after!.status };
    },
  });
}
