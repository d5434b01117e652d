import * as z from 'zod/mini';
import { moneyString } from '../money.ts';
import { amountInput } from '../wallet.ts';
import { receivingAccount, withdrawal } from '../withdrawals.ts';

/** What a limit caps. `session` counts minutes of play a day; `single_bet` one stake. */
export const limitKinds = ['deposit', 'loss', 'wager', 'session', 'single_bet'] as const;
export type LimitKind = (typeof limitKinds)[number];

/** The calendar period a limit counts over, in the brand's time zone; `bet` for `single_bet`. */
export const limitPeriods = ['day', 'week', 'month', 'bet'] as const;
export type LimitPeriod = (typeof limitPeriods)[number];

/** The periods each kind may have. */
export const periodsOf: Record<LimitKind, readonly LimitPeriod[]> = {
  deposit: ['day', 'week', 'month'],
  loss: ['day', 'week', 'month'],
  wager: ['day', 'week', 'month'],
  session: ['day'],
  single_bet: ['bet'],
};

/**
 * A limit's value on the wire: a positive money amount at the currency's scale, or whole minutes
 * for `session`. Null: no limit.
 */
export const limitValue = z.nullable(
  z.string().check(z.regex(/^[0-9]{1,15}(\.[0-9]{1,8})?$/u, 'field_invalid')),
);

/** One limit as the member sees it. */
export const limitView = z.object({
  kind: z.enum(limitKinds),
  period: z.enum(limitPeriods),
  /** The limit in force now; null when none. */
  value: limitValue,
  /** Used so far this period (money, or minutes for `session`); "0" for `single_bet`. */
  used: z.string(),
  /** When the period's count starts again (ISO time); null for `single_bet`. */
  resetsAt: z.nullable(z.string()),
  /** A raise or removal waiting for the brand's cool-down; null when none. */
  pending: z.nullable(z.object({ value: limitValue, effectiveAt: z.string() })),
});
export type LimitView = z.infer<typeof limitView>;

export const exclusionKinds = ['cool_off', 'self_exclusion'] as const;
export type ExclusionKind = (typeof exclusionKinds)[number];

export const exclusionView = z.object({
  kind: z.enum(exclusionKinds),
  since: z.string(),
  /** Null: permanent. */
  until: z.nullable(z.string()),
});

/** The session clock and the previous login, for the header and the login notice. */
export const sessionInfo = z.object({
  /** When this session's login happened (ISO time). */
  startedAt: z.string(),
  /** The login before this one; null on a first login. */
  previousLoginAt: z.nullable(z.string()),
  previousLoginIp: z.nullable(z.string()),
  /** The idle time before a new login is needed (the server's configuration). */
  idleMinutes: z.number(),
  /** The server's time, so the clock does not trust the computer's. */
  serverTime: z.string(),
});

export const statusOutput = z.object({
  currency: z.string(),
  limits: z.array(limitView),
  /** Null: the member may play. */
  exclusion: z.nullable(exclusionView),
  realityCheckMinutes: z.number(),
  realityCheckChoices: z.array(z.number()),
  coolOff: z.object({ minHours: z.number(), maxHours: z.number() }),
  selfExclusionMonths: z.array(z.number()),
  selfExclusionPermanent: z.boolean(),
  loosenDelayHours: z.number(),
  session: sessionInfo,
});
export type StatusOutput = z.infer<typeof statusOutput>;

export const setLimitInput = z.object({
  kind: z.enum(limitKinds),
  period: z.enum(limitPeriods),
  /** Null removes the limit (after the cool-down). */
  value: limitValue,
});

export const setRealityCheckInput = z.object({
  minutes: z
    .number()
    .check(z.int(), z.minimum(5, 'field_invalid'), z.maximum(240, 'field_invalid')),
});

