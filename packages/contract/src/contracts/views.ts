import * as z from 'zod/mini';
import { moneyString } from '../money.ts';
import { pageNo, pageOut, pageSize } from '../game-card.ts';
import { requiredText } from '../text.ts';
import { contractKind, contractTerms, rateString } from './terms.ts';

/** What the agent-centre contract calls send and answer. */

export const contractStates = [
  'offered',
  'active',
  'rejected',
  'terminationRequested',
  'ended',
  'expired',
] as const;
export type ContractState = (typeof contractStates)[number];

/**
 * Why a contract stopped: rejected by the downline, withdrawn by the upline before an answer,
 * terminated (confirmed, or at the end of the period it was requested in), replaced by a newer
 * contract the downline accepted, ended because the upline's own contract was lowered or ended
 * (the lower-rate rule, down the tree), or an offer nobody answered in time.
 */
export const contractEndReasons = [
  'rejected',
  'withdrawn',
  'terminated',
  'replaced',
  'uplineRateReduced',
  'uplineEnded',
  'expired',
] as const;

export const contractId = z.string().check(z.regex(/^[1-9][0-9]{0,17}$/u, 'field_invalid'));

export const contractView = z.object({
  id: z.string(),
  kind: contractKind,
  state: z.enum(contractStates),
  /** The paying side: the upline agent's account, or null when the house pays (a top agent). */
  upline: z.nullable(z.string()),
  downline: z.string(),
  terms: contractTerms,
  offeredAt: z.string(),
  /** When the downline accepted: the contract earns from this instant. */
  activeFrom: z.nullable(z.string()),
  /** A requested termination takes effect then at the latest (the end of the current period). */
  endsAt: z.nullable(z.string()),
  endedAt: z.nullable(z.string()),
  endReason: z.nullable(z.enum(contractEndReasons)),
  terminationRequestedBy: z.nullable(z.enum(['upline', 'downline'])),
  /** The active contract this offer would replace when accepted. */
  replaces: z.nullable(z.string()),
});
export type ContractView = z.infer<typeof contractView>;

export const contractListInput = z.object({
  kind: contractKind,
  /** `current`: offered, active and ending contracts; `all` adds the ended ones. */
  scope: z._default(z.enum(['current', 'all']), 'current'),
});

export const contractListOutput = z.object({
  kind: contractKind,
  /** Contracts the asking agent receives (from its upline or the house). */
  received: z.array(contractView),
  /** Contracts the asking agent gives its direct downline agents. */
  given: z.array(contractView),
  /** The asking agent's own active terms: an offer may not exceed them. Null: none held. */
  ownTerms: z.nullable(contractTerms),
  /** Direct downline agents the asking agent may offer a contract of this kind to. */
  offerTo: z.array(z.string()),
});

export const offerContractInput = z.object({
  kind: contractKind,
  account: requiredText(32),
  terms: contractTerms,
});

/** What the four spec calls do: accept, reject, ask to end, confirm an asked end, withdraw. */
export const contractActions = [
  'accept',
  'reject',
  'requestTermination',
  'confirmTermination',
  'withdraw',
] as const;
export type ContractAction = (typeof contractActions)[number];

export const processContractInput = z.object({
  contractId,
  action: z.enum(contractActions),
});

export const billStates = ['paid', 'insufficient', 'notReached'] as const;
export type BillState = (typeof billStates)[number];

export const billRow = z.object({
  id: z.string(),
  contractId: z.string(),
  kind: contractKind,
  /** The period, `[periodStart, periodEnd)`, ISO instants. */
  periodStart: z.string(),
  periodEnd: z.string(),
  payer: z.nullable(z.string()),
  payee: z.string(),
  state: z.enum(billStates),
  amount: moneyString,
  createdAt: z.string(),
  paidAt: z.nullable(z.string()),
  /** Payments tried (more than one when the payer's balance was short). */
  attempts: z.number(),
});
export type BillRow = z.infer<typeof billRow>;

export const billListInput = z.object({
  kind: contractKind,
  /** `received`: bills paid to the asking agent; `paid`: bills it paid its downlines. */
  side: z._default(z.enum(['received', 'paid']), 'received'),
  pageNo,
  pageSize: pageSize(20, 100),
});

export const billListOutput = z.object({
  list: z.array(billRow),
  ...pageOut,
});

export const billInput = z.object({ id: contractId });

/**
 * Everything a bill was computed from, so that anyone can recompute it: the window of time
 * counted, the figures of the team's rows in it, the terms as they were, the tier reached, the
 * base, the rate and the amount (`calculate.ts` turns the first ones into the last ones).
 */
export const billStatement = z.object({
  /** The part of the period the contract was active in: only bets settled in it count. */
  windowStart: z.string(),
  windowEnd: z.string(),
  figures: z.object({
    validBet: moneyString,
    profit: moneyString,
    payout: moneyString,
    bonus: moneyString,
    activeMembers: z.number(),
    bets: z.number(),
    winStake: moneyString,
    lossStake: moneyString,
  }),
  terms: contractTerms,
  tier: z.nullable(z.number()),
  rate: rateString,
  base: moneyString,
  formula: z.enum(['dividend', 'salary', 'realtime']),
  amount: moneyString,
});
export type BillStatement = z.infer<typeof billStatement>;

export const billDetailOutput = z.object({ bill: billRow, statement: billStatement });

/**
 * The pending-offer flags of the consolidated funds call (spec section 3, "Consolidated contract
 * settings"): 1 when an offer of that kind waits for the member's answer, else 0.
 */
export const pendingOfferFlags = z.object({
  divtypereq: z.number(),
  dailysalreqtype: z.number(),
  contracthoursalreq: z.number(),
  realtimesalreqtype: z.number(),
});
export type PendingOfferFlags = z.infer<typeof pendingOfferFlags>;
