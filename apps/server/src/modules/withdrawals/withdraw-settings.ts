import { withdrawalsEndpoints } from '@portal/contract/withdrawals';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/contract-routes.ts';
import type { Platform } from '../../platform.ts';
import { requireRealMember } from '../session/policies.ts';
import { listReceivingAccounts } from './receiving-accounts.ts';
import { withdrawable } from './withdrawable.ts';
import { memberWithdrawLimits } from './withdraw-limits.ts';
import { listWithdrawals } from './withdrawal-view.ts';
import { hasWithdrawPassword } from './withdraw-password.ts';

/**
 * GET /wps/wallet/withdraw/settings (everything the withdraw page needs) and
 * GET /wps/wallet/withdrawals (the member's withdrawals, newest first).
 */
export function registerWithdrawReads(app: FastifyInstance, platform: Platform): void {
  const { db, config } = platform;
  registerEndpoint(app, withdrawalsEndpoints.withdrawSettings, async ({ merchant, session }) => {
    const s = session!;
    requireRealMember(s);
    const limits = await memberWithdrawLimits(platform, merchant, s.memberId);
    const funds = await withdrawable(db, {
      merchantId: merchant.id,
      memberId: s.memberId,
      currency: merchant.currency,
    });
    return {
      currency: merchant.currency,
      hasWithdrawPassword: await hasWithdrawPassword(db, merchant.id, s.memberId),
      available: merchant.money.format(funds.available),
      pendingTotal: merchant.money.format(funds.pending),
      turnoverRemaining: merchant.money.format(funds.turnover),
      minAmount: merchant.money.format(limits.min),
      maxAmount: merchant.money.format(limits.max),
      autoReceiveMinutes: config.withdrawals.autoReceiveMinutes,
      accounts: await listReceivingAccounts(db, merchant.id, s.memberId),
    };
  });

  registerEndpoint(app, withdrawalsEndpoints.withdrawals, async ({ input, merchant, session }) => {
    const s = session!;
    requireRealMember(s);
    const { list, total } = await listWithdrawals(db, merchant, s.memberId, input);
    return {
      list,
      total,
      pageNum: input.pageNo,
      totalPages: Math.ceil(total / input.pageSize),
    };
  });
}
