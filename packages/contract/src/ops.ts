import * as z from 'zod/mini';
import { emptyInput, endpoint } from './endpoint.ts';
import { pageNo, pageOut, pageSize } from './game-card.ts';
import { moneyString } from './money.ts';
import { opsPermissions, opsRoles } from './ops/roles.ts';
import { requiredSecret, requiredText, text } from './text.ts';

/**
 * The operator API (docs/decisions/0018-operator-accounts.md): named operator accounts with a
 * password and a mandatory TOTP second factor, their own sessions, roles with permissions, and
 * the audit log's hash chain. Calls act on the request's merchant (its host or `X-Merchant`);
 * a merchant operator may act on its own merchant only.
 */

export const opsRole = z.enum(opsRoles);
export const opsPermission = z.enum(opsPermissions);

/** Operator usernames: 3-32 of a-z, 0-9, `.`, `_`, `-`, unique on the deployment. */
export const operatorUsername = z
  .string()
  .check(z.trim(), z.toLowerCase(), z.regex(/^[a-z0-9._-]{3,32}$/u, 'field_invalid'));

/** A new operator password: 10-128 characters with at least one letter and one digit. */
export const operatorPassword = requiredSecret(128).check(
  z.minLength(10, 'operator_password_rule'),
  z.regex(/\p{L}/u, 'operator_password_rule'),
  z.regex(/[0-9]/u, 'operator_password_rule'),
);

/** A TOTP code (6 digits) or a recovery code (`xxxxx-xxxxx`), as typed. */
export const secondFactorCode = requiredText(32, 'totp_invalid');

export const opsLoginInput = z.object({
  username: requiredText(64),
  password: requiredSecret(128),
});

export const opsLoginOutput = z.object({
  /** Good for the second-factor call only, for a few minutes. */
  ticket: z.string(),
  /** `enrol`: no authenticator yet; the code of the one set up from `enrolment` finishes it. */
  stage: z.enum(['totp', 'enrol']),
  /** The new authenticator's secret (base32) and its `otpauth://` URI, while enrolling. */
  enrolment: z.nullable(z.object({ secret: z.string(), uri: z.string() })),
});
export type OpsLoginOutput = z.infer<typeof opsLoginOutput>;

export const opsSecondFactorInput = z.object({
  ticket: requiredText(128),
  code: secondFactorCode,
});

/** The operator as the console shows it. */
export const operatorView = z.object({
  id: z.string(),
  username: z.string(),
  role: opsRole,
  /** The merchant's code; null for a platform operator. */
  merchant: z.nullable(z.string()),
  locked: z.boolean(),
  secondFactor: z.boolean(),
  lastLoginAt: z.nullable(z.string()),
  createdAt: z.string(),
});
export type OperatorView = z.infer<typeof operatorView>;

/** The brand the console acts on (the request's merchant), as its forms need it. */
export const opsBrandView = z.object({
  code: z.string(),
  name: z.string(),
  /** The languages its players read, the default first; content forms offer these. */
  languages: z.array(z.string()),
  currency: z.string(),
  timeZone: z.string(),
});
export type OpsBrandView = z.infer<typeof opsBrandView>;

export const opsMeOutput = z.object({
  operator: operatorView,
  permissions: z.array(opsPermission),
  brand: opsBrandView,
});
export type OpsMeOutput = z.infer<typeof opsMeOutput>;

export const opsSecondFactorOutput = z.object({
  /** The operator session's bearer token. */
  token: z.string(),
  me: opsMeOutput,
  /** Shown once, after an enrolment: each logs in once in place of a TOTP code. */
  recoveryCodes: z.array(z.string()),
});
export type OpsSecondFactorOutput = z.infer<typeof opsSecondFactorOutput>;

export const opsPasswordInput = z.object({
  oldPassword: requiredSecret(128),
  newPassword: operatorPassword,
});

export const operatorListOutput = z.object({ items: z.array(operatorView) });

export const operatorCreateInput = z.object({
  username: operatorUsername,
  password: operatorPassword,
  role: opsRole,
  /**
   * True: a platform operator (only platform operators create them); false: an operator of the
   * request's merchant.
   */
  platform: z._default(z.boolean(), false),
});

/** The first platform owner of a fresh install (`POST /ops/operators/bootstrap`, OPS_TOKEN). */
export const operatorBootstrapInput = z.object({
  username: operatorUsername,
  password: operatorPassword,
});

export const operatorUpdateInput = z.object({
  id: requiredText(20),
  role: z.optional(opsRole),
  locked: z.optional(z.boolean()),
  /** Drops the authenticator and recovery codes: the next login enrols a new one. */
  resetSecondFactor: z.optional(z.boolean()),
});

export const auditRow = z.object({
  id: z.string(),
  action: z.string(),
  memberId: z.nullable(z.string()),
  /** The operator's username, for an operator's action. */
  operator: z.nullable(z.string()),
  ip: z.nullable(z.string()),
  detail: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});

export const auditListInput = z.object({
  pageNo,
  pageSize: pageSize(50, 200),
  action: z.optional(text(40)),
});

export const auditListOutput = z.object({ ...pageOut, items: z.array(auditRow) });

export const auditVerifyOutput = z.object({
  /** Rows walked, oldest first. */
  checked: z.number().check(z.int(), z.minimum(0)),
  /** The first row whose link or content does not match; null: the chain is whole. */
  brokenAt: z.nullable(z.string()),
});
export type AuditVerifyOutput = z.infer<typeof auditVerifyOutput>;

export const approvalStates = ['pending', 'approved', 'rejected'] as const;

