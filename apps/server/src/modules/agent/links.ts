import { randomBytes } from 'node:crypto';
import { agentEndpoints } from '@portal/contract/agent';
import type { InviteLink } from '@portal/contract/agent/register-centre';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/db.ts';
import { AppError } from '../../http/app-error.ts';
import { registerEndpoint } from '../../http/contract-routes.ts';
import type { Platform } from '../../platform.ts';
import { pageOf } from '../histories/day-range.ts';
import { accountRoles } from '../session/policies.ts';
import { agentSettings } from './agent-settings.ts';
import { checkDownlineType, prizeGroupToGive, prizeRangeOf } from './downline-rules.ts';
import { requireAgentPolicy } from './register-centre.ts';
import { askingAgent, type AgentRef } from './team-scope.ts';

/** 32 symbols without the look-alikes 0/O and 1/I: a byte modulo 32 is unbiased. */
const codeAlphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** 12 symbols: 60 random bits, beyond guessing through the rate-limited code check. */
const codeLength = 12;

function newLinkCode(): string {
  return Array.from(randomBytes(codeLength), (b) => codeAlphabet[b % 32]).join('');
}

interface LinkRow {
  id: string;
  code: string;
  type: number;
  prize_group: number | null;
  registrations: number;
  created_at: Date;
  disabled: boolean;
}

const linkColumns = `l.id::text as id, l.code, l.target_type::int as type, l.prize_group,
  (select count(*) from member r where r.invite_link_id = l.id)::int as registrations,
  l.created_at, l.disabled_at is not null as disabled`;

/** The agent's links, newest first, or the one of `id`. */
async function linksOf(
  q: Queryable,
  agent: AgentRef,
  page: { limit: number; offset: number; id?: string },
): Promise<LinkRow[]> {
  return q.query<LinkRow>(
    `select ${linkColumns} from agent_link l
     where l.merchant_id = $1 and l.agent_id = $2 and ($3::bigint is null or l.id = $3)
     order by l.id desc limit $4 offset $5`,
    [agent.merchantId, agent.agentId, page.id ?? null, page.limit, page.offset],
  );
}

/**
 * The register centre's invitation links: GET /wps/agent/links (with the registrations each
 * brought, from `member.invite_link_id`), POST /wps/agent/links to create one for a type and
 * prize group the agent may give (omitted group: the agent's own), POST
 * /wps/agent/links/disable. A code is random and unique, case-insensitively, among links and
 * agents' own codes, which share the registration form's one field.
 */
export function registerLinks(app: FastifyInstance, platform: Platform): void {
  const { db } = platform;
  const roles = accountRoles(platform.config);
  const wire = (row: LinkRow): InviteLink => ({
    id: row.id,
    code: row.code,
    type: row.type,
    isAgent: roles.isAgent(row.type),
    prizeGroup: row.prize_group,
    registrations: row.registrations,
    createdAt: row.created_at.toISOString(),
    disabled: row.disabled,
  });

  registerEndpoint(app, agentEndpoints.links, async ({ input, session }) => {
    const agent = await askingAgent(db, platform, session);
    const [count] = await db.query<{ n: number }>(
      'select count(*)::int as n from agent_link where merchant_id = $1 and agent_id = $2',
      [agent.merchantId, agent.agentId],
    );
    const rows = await linksOf(db, agent, {
      limit: input.pageSize,
      offset: (input.pageNo - 1) * input.pageSize,
    });
    return { list: rows.map(wire), ...pageOf(count?.n ?? 0, input) };
  });

  registerEndpoint(app, agentEndpoints.createLink, async ({ input, merchant, session }) => {
    const agent = await askingAgent(db, platform, session);
    await requireAgentPolicy(platform, merchant);
    const settings = await agentSettings(db, platform, merchant);
    checkDownlineType(settings, input.type);
    const range = await prizeRangeOf(db, agent.agentId, settings);
    const prizeGroup = prizeGroupToGive(range, input.prizeGroup);
    // A clash is all but impossible at 60 bits; the loop only keeps one from being an error.
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const [created] = await db.query<{ id: string }>(
        `insert into agent_link (merchant_id, agent_id, code, target_type, prize_group)
         select $1, $2, $3, $4, $5
         where not exists (select 1 from member
                           where merchant_id = $1 and upper(affiliate_code) = upper($3))
         on conflict do nothing returning id::text as id`,
        [merchant.id, agent.agentId, newLinkCode(), input.type, prizeGroup],
      );
      if (created) {
        const [row] = await linksOf(db, agent, { limit: 1, offset: 0, id: created.id });
        return wire(row!);
      }
    }
    throw new Error('no free invitation code after 5 attempts');
  });

  registerEndpoint(app, agentEndpoints.disableLink, async ({ input, merchant, session }) => {
    const agent = await askingAgent(db, platform, session);
    await requireAgentPolicy(platform, merchant);
    const [done] = await db.query(
      `update agent_link set disabled_at = coalesce(disabled_at, now())
       where merchant_id = $1 and agent_id = $2 and id = $3 returning id`,
      [merchant.id, agent.agentId, input.id],
    );
    if (!done) throw new AppError('not_found');
    const [row] = await linksOf(db, agent, { limit: 1, offset: 0, id: input.id });
    return wire(row!);
  });
}
