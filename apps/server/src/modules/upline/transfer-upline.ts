import { uplineEndpoints } from '@portal/contract/upline';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/app-error.ts';
import { registerEndpoint } from '../../http/contract-routes.ts';
import type { Platform } from '../../platform.ts';
import {
  IdempotencyConflict,
  InsufficientFunds,
  mainBalance,
  memberAccount,
  postTransfer,
} from '../ledger/ledger.ts';
import { requireRealMember } from '../session/policies.ts';
import { idempotent } from '../wallet/idempotent-request.ts';
import type { MemberRef } from '../withdrawals/turnover.ts';
import { publishBalance } from '../wallet/wallet-services.ts';
import { amountMinor, lockAccounts } from '../wallet/wallet-money.ts';
import { withdrawable } from '../withdrawals/withdrawable.ts';
import { checkWithdrawPassword } from '../withdrawals/withdraw-password.ts';
import { uplineOf } from './upline-of.ts';

/**
 * GET /wps/wallet/transferUpline (the upline and what may be sent) and POST (idempotent): moves
 * money from the member's main wallet to the upline agent's main wallet in one ledger
 * transaction of kind `upline_transfer`, after the withdrawal password. What may be sent is
 * what may be withdrawn: the balance net of open turnover. The answer (the member's balance
 * after) is kept for replays of the key (`idempotent`); the password is checked first.
 */
export function registerTransferUpline(app: FastifyInstance, platform: Platform): void {
  const { db } = platform;
  registerEndpoint(app, uplineEndpoints.transferUplineInfo, async ({ merchant, session }) => {
    const s = session!;
    requireRealMember(s);
    const upline = await uplineOf(db, platform, merchant.id, s.memberId);
    const funds = await withdrawable(db, {
      merchantId: merchant.id,
      memberId: s.memberId,
      currency: merchant.currency,
    });
    return {
      upline: upline ? { account: upline.account } : null,
      available: merchant.money.format(funds.available),
    };
  });

  registerEndpoint(
    app,
    uplineEndpoints.transferUpline,
    async ({ input, merchant, session, idempotencyKey, language }) => {
      const s = session!;
      requireRealMember(s);
      const amount = amountMinor(input.amount, merchant, language);
      const member = { merchantId: merchant.id, memberId: s.memberId, currency: merchant.currency };
      if (!(await uplineOf(db, platform, merchant.id, s.memberId))) throw new AppError('no_upline');
      await checkWithdrawPassword(platform, s, input.withdrawPassword);
      return idempotent(
        db,
        {
          merchantId: merchant.id,
          memberId: s.memberId,
          key: idempotencyKey!,
          endpoint: uplineEndpoints.transferUpline.id,
          request: { amount },
          waitMs: 5000,
        },
        async () => {
          const uplineId = await send(member, amount, idempotencyKey!);
          publishBalance(platform, merchant, s.memberId);
          publishBalance(platform, merchant, uplineId);
          return {
            balance: merchant.money.format(await mainBalance(db, member)),
            currency: merchant.currency,
            currencySymbol: merchant.currencySymbol,
          };
        },
      );
    },
  );

  /** The transfer in one transaction; returns the upline's member id. */
  async function send(member: MemberRef, amount: bigint, key: string): Promise<string> {
    try {
      return await db.transaction(async (tx) => {
        const upline = await uplineOf(tx, platform, member.merchantId, member.memberId);
        if (!upline) throw new AppError('no_upline');
        const from = await memberAccount(tx, member);
        const to = await memberAccount(tx, { ...member, memberId: upline.id });
        await lockAccounts(tx, [from, to]);
        const funds = await withdrawable(tx, member);
        if (amount > funds.available) throw new AppError('insufficient_funds');
        // Replayed by a second runner of the same key (see `idempotent`): posted once.
        await postTransfer(tx, {
          merchantId: member.merchantId,
          kind: 'upline_transfer',
          idempotencyKey: `upline:${member.memberId}:${key}`,
          entries: [
            { accountId: from, amount: -amount },
            { accountId: to, amount },
          ],
        });
        return upline.id;
      });
    } catch (err) {
      if (err instanceof InsufficientFunds) throw new AppError('insufficient_funds');
      if (err instanceof IdempotencyConflict) throw new AppError('idempotency_mismatch');
      throw err;
    }
  }
}