export const approvalKinds = [
  'balance_adjustment',
  /** Lets a withdrawal above the four-eyes threshold go to the payout. */
  'withdrawal_payout',
  /** Resolves a disputed withdrawal: `amount` back to the member (zero: the dispute refused). */
  'withdrawal_dispute',
  /** An operator bonus above the brand's four-eyes threshold: the decision gives it. */
  'bonus_grant',
] as const;

/** A four-eyes request: a money action one operator asked for and another decides. */
export const approvalView = z.object({
  id: z.string(),
  kind: z.enum(approvalKinds),
  state: z.enum(approvalStates),
  memberId: z.string(),
  memberAccount: z.string(),
  /** The withdrawal a `withdrawal_*` request acts on. */
  withdrawalId: z.nullable(z.string()),
  /**
   * Signed: a credit to the member's main wallet, or a debit (an adjustment); the withdrawal's
   * amount (a payout); what goes back to the member (a dispute).
   */
  amount: moneyString,
  reason: z.string(),
  requestedBy: z.string(),
  requestedAt: z.string(),
  decidedBy: z.nullable(z.string()),
  decidedAt: z.nullable(z.string()),
  remark: z.nullable(z.string()),
});
export type ApprovalView = z.infer<typeof approvalView>;

export const adjustBalanceInput = z.object({
  memberId: z.string().check(z.trim(), z.regex(/^[0-9]{1,18}$/u, 'field_invalid')),
  /** Signed decimal in the brand's currency, not zero. */
  amount: moneyString,
  reason: requiredText(500),
});

export const approvalListInput = z.object({
  pageNo,
  pageSize: pageSize(20, 100),
  state: z.optional(z.enum(approvalStates)),
});

export const approvalListOutput = z.object({ ...pageOut, items: z.array(approvalView) });

export const approvalDecideInput = z.object({
  id: z.string().check(z.trim(), z.regex(/^[0-9]{1,18}$/u, 'field_invalid')),
  decision: z.enum(['approve', 'reject']),
  remark: z._default(text(500), ''),
});

export const opsEndpoints = {
  login: endpoint('ops', 'login', {
    method: 'POST',
    path: '/operator/session/login',
    summary: 'Operator login, first factor: a ticket for the TOTP code (or for enrolling one).',
    input: opsLoginInput,
    output: opsLoginOutput,
  }),
  secondFactor: endpoint('ops', 'secondFactor', {
    method: 'POST',
    path: '/operator/session/second-factor',
    summary: 'Operator login, second factor: a TOTP or recovery code opens the session.',
    input: opsSecondFactorInput,
    output: opsSecondFactorOutput,
  }),
  logout: endpoint('ops', 'logout', {
    method: 'POST',
    path: '/operator/session/logout',
    summary: 'Ends the operator session.',
    auth: 'operator',
    input: emptyInput,
    output: z.object({ ended: z.literal(true) }),
  }),
  me: endpoint('ops', 'me', {
    method: 'GET',
    path: '/operator/session/me',
    summary: 'The operator of the session and its permissions.',
    auth: 'operator',
    input: emptyInput,
    output: opsMeOutput,
  }),
  password: endpoint('ops', 'password', {
    method: 'POST',
    path: '/operator/session/password',
    summary: "Changes the operator's own password; its other sessions end.",
    auth: 'operator',
    input: opsPasswordInput,
    output: z.object({ changed: z.literal(true) }),
  }),
  operators: endpoint('ops', 'operators', {
    method: 'GET',
    path: '/operator/operators',
    summary: "The merchant's operators (and, for a platform operator, the platform's).",
    auth: 'operator',
    permission: 'operators.manage',
    input: emptyInput,
    output: operatorListOutput,
  }),
  operatorCreate: endpoint('ops', 'operatorCreate', {
    method: 'POST',
    path: '/operator/operators/create',
    summary: 'Creates an operator account; it enrols its authenticator at its first login.',
    auth: 'operator',
    permission: 'operators.manage',
    input: operatorCreateInput,
    output: operatorView,
  }),
  operatorUpdate: endpoint('ops', 'operatorUpdate', {
    method: 'POST',
    path: '/operator/operators/update',
    summary: "Changes an operator's role, locks or unlocks it, or resets its second factor.",
    auth: 'operator',
    permission: 'operators.manage',
    input: operatorUpdateInput,
    output: operatorView,
  }),
  adjustBalance: endpoint('ops', 'adjustBalance', {
    method: 'POST',
    path: '/operator/members/adjust-balance',
    summary: "Asks for a manual change of a member's main balance; another operator decides it.",
    auth: 'operator',
    permission: 'money.adjust',
    input: adjustBalanceInput,
    output: approvalView,
  }),
  approvals: endpoint('ops', 'approvals', {
    method: 'GET',
    path: '/operator/approvals',
    summary: 'Four-eyes requests of the merchant, newest first.',
    auth: 'operator',
    permission: 'approvals.decide',
    input: approvalListInput,
    output: approvalListOutput,
  }),
  approvalDecide: endpoint('ops', 'approvalDecide', {
    method: 'POST',
    path: '/operator/approvals/decide',
    summary:
      "Approves (and carries out, once) or refuses another operator's request; the same decision again answers the decided request.",
    auth: 'operator',
    permission: 'approvals.decide',
    input: approvalDecideInput,
    output: approvalView,
  }),
  auditList: endpoint('ops', 'auditList', {
    method: 'GET',
    path: '/operator/audit',
    summary: "The merchant's audit log, newest first.",
    auth: 'operator',
    permission: 'audit.read',
    input: auditListInput,
    output: auditListOutput,
  }),
  auditVerify: endpoint('ops', 'auditVerify', {
    method: 'GET',
    path: '/operator/audit/verify',
    summary: "Walks the merchant's audit hash chain and names the first broken link.",
    auth: 'operator',
    permission: 'audit.read',
    input: emptyInput,
    output: auditVerifyOutput,
  }),
};
