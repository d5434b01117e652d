import { moduleIds } from '@portal/contract/whitelabel';
import type { Queryable } from '../../db/db.ts';
import type { Merchant } from '../../merchant/merchant.ts';
import type { Platform } from '../../platform.ts';
import { moduleOn } from '../accounts/module-switches.ts';
import { accountRoles } from '../session/policies.ts';
import { agentSettings } from './agent-settings.ts';
import { linkStillAllowed, prizeRangeOf } from './downline-rules.ts';

/** The agent an invitation code registers under, and the link it came through, if any. */
export interface Invitation {
  agentId: string;
  agentAccount: string;
  link: { id: string; type: number; prizeGroup: number | null } | null;
}

/**
 * Resolves an invitation code (case-insensitive): an agent's own code, or an enabled link of the
 * register centre. A link registers nobody once disabled, once its agent is no agent any more,
 * while AGENTPOLICY3 is off (agents may not register downlines then), or when the brand's rules
 * no longer allow its type or prize group. The registration and the code check both ask here,
 * so the form never accepts a code the registration refuses.
 */
export async function invitationOf(
  q: Queryable,
  platform: Pick<Platform, 'config' | 'systemCache'>,
  merchant: Merchant,
  code: string,
): Promise<Invitation | null> {
  const roles = accountRoles(platform.config);
  const [own] = await q.query<{ id: string; account: string; type: number }>(
    `select id::text as id, account, type::int as type from member
     where merchant_id = $1 and upper(affiliate_code) = upper($2)`,
    [merchant.id, code],
  );
  if (own)
    return roles.isAgent(own.type)
      ? { agentId: own.id, agentAccount: own.account, link: null }
      : null;

  const [link] = await q.query<{
    id: string;
    type: number;
    prize_group: number | null;
    disabled: boolean;
    agent_id: string;
    account: string;
    agent_type: number;
  }>(
    `select l.id::text as id, l.target_type::int as type, l.prize_group,
       l.disabled_at is not null as disabled, m.id::text as agent_id, m.account,
       m.type::int as agent_type
     from agent_link l join member m on m.id = l.agent_id
     where l.merchant_id = $1 and upper(l.code) = upper($2)`,
    [merchant.id, code],
  );
  if (!link || link.disabled || !roles.isAgent(link.agent_type)) return null;
  if (!(await moduleOn(platform, merchant, moduleIds.agentPolicy))) return null;
  const settings = await agentSettings(q, platform, merchant);
  const allowed = linkStillAllowed(settings, await prizeRangeOf(q, link.agent_id, settings), {
    type: link.type,
    prizeGroup: link.prize_group,
  });
  if (!allowed) return null;
  return {
    agentId: link.agent_id,
    agentAccount: link.account,
    link: { id: link.id, type: link.type, prizeGroup: link.prize_group },
  };
}
