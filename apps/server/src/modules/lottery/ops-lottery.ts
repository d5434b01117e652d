import { lotteryOpsEndpoints } from '@portal/contract/lottery';
import type { DrawShapeName } from '@portal/contract/lottery/families';
import type { LotteryTermsOutput } from '@portal/contract/lottery/ops';
import { lotteryTermsSchema, termsProblems } from '@portal/contract/lottery/terms';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/db.ts';
import { AppError } from '../../http/app-error.ts';
import { registerEndpoint } from '../../http/contract-routes.ts';
import type { Platform } from '../../platform.ts';
import { recordAudit, type AuditValue } from '../audit/audit-log.ts';
import { runJobAsOf } from '../ops/operator-job-run.ts';
import { catalogueLanguage } from '../games/catalogue.ts';
import { actOf, ungated } from '../ops/operators/operator-act.ts';
import { lotteryEngineJob, stepMerchant } from './engine.ts';
import { cancelPeriod } from './ops-periods.ts';
import { decideResult, enterResult } from './result-entries.ts';
import { awaitingPeriods, listResults } from './result-lists.ts';

/**
 * The operator's lottery calls (`/operator/lottery`, docs/decisions/0013): the engine's state
 * for monitoring; a game's terms (odds, limits, prize groups, units, plays), read and replaced
 * whole, refused with the list of problems when they do not hold together and applying to bets
 * placed from then on (sold tickets keep their odds); a period's cancellation with refunds; a
 * MANUAL game's result or its correction, entered by one operator and approved by another
 * (`result-entries.ts`). Every change is audited.
 */

interface GameRow {
  shape: DrawShapeName;
  draw_source: 'RNG' | 'MANUAL';
  terms: unknown;
}

async function gameRow(q: Queryable, merchantId: number, gameCode: string, lock = false) {
  const [row] = await q.query<GameRow>(
    `select shape, draw_source, terms from lottery_game where merchant_id = $1
       and game_code = $2${lock ? ' for update' : ''}`,
    [merchantId, gameCode],
  );
  if (!row) throw new AppError('not_found');
  return row;
}

/** A game's terms as stored, with what is wrong with them (the engine offers it only without). */
function termsView(gameCode: string, row: GameRow): LotteryTermsOutput {
  const parsed = lotteryTermsSchema.safeParse(row.terms);
  return {
    gameCode,
    shape: row.shape,
    drawSource: row.draw_source,
    terms: parsed.success ? parsed.data : null,
    problems: parsed.success
      ? termsProblems(row.shape, parsed.data)
      : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
  };
}

export function registerLotteryOps(app: FastifyInstance, platform: Platform): void {
  const e = lotteryOpsEndpoints;
  const { db } = platform;

  registerEndpoint(
    app,
    e.opsStatus,
    async ({ merchant }) => {
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
    ungated,
  );

  registerEndpoint(
    app,
    e.opsTerms,
    async ({ input, merchant }) =>
      termsView(input.gameCode, await gameRow(db, merchant.id, input.gameCode)),
    ungated,
  );

  registerEndpoint(
    app,
    e.opsTermsSave,
    async ({ input, merchant, operator, request }) => {
      const act = actOf(request, merchant, operator);
      const view = await db.transaction(async (tx) => {
        const row = await gameRow(tx, merchant.id, input.gameCode, true);
        const problems = termsProblems(row.shape, input.terms);
        if (problems.length > 0)
          throw new AppError('invalid_input', { terms: problems.join('; ') });
        await tx.query(
          'update lottery_game set terms = $3 where merchant_id = $1 and game_code = $2',
          [merchant.id, input.gameCode, JSON.stringify(input.terms)],
        );
        await recordAudit(tx, {
          merchantId: merchant.id,
          operatorId: act.operator.operatorId,
          action: 'lottery_terms',
          ip: act.ip,
          detail: {
            gameCode: input.gameCode,
            before: row.terms as AuditValue,
            after: input.terms,
          },
        });
        return termsView(input.gameCode, { ...row, terms: input.terms });
      });
      act.log.info(
        { ops: 'lottery-terms', merchant: merchant.code, game: input.gameCode },
        'operator change',
      );
      return view;
    },
    ungated,
  );

  registerEndpoint(
    app,
    e.opsPeriodCancel,
    async ({ input, merchant, operator, request }) =>
      cancelPeriod(platform, actOf(request, merchant, operator), input),
    ungated,
  );

  registerEndpoint(
    app,
    e.opsPeriodResult,
    async ({ input, merchant, operator, request, language }) =>
      enterResult(platform, actOf(request, merchant, operator), input, language),
    ungated,
  );

  registerEndpoint(
    app,
    e.opsPeriodResultDecide,
    async ({ input, merchant, operator, request }) =>
      decideResult(platform, actOf(request, merchant, operator), input),
    ungated,
  );

  registerEndpoint(
    app,
    e.opsRun,
    async ({ input, merchant, operator, request }) => {
      const act = actOf(request, merchant, operator);
      const job = {
        name: lotteryEngineJob,
        asOf: input.asOf,
        detail: { gameCode: input.gameCode ?? null },
      };
      return runJobAsOf(platform, act, job, (now) =>
        stepMerchant(platform, merchant, now, act.log, input.gameCode),
      );
    },
    ungated,
  );

  registerEndpoint(
    app,
    e.opsPeriodsAwaiting,
    async ({ merchant, language }) =>
      awaitingPeriods(platform, merchant, catalogueLanguage(language, merchant)),
    ungated,
  );

  registerEndpoint(
    app,
    e.opsPeriodResults,
    async ({ input, merchant }) => listResults(db, merchant.id, input),
    ungated,
  );
}
