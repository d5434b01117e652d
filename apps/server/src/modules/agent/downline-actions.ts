import { agentEndpoints } from '@portal/contract/agent';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/app-error.ts';
import { registerEndpoint } from '../../http/contract-routes.ts';
import type { Platform } from '../../platform.ts';
import { recordAudit } from '../audit/audit-log.ts';
import { memberType } from '../session/policies.ts';
import { agentSettings } from './agent-settings.ts';
import { checkDownlineType } from './downline-rules.ts';
import { downlineRow } from './downline-row.ts';
import { askingAgent, directDownline } from './team-scope.ts';

/**
 * What an agent may change on a direct downline, each where the brand allows it
 * (`agentCentre.changeType`, `agentCentre.lockDownline`; else 403 `feature_disabled`), audited
 * on the downline with the agent's account.
 *
 * POST /wps/agent/downline/type: member to agent type and back, within the brand's list. An
 * agent with downlines stays an agent (409 `downline_has_team`): its team would be left without
 * an upline that can manage it.
 *
 * POST /wps/agent/downline/lock: locks or unlocks the downline's login. Locking ends every
 * session of the downline in the same transaction, as a password change does, and login refuses
 * it with `account_locked` until unlocked.
 */
export function registerDownlineActions(app: FastifyInstance, platform: Platform): void {
  const { db, sessionStore } = platform;

  registerEndpoint(
    app,
    agentEndpoints.changeDownlineType,
    async ({ input, merchant, session, request }) => {
      const agent = await askingAgent(db, platform, session);
      const target = await directDownline(db, agent, input.account);
      const settings = await agentSettings(db, platform, merchant);
      if (!settings.changeType) throw new AppError('feature_disabled');
      checkDownlineType(settings, input.type);
      await db.transaction(async (tx) => {
        // FOR UPDATE waits for registrations under this account that are being written (their
        // foreign key holds a key-share lock on it), so the team check below sees them.
        const [row] = await tx.query<{ type: number }>(
          `select type::int as type from member
           where merchant_id = $1 and id = $2 and parent_agent_id = $3 for update`,
          [merchant.id, target.id, agent.agentId],
        );
        if (!row) throw new AppError('not_found');
        if (row.type === input.type) return;
        if (input.type === memberType) {
          const [team] = await tx.query<{ has: boolean }>(
            'select exists (select 1 from agent_tree where ancestor_id = $1) as has',
            [target.id],
          );
          if (team?.has) throw new AppError('downline_has_team');
        }
        await tx.query('update member set type = $2 where id = $1', [target.id, input.type]);
        await recordAudit(tx, {
          merchantId: merchant.id,
          memberId: target.id,
          action: 'downline_type_change',
          ip: request.ip,
          detail: { agent: agent.account, from: row.type, to: input.type },
        });
      });
      return downlineRow(db, platform, merchant, agent, target.id);
    },
  );

  registerEndpoint(
    app,
    agentEndpoints.lockDownline,
    async ({ input, merchant, session, request }) => {
      const agent = await askingAgent(db, platform, session);
      const target = await directDownline(db, agent, input.account);
      if (!(await agentSettings(db, platform, merchant)).lockDownline)
        throw new AppError('feature_disabled');
      const ended = await db.transaction(async (tx) => {
        const [row] = await tx.query(
          `update member set login_locked = $4
           where merchant_id = $1 and id = $2 and parent_agent_id = $3 returning id`,
          [merchant.id, target.id, agent.agentId, input.locked],
        );
        if (!row) throw new AppError('not_found');
        const endedSessions = input.locked
          ? await sessionStore.endAllOf(tx, merchant.id, target.id, 'locked')
          : [];
        await recordAudit(tx, {
          merchantId: merchant.id,
          memberId: target.id,
          action: 'downline_lock',
          ip: request.ip,
          detail: {
            agent: agent.account,
            locked: input.locked,
            sessionsEnded: endedSessions.length,
          },
        });
        return endedSessions;
      });
      await sessionStore.forget(ended);
      return downlineRow(db, platform, merchant, agent, target.id);
    },
  );
}
