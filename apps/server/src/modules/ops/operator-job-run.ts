import { AppError } from '../../http/app-error.ts';
import type { Platform } from '../../platform.ts';
import { recordAudit, type AuditValue } from '../audit/audit-log.ts';
import type { OperatorAct } from './operators/operator-admin.ts';

/**
 * An engine run an operator asks for (`/operator/contracts/run`, `/operator/lottery/run`): now,
 * or as of `asOf` on a TEST_CLOCK server only (403 `forbidden` elsewhere, so production time
 * never moves). Audited as `job_run` before the run, so a run that dies half-way is still on
 * record. Answers the instant it ran as of.
 */
export async function runJobAsOf(
  platform: Pick<Platform, 'db' | 'clock' | 'config'>,
  act: OperatorAct,
  job: { name: string; asOf: string | undefined; detail?: Record<string, AuditValue> },
  run: (now: number) => Promise<unknown>,
): Promise<{ ranAt: string }> {
  if (job.asOf !== undefined && !platform.config.testClock) throw new AppError('forbidden');
  const now = job.asOf !== undefined ? Date.parse(job.asOf) : platform.clock.now();
  await recordAudit(platform.db, {
    merchantId: act.merchant.id,
    operatorId: act.operator.operatorId,
    action: 'job_run',
    ip: act.ip,
    detail: { job: job.name, ...job.detail, asOf: job.asOf ?? null },
  });
  await run(now);
  return { ranAt: new Date(now).toISOString() };
}
