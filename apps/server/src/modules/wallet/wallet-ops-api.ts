import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../http/app-error.ts';
import type { Platform } from '../../platform.ts';
import { opsRoute } from '../ops/ops-route.ts';
import { merchantParams } from '../ops/schema.ts';
import { invariantCounts } from '../ledger/invariants.ts';
import { setWalletMode } from './wallet-mode.ts';

/**
 * GET /ops/merchants/:code/wallet-health: the ledger's invariant counts (each must be zero) and
 * the pending wallet operations by age, for monitoring; PUT /ops/merchants/:code/wallet-mode `{ "mode": "single" | "transfer" }`: the brand's wallet
 * mode, invalidated on every node. Registered inside the operator API's authenticated scope.
 */
export function registerWalletOps(ops: FastifyInstance, platform: Platform): void {
  opsRoute(ops, {
    method: 'PUT',
    url: '/ops/merchants/:code/wallet-mode',
    params: merchantParams,
    body: z.object({ mode: z.enum(['single', 'transfer']) }),
    output: z.object({ code: z.string(), mode: z.enum(['single', 'transfer']) }),
    handler: async ({ params, body }, request) => {
      const [row] = await platform.db.query<{ id: number }>(
        'select id from merchant where code = $1',
        [params.code],
      );
      if (!row) throw new AppError('not_found');
      await setWalletMode(platform.db, row.id, body.mode);
      await platform.directory.invalidate(row.id);
      request.log.info(
        { ops: 'wallet-mode', merchant: params.code, mode: body.mode },
        'operator change',
      );
      return { code: params.code, mode: body.mode };
    },
  });

  opsRoute(ops, {
    method: 'GET',
    url: '/ops/merchants/:code/wallet-health',
    params: merchantParams,
    output: z.object({
      invariants: z.record(z.string(), z.number()),
      pending: z.number(),
      pendingOlderThanRecovery: z.number(),
    }),
    handler: async ({ params }) => {
      const [row] = await platform.db.query<{ id: number }>(
        'select id from merchant where code = $1',
        [params.code],
      );
      if (!row) throw new AppError('not_found');
      const [pending] = await platform.db.query<{ total: number; old: number }>(
        `select count(*)::int as total,
           (count(*) filter (where created_at < now() - make_interval(secs => $2)))::int as old
         from wallet_op where merchant_id = $1 and state = 'pending'`,
        [row.id, platform.config.wallet.recoveryAfterSeconds],
      );
      return {
        invariants: { ...(await invariantCounts(platform.db, row.id)) },
        pending: pending?.total ?? 0,
        pendingOlderThanRecovery: pending?.old ?? 0,
      };
    },
  });
}
