import { operatorBootstrapInput } from '@portal/contract/ops';
import type { FastifyInstance } from 'fastify';
import { hashPassword } from '../../../auth/password.ts';
import { AppError } from '../../../http/app-error.ts';
import { ok } from '../../../http/envelope.ts';
import { requestLanguage } from '../../../http/language.ts';
import { issueFields } from '../../../http/zod-fields.ts';
import type { Platform } from '../../../platform.ts';
import { recordAudit } from '../../audit/audit-log.ts';
import { operatorById, operatorView } from './operator-repo.ts';

/**
 * `POST /ops/operators/bootstrap` (behind OPS_TOKEN, like the rest of `/ops`): creates the first
 * platform owner of a fresh install, who then logs in at `/operator/session/login`, enrols its
 * authenticator and creates every other operator. Once a platform operator exists it answers
 * 409 `conflict` and changes nothing. The audit row goes to the default merchant's chain.
 */
export function registerBootstrap(ops: FastifyInstance, platform: Platform): void {
  ops.post('/ops/operators/bootstrap', async (request, reply) => {
    const parsed = await operatorBootstrapInput.safeParseAsync(request.body ?? {}, {
      reportInput: true,
    });
    if (!parsed.success) {
      throw new AppError(
        'invalid_input',
        issueFields(parsed.error, requestLanguage(request), 'body'),
      );
    }
    const merchant = await platform.directory.defaultMerchant();
    if (!merchant) throw new AppError('service_unavailable');
    const hash = await hashPassword(parsed.data.password, platform.config.passwordHashCost);
    const created = await platform.db.transaction(async (tx) => {
      // One bootstrap at a time: two racing calls cannot both find no operator.
      await tx.query(`select pg_advisory_xact_lock(hashtext('portal.operator_bootstrap'))`);
      // A brand's operators (the demo brand's console owner) do not count: only a platform
      // operator can make the others.
      const [existing] = await tx.query('select 1 from operator where merchant_id is null limit 1');
      if (existing) throw new AppError('conflict');
      const [row] = await tx.query<{ id: bigint }>(
        `insert into operator (merchant_id, username, password_hash, role)
         values (null, $1, $2, 'owner') returning id`,
        [parsed.data.username, hash],
      );
      const operator = (await operatorById(tx, String(row!.id)))!;
      await recordAudit(tx, {
        merchantId: merchant.id,
        operatorId: String(operator.id),
        action: 'operator_bootstrap',
        ip: request.ip,
        detail: { username: operator.username, role: 'owner' },
      });
      return operator;
    });
    request.log.info({ ops: 'operator.bootstrap', username: created.username }, 'operator change');
    return reply.header('cache-control', 'no-store').send(ok(operatorView(created)));
  });
}