export const excludeInput = z.union([
  z.object({
    kind: z.literal('cool_off'),
    hours: z
      .number()
      .check(z.int(), z.minimum(1, 'field_invalid'), z.maximum(8760, 'field_invalid')),
  }),
  z.object({
    kind: z.literal('self_exclusion'),
    /** Null: permanent. */
    months: z.nullable(
      z.number().check(z.int(), z.minimum(1, 'field_invalid'), z.maximum(240, 'field_invalid')),
    ),
  }),
]);

export const statementInput = z.object({
  /** How many months back, this one included. */
  months: z.optional(
    z.coerce.number().check(z.int(), z.minimum(1, 'field_invalid'), z.maximum(36, 'field_invalid')),
  ),
});

export const statementRow = z.object({
  /** `YYYY-MM` in the brand's time zone. */
  month: z.string(),
  deposits: moneyString,
  withdrawals: moneyString,
  /** Wins minus stakes of the month's bets (negative: a loss). */
  net: z.string(),
});

export const statementOutput = z.object({
  currency: z.string(),
  account: z.string(),
  rows: z.array(statementRow),
});

/** The reminder pushed on the member's socket (`type: 'reality_check'`). */
export const realityCheckEvent = z.object({
  /** Minutes since the session began. */
  sessionMinutes: z.number(),
  /** Wins minus stakes since the session began. */
  net: z.string(),
  at: z.string(),
});
export type RealityCheckEvent = z.infer<typeof realityCheckEvent>;

// The operator's side.

/** The member by id, or by login (`account`, any case) when no id is given. */
export const opsMemberInput = z.object({
  memberId: z.optional(z.string().check(z.regex(/^[1-9][0-9]{0,17}$/u, 'field_invalid'))),
  account: z.optional(
    z.string().check(z.trim(), z.minLength(1, 'field_required'), z.maxLength(64)),
  ),
});

export const liftRequestInput = z.object({
  memberId: z.string().check(z.regex(/^[1-9][0-9]{0,17}$/u, 'field_invalid')),
  reason: z.string().check(z.trim(), z.minLength(5, 'field_required'), z.maxLength(500)),
});

export const liftDecideInput = z.object({
  requestId: z.string().check(z.regex(/^[1-9][0-9]{0,17}$/u, 'field_invalid')),
  approve: z.boolean(),
  remark: z.optional(z.string().check(z.trim(), z.maxLength(500))),
});

export const liftView = z.object({
  requestId: z.string(),
  memberId: z.string(),
  state: z.enum(['pending', 'approved', 'rejected']),
  reason: z.string(),
  requestedBy: z.string(),
  decidedBy: z.nullable(z.string()),
});

/** What an operator payout could send now: the withdrawable balance and where it may go. */
export const payoutOptions = z.object({
  /** The main balance net of open turnover, held withdrawals already out of it. */
  available: moneyString,
  /** The member's live receiving accounts (numbers masked). */
  accounts: z.array(receivingAccount),
});

export const opsMemberOutput = z.object({
  memberId: z.string(),
  /** The member's login, to confirm the right member was found. */
  account: z.string(),
  exclusion: z.nullable(exclusionView),
  limits: z.array(limitView),
  pendingLift: z.nullable(liftView),
  payout: payoutOptions,
});

/** A member's lifts, newest first: `state` filters; none given, the pending ones. */
export const liftListInput = z.object({
  state: z.optional(z.enum(['pending', 'approved', 'rejected'])),
});

export const liftListOutput = z.object({
  items: z.array(z.extend(liftView, { memberAccount: z.string(), requestedAt: z.string() })),
});

export const payoutInput = z.object({
  memberId: z.string().check(z.regex(/^[1-9][0-9]{0,17}$/u, 'field_invalid')),
  /** One of the member's own receiving accounts. */
  accountId: z.string().check(z.regex(/^[1-9][0-9]{0,17}$/u, 'field_invalid')),
  /** Absent: the whole withdrawable balance. */
  amount: z.optional(amountInput),
  /** Why (the member's call to customer service); kept in the audit log. */
  reason: z.string().check(z.trim(), z.minLength(5, 'field_required'), z.maxLength(500)),
});

export const payoutOutput = z.object({ memberId: z.string(), withdrawal });
