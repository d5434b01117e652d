import { agentEndpoints } from '@portal/contract/agent';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/contract-routes.ts';
import type { Platform } from '../../platform.ts';
import { memberType } from '../session/policies.ts';
import { agentSettings } from './agent-settings.ts';
import { downlineRow } from './downline-row.ts';
import { askingAgent, teamMember } from './team-scope.ts';

/**
 * GET /wps/agent/downline: one team member at any depth, with its all-time money figures and
 * what the asking agent may do to it. Only a direct downline can be changed, locked or sent
 * money (deeper ones belong to their own upline); a member type is not offered to an agent
 * that still has downlines, since the change would be refused.
 */
export function registerDownlineSummary(app: FastifyInstance, platform: Platform): void {
  const { db } = platform;
  registerEndpoint(app, agentEndpoints.downline, async ({ input, merchant, session }) => {
    const agent = await askingAgent(db, platform, session);
    const member = await teamMember(db, agent, input.account);
    const [row, settings, figures] = await Promise.all([
      downlineRow(db, platform, merchant, agent, member.id),
      agentSettings(db, platform, merchant),
      db.query<{
        withdrawals: bigint;
        payout: bigint;
        profit: bigint;
        first_deposit_at: Date | null;
        prize_group: number | null;
      }>(
        // Withdrawn net of refunds; a pending withdrawal counts, its money has left the wallet.
        `select
           coalesce((select -sum(e.amount) from ledger_entry e join ledger_txn x on x.id = e.txn_id
                     where e.account_id = a.id
                       and x.kind in ('withdrawal', 'withdrawal_refund')), 0)::int8 as withdrawals,
           bets.payout, bets.profit,
           (select min(x.created_at) from ledger_entry e join ledger_txn x on x.id = e.txn_id
             where e.account_id = a.id and x.kind = 'deposit' and e.amount > 0) as first_deposit_at,
           m.prize_group
         from member m
         left join ledger_account a on a.merchant_id = m.merchant_id and a.owner_member_id = m.id
           and a.kind = 'main' and a.currency = $3
         cross join lateral (
           select coalesce(sum(b.payout), 0)::int8 as payout,
             coalesce(sum(b.payout - b.stake), 0)::int8 as profit
           from bet b where b.member_id = m.id and b.status = 'settled') bets
         where m.merchant_id = $1 and m.id = $2`,
        [merchant.id, member.id, merchant.currency],
      ),
    ]);
    const {
      withdrawals,
      payout,
      profit,
      first_deposit_at: firstDepositAt,
      prize_group,
    } = figures[0]!;
    const direct = member.depth === 1;
    const changeType =
      direct && settings.changeType
        ? settings.downlineTypes.filter(
            (type) => type !== member.type && !(type === memberType && row.teamSize > 0),
          )
        : [];
    const { money } = merchant;
    return {
      downline: row,
      withdrawals: money.format(withdrawals),
      payout: money.format(payout),
      profit: money.format(profit),
      firstDepositAt: firstDepositAt?.toISOString() ?? null,
      prizeGroup: prize_group,
      actions: { changeType, lock: direct && settings.lockDownline, transfer: direct },
    };
  });
}
