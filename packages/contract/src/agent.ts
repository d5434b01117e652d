import * as z from 'zod/mini';
import {
  agentAnnouncementListInput,
  agentAnnouncementListOutput,
  readAnnouncementInput,
} from './agent/announcements.ts';
import {
  createLinkInput,
  disableLinkInput,
  inviteLink,
  linkListInput,
  linkListOutput,
  registerCentreOutput,
} from './agent/register-centre.ts';
import {
  downlineTransactionsInput,
  downlineTransactionsOutput,
  profitLossInput,
  profitLossOutput,
  revenueInput,
  revenueOutput,
} from './agent/reports.ts';
import {
  changeDownlineTypeInput,
  createDownlineInput,
  downlineInput,
  downlineListInput,
  downlineListOutput,
  downlineRow,
  downlineSummaryOutput,
  lockDownlineInput,
  teamOverviewInput,
  teamOverviewOutput,
} from './agent/team.ts';
import { agentCentreSetting } from './agent/ops-settings.ts';
import { transferDownlineInfoOutput, transferDownlineInput } from './agent/transfer-downline.ts';
import { emptyInput, endpoint } from './endpoint.ts';
import { settingEndpoints } from './ops/setting-endpoints.ts';
import { requiredText, text } from './text.ts';
import { balanceOutput } from './wallet.ts';

/**
 * The agent centre (spec sections 1, 2 and 6): invitation-code check, team overview, downlines,
 * register centre with invitation links, reports, transfers to downline and announcements.
 * Every call but `affiliate` needs an agent's session (403 `forbidden` otherwise) and sees only
 * the agent's own team: a downline outside it is a 404 `not_found`, as if it did not exist.
 */

export const affiliateInput = z.object({
  code: requiredText(32),
  domain: z.optional(text(255)),
});

const ok = z.object({ ok: z.literal(true) });

