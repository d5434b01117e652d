import { dayOf, zoneMidnight } from '@portal/contract/day-range';
import { agentEndpoints } from '@portal/contract/agent';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/db.ts';
import { AppError } from '../../http/app-error.ts';
import { registerEndpoint } from '../../http/contract-routes.ts';
import type { Merchant } from '../../merchant/merchant.ts';
import type { Platform } from '../../platform.ts';
import { recordAudit } from '../audit/audit-log.ts';
import {
  IdempotencyConflict,
  InsufficientFunds,
  mainBalance,
  memberAccount,
  postTransfer,
} from '../ledger/ledger.ts';
import { requireRealMember } from '../session/policies.ts';
import { idempotent } from '../wallet/idempotent-request.ts';
import { publishBalance } from '../wallet/wallet-services.ts';
import { amountMinor, lockAccounts } from '../wallet/wallet-money.ts';
import { withdrawable } from '../withdrawals/withdrawable.ts';
import { checkWithdrawPassword } from '../withdrawals/withdraw-password.ts';
import { agentSettings } from './agent-settings.ts';
import { askingAgent, directDownline, type AgentRef } from './team-scope.ts';

/** What the agent sent to downlines since the start of the merchant's calendar day. */
async function sentToday(
  q: Queryable,
  platform: Pick<Platform, 'clock'>,
  merchant: Merchant,
  agentAccountId: bigint,
): Promise<bigint> {
  const today = dayOf(platform.clock.now(), merchant.timeZone);
  const since = new Date(zoneMidnight(merchant.timeZone, Date.parse(`${today}T00:00:00Z`)));
  const [row] = await q.query<{ total: bigint }>(
    `select coalesce(-sum(e.amount), 0)::int8 as total
     from ledger_entry e join ledger_txn t on t.id = e.txn_id
     where e.account_id = $1 and e.amount < 0 and t.kind = 'downline_transfer'
       and t.created_at >= $2`,
    [agentAccountId.toString(), since],
  );
  return row?.total ?? 0n;
}

/**
 * GET /wps/agent/transferDownline (what may be sent, the brand's limits, what went out today)
 * and POST (idempotent): moves money from the agent's main wallet to a direct downline's in one
 * ledger transaction of kind `downline_transfer`, after the withdrawal password, as the transfer
 * to the upline does the other way. What may be sent is what may be withdrawn; the brand's
 * per-transfer minimum and maximum are checked first, the daily maximum (the merchant's calendar
 * day) under the agent's wallet lock, so concurrent transfers cannot pass it together.
 */
export function registerTransferDownline(app: FastifyInstance, platform: Platform): void {
  const { db } = platform;

  registerEndpoint(app, agentEndpoints.transferDownlineInfo, async ({ merchant, session }) => {
    const agent = await askingAgent(db, platform, session);
    requireRealMember(session!);
    const ref = { merchantId: merchant.id, memberId: agent.agentId, currency: merchant.currency };
    const [settings, funds, account] = await Promise.all([
      agentSettings(db, platform, merchant),
      withdrawable(db, ref),
      memberAccount(db, ref),
    ]);
    const { min, max, dailyMax } = settings.transferDownline;
    const { format } = merchant.money;
    return {
      available: format(funds.available),
      min: format(min),
      max: max === null ? null : format(max),
      dailyMax: dailyMax === null ? null : format(dailyMax),
      sentToday: format(await sentToday(db, platform, merchant, account)),
    };
  });

  registerEndpoint(
    app,
    agentEndpoints.transferDownline,
    async ({ input, merchant, session, idempotencyKey, language, request }) => {
      const agent = await askingAgent(db, platform, session);
      requireRealMember(session!);
      const amount = amountMinor(input.amount, merchant, language);
      const target = await directDownline(db, agent, input.account);
      const { min, max } = (await agentSettings(db, platform, merchant)).transferDownline;
      if (amount < min) throw new AppError('amount_below_minimum');
      if (max !== null && amount > max) throw new AppError('amount_above_maximum');
      await checkWithdrawPassword(platform, session!, input.withdrawPassword);
      return idempotent(
        db,
        {
          merchantId: merchant.id,
          memberId: agent.agentId,
          key: idempotencyKey!,
          endpoint: agentEndpoints.transferDownline.id,
          request: { to: target.id, amount },
          waitMs: 5000,
        },
        async () => {
          await send(merchant, agent, input.account, amount, idempotencyKey!, request.ip);
          publishBalance(platform, merchant, agent.agentId);
          publishBalance(platform, merchant, target.id);
          return {
            balance: merchant.money.format(
              await mainBalance(db, {
                merchantId: merchant.id,
                memberId: agent.agentId,
                currency: merchant.currency,
              }),
            ),
            currency: merchant.currency,
            currencySymbol: merchant.currencySymbol,
          };
        },
      );
    },
  );

  /** The transfer in one transaction, the downline checked again under the wallet locks. */
  async function send(
    merchant: Merchant,
    agent: AgentRef,
    account: string,
    amount: bigint,
    key: string,
    ip: string,
  ): Promise<void> {
    const ref = { merchantId: merchant.id, memberId: agent.agentId, currency: merchant.currency };
    try {
      await db.transaction(async (tx) => {
        const target = await directDownline(tx, agent, account);
        const from = await memberAccount(tx, ref);
        const to = await memberAccount(tx, { ...ref, memberId: target.id });
        await lockAccounts(tx, [from, to]);
        const funds = await withdrawable(tx, ref);
        if (amount > funds.available) throw new AppError('insufficient_funds');
        const { dailyMax } = (await agentSettings(tx, platform, merchant)).transferDownline;
        if (
          dailyMax !== null &&
          (await sentToday(tx, platform, merchant, from)) + amount > dailyMax
        )
          throw new AppError('daily_limit_exceeded');
        // Replayed by a second runner of the same key (see `idempotent`): posted once.
        const posted = await postTransfer(tx, {
          merchantId: merchant.id,
          kind: 'downline_transfer',
          idempotencyKey: `downline:${agent.agentId}:${key}`,
          entries: [
            { accountId: from, amount: -amount },
            { accountId: to, amount },
          ],
        });
        if (posted.replayed) return;
        await recordAudit(tx, {
          merchantId: merchant.id,
          memberId: target.id,
          action: 'downline_transfer',
          ip,
          detail: { agent: agent.account, amount: merchant.money.format(amount), key },
        });
      });
    } catch (err) {
      if (err instanceof InsufficientFunds) throw new AppError('insufficient_funds');
      if (err instanceof IdempotencyConflict) throw new AppError('idempotency_mismatch');
      throw err;
    }
  }
}
