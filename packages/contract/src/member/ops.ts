import * as z from 'zod/mini';
import { endpoint } from '../endpoint.ts';
import { pageNo, pageOut, pageSize } from '../game-card.ts';
import { moneyString } from '../money.ts';
import { auditRow } from '../ops.ts';
import { requiredText, text } from '../text.ts';

/**
 * The operator's side of members (the console's Members page): search, one member's whole
 * picture, and what support and risk do to an account: lock or unlock it, force a password
 * change at the next login, end its sessions, and add notes. Balance adjustments are
 * `ops.adjustBalance` (four-eyes). Every change is audited with the operator and the member.
 */

/** A member id on the wire: digits, no leading zero. */
export const memberIdParam = z
  .string()
  .check(z.trim(), z.regex(/^[1-9][0-9]{0,17}$/u, 'field_invalid'));

/** Account kinds of the configured type lists: members (0), agents, trial accounts. */
export const memberKinds = ['member', 'agent', 'trial'] as const;
export type MemberKind = (typeof memberKinds)[number];

export const opsMemberListInput = z.object({
  pageNo,
  pageSize: pageSize(20, 100),
  /**
   * An account prefix (case-insensitive), a mobile number (with or without its country code),
   * an email address (case-insensitive) or an exact member id.
   */
  q: z.optional(text(128)),
  kind: z.optional(z.enum(memberKinds)),
  /** `true`: locked accounts only; `false`: unlocked only. */
  locked: z.optional(z.stringbool()),
});

/** One row of the search. */
export const opsMemberRow = z.object({
  id: z.string(),
  account: z.string(),
  /** The account type (0 member, the configured trial and agent types). */
  type: z.number().check(z.int()),
  kind: z.enum(memberKinds),
  isAgent: z.boolean(),
  vipLevel: z.number().check(z.int(), z.minimum(0)),
  /** The main wallet's balance. */
  balance: moneyString,
  locked: z.boolean(),
  createdAt: z.string(),
  lastLoginAt: z.nullable(z.string()),
  lastLoginIp: z.nullable(z.string()),
});
export type OpsMemberRow = z.infer<typeof opsMemberRow>;

/** Newest members first. */
export const opsMemberListOutput = z.object({ ...pageOut, items: z.array(opsMemberRow) });

export const opsMemberDetailInput = z.object({ memberId: memberIdParam });

/** The member's account as an operator sees it: contact details whole. */
export const opsMemberProfile = z.object({
  id: z.string(),
  account: z.string(),
  nickname: z.nullable(z.string()),
  payeeName: z.nullable(z.string()),
  /** `+<country code> <number>`. */
  mobile: z.nullable(z.string()),
  email: z.nullable(z.string()),
  birthday: z.nullable(z.string()),
  type: z.number().check(z.int()),
  kind: z.enum(memberKinds),
  isAgent: z.boolean(),
  /** The account of the agent whose downline this is. */
  uplineAccount: z.nullable(z.string()),
  vipLevel: z.number().check(z.int(), z.minimum(0)),
  language: z.nullable(z.string()),
  registerIp: z.nullable(z.string()),
  registerDomain: z.nullable(z.string()),
  createdAt: z.string(),
  lastLoginAt: z.nullable(z.string()),
  lastLoginIp: z.nullable(z.string()),
  /** Login refused (`account_locked`), by an operator or the upline agent. */
  locked: z.boolean(),
  /** The next password login must change the password. */
  passwordChangeRequired: z.boolean(),
  hasPassword: z.boolean(),
  /** Member sessions open now. */
  liveSessions: z.number().check(z.int(), z.minimum(0)),
});
export type OpsMemberProfile = z.infer<typeof opsMemberProfile>;

/** What the wallet knows of the member's money, in the brand's currency unless named. */
export const opsMemberBalances = z.object({
  currency: z.string(),
  main: moneyString,
  /** Turnover still to bet before the main balance may be withdrawn. */
  turnoverRemaining: moneyString,
  /** What a withdrawal could take now: main minus the turnover still to bet. */
  withdrawable: moneyString,
  /** Withdrawals in review or in payment: already out of the main balance, held. */
  withdrawalsHeld: moneyString,
  /** Transfers to or from vendors the vendor has not answered yet. */
  transfersPending: moneyString,
  /** Last known balances of the transfer wallets at vendors. */
  vendors: z.array(z.object({ vendor: z.string(), balance: moneyString })),
  /** Points of the points mall (whole points). */
  points: z.string().check(z.regex(/^[0-9]{1,19}$/u)),
});
export type OpsMemberBalances = z.infer<typeof opsMemberBalances>;

/** One movement of the main wallet. */
export const opsLedgerEntry = z.object({
  id: z.string(),
  /** What moved the money (`deposit`, `transfer_in`, `bet`, `balance_adjustment`...). */
  kind: z.string(),
  /** Signed: a credit or a debit of the main wallet. */
  amount: moneyString,
  balanceAfter: moneyString,
  createdAt: z.string(),
});