export const agentEndpoints = {
  affiliate: endpoint('agent', 'affiliate', {
    method: 'GET',
    path: '/wps/agent/affiliate',
    summary:
      'Check an invitation code (an agent’s own or one of its links); a valid code names the agent.',
    input: affiliateInput,
    output: z.object({ valid: z.boolean(), agentAccount: z.nullable(z.string()) }),
  }),
  teamOverview: endpoint('agent', 'teamOverview', {
    method: 'GET',
    path: '/wps/agent/team/overview',
    auth: 'required',
    summary: 'Team size and the team’s money figures over a period, with one row per day.',
    input: teamOverviewInput,
    output: teamOverviewOutput,
  }),
  downlines: endpoint('agent', 'downlines', {
    method: 'GET',
    path: '/wps/agent/downlines',
    auth: 'required',
    summary: 'Direct or all downlines, searched, sorted and paged.',
    input: downlineListInput,
    output: downlineListOutput,
  }),
  downline: endpoint('agent', 'downline', {
    method: 'GET',
    path: '/wps/agent/downline',
    auth: 'required',
    summary: 'One downline’s summary and what the agent may do to it.',
    input: downlineInput,
    output: downlineSummaryOutput,
  }),
  changeDownlineType: endpoint('agent', 'changeDownlineType', {
    method: 'POST',
    path: '/wps/agent/downline/type',
    auth: 'required',
    summary: 'Make a direct downline a member or an agent, where the policy allows.',
    input: changeDownlineTypeInput,
    output: downlineRow,
  }),
  lockDownline: endpoint('agent', 'lockDownline', {
    method: 'POST',
    path: '/wps/agent/downline/lock',
    auth: 'required',
    summary: 'Lock or unlock the login of a direct downline, when the brand allows it.',
    input: lockDownlineInput,
    output: downlineRow,
  }),
  createDownline: endpoint('agent', 'createDownline', {
    method: 'POST',
    path: '/wps/agent/downline/create',
    auth: 'required',
    encrypted: true,
    summary: 'Create a direct downline account (member or sub-agent) with a password.',
    input: createDownlineInput,
    output: downlineRow,
  }),
  registerCentre: endpoint('agent', 'registerCentre', {
    method: 'GET',
    path: '/wps/agent/registerCentre',
    auth: 'required',
    summary: 'Whether the agent may register downlines, which types and prize groups.',
    input: emptyInput,
    output: registerCentreOutput,
  }),
  links: endpoint('agent', 'links', {
    method: 'GET',
    path: '/wps/agent/links',
    auth: 'required',
    summary: 'The agent’s invitation links with their registrations.',
    input: linkListInput,
    output: linkListOutput,
  }),
  createLink: endpoint('agent', 'createLink', {
    method: 'POST',
    path: '/wps/agent/links',
    auth: 'required',
    summary: 'Create an invitation link for a downline type and prize group.',
    input: createLinkInput,
    output: inviteLink,
  }),
  disableLink: endpoint('agent', 'disableLink', {
    method: 'POST',
    path: '/wps/agent/links/disable',
    auth: 'required',
    summary: 'Disable an invitation link: it registers nobody from then on.',
    input: disableLinkInput,
    output: inviteLink,
  }),
  profitLoss: endpoint('agent', 'profitLoss', {
    method: 'GET',
    path: '/wps/agent/reports/profitLoss',
    auth: 'required',
    summary: 'Profit and loss of the agent and of each direct downline’s team (drill-down).',
    input: profitLossInput,
    output: profitLossOutput,
  }),
  revenue: endpoint('agent', 'revenue', {
    method: 'GET',
    path: '/wps/agent/reports/revenue',
    auth: 'required',
    summary: 'The team’s valid bets, payout and profit per product and per day.',
    input: revenueInput,
    output: revenueOutput,
  }),
  downlineTransactions: endpoint('agent', 'downlineTransactions', {
    method: 'GET',
    path: '/wps/agent/reports/downlineTransactions',
    auth: 'required',
    summary: 'Every main-wallet movement of one downline, by type and period.',
    input: downlineTransactionsInput,
    output: downlineTransactionsOutput,
  }),
  transferDownlineInfo: endpoint('agent', 'transferDownlineInfo', {
    method: 'GET',
    path: '/wps/agent/transferDownline',
    auth: 'required',
    summary: 'What the agent may send to its direct downlines, and the brand’s limits.',
    input: emptyInput,
    output: transferDownlineInfoOutput,
  }),
  transferDownline: endpoint('agent', 'transferDownline', {
    method: 'POST',
    path: '/wps/agent/transferDownline',
    auth: 'required',
    idempotent: true,
    summary: 'Send money from the agent’s main wallet to a direct downline’s main wallet.',
    input: transferDownlineInput,
    output: balanceOutput,
  }),
  announcements: endpoint('agent', 'announcements', {
    method: 'GET',
    path: '/wps/agent/announcements',
    auth: 'required',
    summary: 'Announcements for agents, newest first, with the agent’s read state.',
    input: agentAnnouncementListInput,
    output: agentAnnouncementListOutput,
  }),
  readAnnouncement: endpoint('agent', 'readAnnouncement', {
    method: 'POST',
    path: '/wps/agent/announcements/read',
    auth: 'required',
    summary: 'Mark an agent announcement read.',
    input: readAnnouncementInput,
    output: ok,
  }),
};

const agentCentre = settingEndpoints('agent', 'opsSettings', {
  path: '/operator/agent/settings',
  what: 'agent-centre rules (downline types, type change and lock, prize groups, transfer limits)',
  permission: 'agents.write',
  schema: agentCentreSetting,
});

/**
 * The operator's side of the agent centre (`agent/ops-settings.ts`): the brand's rules, which
 * agents see on their next call. The change is audited with the rules before and after.
 */
export const agentOpsEndpoints = {
  opsSettings: agentCentre.read,
  opsSettingsSave: agentCentre.save,
};
