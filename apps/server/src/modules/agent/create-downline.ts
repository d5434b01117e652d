import { agentEndpoints } from '@portal/contract/agent';
import { checkRule } from '@portal/contract/patterns';
import type { FastifyInstance } from 'fastify';
import { hashPassword } from '../../auth/password.ts';
import { AppError } from '../../http/app-error.ts';
import { registerEndpoint } from '../../http/contract-routes.ts';
import type { Platform } from '../../platform.ts';
import { throwIfFieldErrors } from '../accounts/field-errors.ts';
import { checkNewPassword, ruleMessage } from '../accounts/register-rules.ts';
import { recordAudit } from '../audit/audit-log.ts';
import { memberAccount } from '../ledger/ledger.ts';
import { agentSettings } from './agent-settings.ts';
import { checkDownlineType, prizeGroupToGive, prizeRangeOf } from './downline-rules.ts';
import { downlineRow } from './downline-row.ts';
import { requireAgentPolicy } from './register-centre.ts';
import { askingAgent } from './team-scope.ts';

/**
 * POST /wps/agent/downline/create (encrypted): the agent opens an account in its own downline.
 * The brand's published username and password rules apply as at registration, the type must be
 * one the brand lets agents give and the prize group within the brand's range and never above
 * the agent's own (omitted: the agent's own). One transaction writes the member, its main
 * wallet and the audit row; the account logs in with the password the agent chose.
 */
export function registerCreateDownline(app: FastifyInstance, platform: Platform): void {
  const { db, config } = platform;
  registerEndpoint(
    app,
    agentEndpoints.createDownline,
    async ({ input, merchant, session, request, language }) => {
      const agent = await askingAgent(db, platform, session);
      await requireAgentPolicy(platform, merchant);
      const settings = await agentSettings(db, platform, merchant);
      checkDownlineType(settings, input.type);
      const prizeGroup = prizeGroupToGive(
        await prizeRangeOf(db, agent.agentId, settings),
        input.prizeGroup,
      );
      const { registerRules: rules } = await platform.systemCache.get(merchant);
      const fields: Record<string, string> = {};
      if (rules.username && !checkRule(rules.username, input.account))
        fields.account = ruleMessage(rules.username, language);
      const names = { password: 'password', confirmation: 'password' };
      checkNewPassword(rules, input.password, input.password, names, language, fields);
      throwIfFieldErrors(fields);
      const [taken] = await db.query(
        'select 1 from member where merchant_id = $1 and lower(account) = lower($2)',
        [merchant.id, input.account],
      );
      if (taken) throw new AppError('username_taken');

      const hash = await hashPassword(input.password, config.passwordHashCost);
      let id: string;
      try {
        id = await db.transaction(async (tx) => {
          const [row] = await tx.query<{ id: string }>(
            `insert into member (merchant_id, account, type, parent_agent_id, prize_group,
               password_hash, password_changed_at, register_ip)
             values ($1, $2, $3, $4, $5, $6, $7, $8) returning id::text as id`,
            [
              merchant.id,
              input.account,
              input.type,
              agent.agentId,
              prizeGroup,
              hash,
              new Date(platform.clock.now()),
              request.ip,
            ],
          );
          const memberId = row!.id;
          await memberAccount(tx, {
            merchantId: merchant.id,
            memberId,
            currency: merchant.currency,
          });
          await recordAudit(tx, {
            merchantId: merchant.id,
            memberId,
            action: 'downline_create',
            ip: request.ip,
            detail: { agent: agent.account, type: input.type, prizeGroup },
          });
          return memberId;
        });
      } catch (err) {
        // Two creations racing for one name: the unique index decides.
        if ((err as { code?: string }).code === '23505') throw new AppError('username_taken');
        throw err;
      }
      return downlineRow(db, platform, merchant, agent, id);
    },
  );
}
