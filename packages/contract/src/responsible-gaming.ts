import * as z from 'zod/mini';
import { emptyInput, endpoint } from './endpoint.ts';
import { settingEndpoints } from './ops/setting-endpoints.ts';
import {
  excludeInput,
  exclusionView,
  liftDecideInput,
  liftListInput,
  liftListOutput,
  liftRequestInput,
  liftView,
  opsMemberInput,
  opsMemberOutput,
  payoutInput,
  payoutOutput,
  sessionInfo,
  setLimitInput,
  setRealityCheckInput,
  statementInput,
  statementOutput,
  statusOutput,
} from './responsible-gaming/schemas.ts';
import { responsibleGamingSetting } from './responsible-gaming/settings.ts';

/**
 * Responsible gaming (issue #21): the member's limits (deposit, loss, wager, session time, single
 * bet), cool-off and self-exclusion, the reality-check interval, the session clock and the
 * account-activity statement. Every rule is enforced by the server on every money path; every
 * figure is the brand's `responsibleGaming` setting.
 */
export const responsibleGamingEndpoints = {
  status: endpoint('responsible-gaming', 'status', {
    method: 'GET',
    path: '/wps/rg/status',
    auth: 'required',
    summary:
      'The member’s limits with usage and pending changes, exclusion, reality check, session.',
    input: emptyInput,
    output: statusOutput,
  }),
  session: endpoint('responsible-gaming', 'session', {
    method: 'GET',
    path: '/wps/rg/session',
    auth: 'required',
    summary: 'The session clock: when this login began, the previous login and the idle time.',
    input: emptyInput,
    output: sessionInfo,
  }),
  setLimit: endpoint('responsible-gaming', 'setLimit', {
    method: 'POST',
    path: '/wps/rg/limit',
    auth: 'required',
    summary:
      'Sets, lowers, raises or removes a limit: lowering applies at once, raising or removing after the brand’s cool-down.',
    input: setLimitInput,
    output: statusOutput,
  }),
  setRealityCheck: endpoint('responsible-gaming', 'setRealityCheck', {
    method: 'POST',
    path: '/wps/rg/reality-check',
    auth: 'required',
    summary:
      'Chooses how often play is interrupted by a reality check (one of the brand’s choices).',
    input: setRealityCheckInput,
    output: statusOutput,
  }),
  realityAck: endpoint('responsible-gaming', 'realityAck', {
    method: 'POST',
    path: '/wps/rg/reality-check/continue',
    auth: 'required',
    summary: 'The member read the reality check and continues: bets are taken again.',
    input: emptyInput,
    output: z.object({ continued: z.literal(true) }),
  }),
  exclude: endpoint('responsible-gaming', 'exclude', {
    method: 'POST',
    path: '/wps/rg/exclude',
    auth: 'required',
    summary:
      'Starts a cool-off or a self-exclusion: every session ends at once; it cannot be shortened by the member.',
    input: excludeInput,
    output: exclusionView,
  }),
  statement: endpoint('responsible-gaming', 'statement', {
    method: 'GET',
    path: '/wps/rg/statement',
    auth: 'required',
    summary: 'Deposits, withdrawals and net result per month, newest first.',
    input: statementInput,
    output: statementOutput,
  }),
};

const settings = settingEndpoints('responsible-gaming', 'opsSettings', {
  path: '/operator/responsible-gaming/settings',
  what: 'responsible-gaming rules (cool-down, cool-off, self-exclusion, reality check, idle time)',
  permission: 'system.write',
  schema: responsibleGamingSetting,
});

export const responsibleGamingOpsEndpoints = {
  opsSettings: settings.read,
  opsSettingsSave: settings.save,
  opsMember: endpoint('responsible-gaming', 'opsMember', {
    method: 'GET',
    path: '/operator/responsible-gaming/member',
    summary:
      'A member’s exclusion, limits, any lift waiting for a second operator, and what a payout could send.',
    auth: 'operator',
    permission: 'members.read',
    input: opsMemberInput,
    output: opsMemberOutput,
  }),
  opsLifts: endpoint('responsible-gaming', 'opsLifts', {
    method: 'GET',
    path: '/operator/responsible-gaming/lifts',
    summary: 'The brand’s lift requests in one state (pending by default), newest first.',
    auth: 'operator',
    permission: 'members.read',
    input: liftListInput,
    output: liftListOutput,
  }),
  opsLiftRequest: endpoint('responsible-gaming', 'opsLiftRequest', {
    method: 'POST',
    path: '/operator/responsible-gaming/lift',
    summary:
      'Asks to lift a member’s cool-off or self-exclusion early (a second operator decides; audited).',
    auth: 'operator',
    permission: 'members.write',
    input: liftRequestInput,
    output: liftView,
  }),
  opsLiftDecide: endpoint('responsible-gaming', 'opsLiftDecide', {
    method: 'POST',
    path: '/operator/responsible-gaming/lift/decide',
    summary:
      'Approves (the exclusion ends) or rejects a lift; never by the operator who asked (audited).',
    auth: 'operator',
    permission: 'approvals.decide',
    input: liftDecideInput,
    output: liftView,
  }),
  /**
   * A cooled-off or self-excluded member cannot log in but may still take the money out: the
   * member asks customer service, and an operator who may decide withdrawals creates the
   * withdrawal on the member's behalf. It goes to one of the member's own receiving accounts
   * only, is held from the balance like any withdrawal and always waits in `review` for the
   * normal operator review (four eyes above the brand's threshold).
   */
  opsPayout: endpoint('responsible-gaming', 'opsPayout', {
    method: 'POST',
    path: '/operator/responsible-gaming/payout',
    summary:
      'Pays an excluded member’s withdrawable balance (or part) out to one of the member’s receiving accounts; the withdrawal then waits for review (audited).',
    auth: 'operator',
    permission: 'withdrawals.decide',
    idempotent: true,
    input: payoutInput,
    output: payoutOutput,
  }),
};