export const opsMemberBet = z.object({
  id: z.string(),
  vendor: z.string(),
  game: z.string(),
  roundId: z.string(),
  stake: moneyString,
  payout: moneyString,
  status: z.enum(['open', 'settled', 'rolled_back']),
  createdAt: z.string(),
});

export const opsMemberLogin = z.object({
  id: z.string(),
  /** `login` (in), `login_failed` (refused), `login_held` (held for an SMS check). */
  action: z.enum(['login', 'login_failed', 'login_held']),
  ip: z.nullable(z.string()),
  /** How (`username`, `sms`...) and, for a refusal, why (`login_failed`, `account_locked`...). */
  via: z.nullable(z.string()),
  reason: z.nullable(z.string()),
  createdAt: z.string(),
});

/** An address the member has logged in from. */
export const opsKnownIp = z.object({
  ip: z.string(),
  firstSeenAt: z.string(),
  lastSeenAt: z.string(),
});

/** A shipping address given for a points mall reward. */
export const opsShippingAddress = z.object({
  recipient: z.string(),
  phone: z.string(),
  address: z.string(),
  lastUsedAt: z.string(),
});

export const opsMemberNote = z.object({
  id: z.string(),
  text: z.string(),
  /** The operator's username. */
  operator: z.string(),
  createdAt: z.string(),
});
export type OpsMemberNote = z.infer<typeof opsMemberNote>;

/** The newest rows of a list, and whether older ones exist. */
function newest<T extends z.ZodMiniType>(item: T) {
  return z.object({ items: z.array(item), more: z.boolean() });
}

/** Each list holds its newest 20 rows (`more`: there are older ones). */
export const opsMemberDetailOutput = z.object({
  profile: opsMemberProfile,
  balances: opsMemberBalances,
  ledger: newest(opsLedgerEntry),
  bets: newest(opsMemberBet),
  logins: newest(opsMemberLogin),
  knownIps: newest(opsKnownIp),
  addresses: newest(opsShippingAddress),
  /** The audit rows about the member, logins apart (see `logins`). */
  audit: newest(auditRow),
  notes: newest(opsMemberNote),
});
export type OpsMemberDetail = z.infer<typeof opsMemberDetailOutput>;

export const opsMemberLockInput = z.object({
  memberId: memberIdParam,
  /** True locks the login (and ends every session), false unlocks it. */
  locked: z.boolean(),
  reason: requiredText(500),
});

export const opsMemberOnlyInput = z.object({ memberId: memberIdParam });

/** The member after the change, and how many of its sessions it ended. */
export const opsMemberActionOutput = z.object({
  profile: opsMemberProfile,
  sessionsEnded: z.number().check(z.int(), z.minimum(0)),
});
export type OpsMemberActionOutput = z.infer<typeof opsMemberActionOutput>;

export const opsMemberNoteInput = z.object({
  memberId: memberIdParam,
  text: requiredText(1000),
});

export const memberOpsEndpoints = {
  opsMembers: endpoint('member', 'opsMembers', {
    method: 'GET',
    path: '/operator/members',
    summary:
      "The brand's members, newest first: by account prefix, mobile, email or id, kind and lock.",
    auth: 'operator',
    permission: 'members.read',
    input: opsMemberListInput,
    output: opsMemberListOutput,
  }),
  opsMemberDetail: endpoint('member', 'opsMemberDetail', {
    method: 'GET',
    path: '/operator/members/detail',
    summary:
      'One member: profile, balances, and the newest ledger entries, bets, logins, addresses, audit rows and notes.',
    auth: 'operator',
    permission: 'members.read',
    input: opsMemberDetailInput,
    output: opsMemberDetailOutput,
  }),
  opsMemberLock: endpoint('member', 'opsMemberLock', {
    method: 'POST',
    path: '/operator/members/lock',
    summary: "Locks a member's login (its sessions end) or unlocks it, with a reason.",
    auth: 'operator',
    permission: 'members.write',
    input: opsMemberLockInput,
    output: opsMemberActionOutput,
  }),
  opsMemberForcePassword: endpoint('member', 'opsMemberForcePassword', {
    method: 'POST',
    path: '/operator/members/force-password-change',
    summary:
      "Makes the member's next password login change the password; its sessions end. A change or reset clears it.",
    auth: 'operator',
    permission: 'members.write',
    input: opsMemberOnlyInput,
    output: opsMemberActionOutput,
  }),
  opsMemberEndSessions: endpoint('member', 'opsMemberEndSessions', {
    method: 'POST',
    path: '/operator/members/end-sessions',
    summary: 'Ends every session of a member: the next call of each asks for a login.',
    auth: 'operator',
    permission: 'members.write',
    input: opsMemberOnlyInput,
    output: opsMemberActionOutput,
  }),
  opsMemberNoteAdd: endpoint('member', 'opsMemberNoteAdd', {
    method: 'POST',
    path: '/operator/members/notes/add',
    summary: "Adds an operator's note to a member; notes are never edited or removed.",
    auth: 'operator',
    permission: 'members.write',
    input: opsMemberNoteInput,
    output: opsMemberNote,
  }),
};
