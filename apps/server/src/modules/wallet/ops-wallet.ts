import { walletOpsEndpoints } from '@portal/contract/wallet';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/contract-routes.ts';
import type { Platform } from '../../platform.ts';
import { recordAudit } from '../audit/audit-log.ts';
import { invariantCounts } from '../ledger/invariants.ts';
import { actOf, ungated } from '../ops/operators/operator-act.ts';
import { setWalletMode, storedWalletMode } from './wallet-mode.ts';

/**
 * The operator's wallet calls (`/operator/wallet`): the brand's wallet mode, read and switched
 * (audited with before and after, seen on every node at once), and the ledger's health for
 * monitoring: the invariant counts, each of which must be zero, and the pending wallet
 * operations by age.
 */
export function registerWalletOps(app: FastifyInstance, platform: Platform): void {
  const e = walletOpsEndpoints;
  const { db } = platform;

  registerEndpoint(
    app,
    e.opsMode,
    async ({ merchant }) => ({ mode: await storedWalletMode(db, merchant.id) }),
    ungated,
  );

  registerEndpoint(
    app,
    e.opsModeSet,
    async ({ input, merchant, operator, request }) => {
      const act = actOf(request, merchant, operator);
      const before = await db.transaction(async (tx) => {
        const previous = await setWalletMode(tx, merchant.id, input.mode);
        await recordAudit(tx, {
          merchantId: merchant.id,
          operatorId: act.operator.operatorId,
          action: 'wallet_mode',
          ip: act.ip,
          detail: { before: previous, after: input.mode },
        });
        return previous;
      });
      await platform.directory.invalidate(merchant.id);
      act.log.info(
        { ops: 'wallet-mode', merchant: merchant.code, before, mode: input.mode },
        'operator change',
      );
      return { mode: input.mode };
    },
    ungated,
  );

  registerEndpoint(
    app,
    e.opsHealth,
    async ({ merchant }) => {
      const [pending] = await db.query<{ total: number; old: number }>(
        `select count(*)::int as total,
           (count(*) filter (where created_at < now() - make_interval(secs => $2)))::int as old
         from wallet_op where merchant_id = $1 and state = 'pending'`,
        [merchant.id, platform.config.wallet.recoveryAfterSeconds],
      );
      return {
        invariants: { ...(await invariantCounts(db, merchant.id)) },
        pending: pending?.total ?? 0,
        pendingOlderThanRecovery: pending?.old ?? 0,
      };
    },
    ungated,
  );
}
