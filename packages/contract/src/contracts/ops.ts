import * as z from 'zod/mini';
import { contractKind, dividendPeriods, rateString } from './terms.ts';
import { contractStates, contractView } from './views.ts';

/**
 * What the operator sends and reads of a brand's agent contracts: the house pays the contracts
 * of top agents (agents without an upline agent), so an operator speaks for it.
 */

/**
 * A brand's contract rules (`merchant_setting` key `contracts`), every field optional:
 * - `maxRate`: the highest rate any tier or real-time rate may pay (default "0.1", 10 %);
 * - `dividendPeriods`: the dividend periods agents may offer (default all four);
 * - `offerExpiryDays`: an offer nobody answers expires after this many days (default 7);
 * - `graceSeconds`: a period is billed this long after it ends, so bets settled in its last
 *   moments are committed before it is counted (default 60);
 * - `activeMemberMinBet`: minor units a member must stake in a period to count as active
 *   (integer text, default "1": any counted bet);
 * - `housePaysTopAgents`: the house pays the contracts of top agents, offered by an operator
 *   (default true); when false, operators cannot offer them.
 */
export const contractsSetting = z.object({
  /** A rate as `rateString` writes it, kept as sent. */
  maxRate: z._default(
    z.string().check(z.refine((v) => rateString.safeParse(v).success, 'contract_rate_invalid')),
    '0.1',
  ),
  dividendPeriods: z._default(z.array(z.enum(dividendPeriods)).check(z.minLength(1)), [
    ...dividendPeriods,
  ]),
  offerExpiryDays: z._default(z.number().check(z.int(), z.minimum(1), z.maximum(365)), 7),
  graceSeconds: z._default(z.number().check(z.int(), z.minimum(0), z.maximum(3600)), 60),
  activeMemberMinBet: z._default(z.string().check(z.regex(/^[0-9]{1,18}$/u, 'field_invalid')), '1'),
  housePaysTopAgents: z._default(z.boolean(), true),
});
export type ContractSettings = z.infer<typeof contractsSetting>;

export const opsContractListInput = z.object({
  kind: z.optional(contractKind),
  state: z.optional(z.enum(contractStates)),
});

/** The brand's contracts, newest first (at most 500). */
export const opsContractListOutput = z.array(contractView);

export const opsContractRunInput = z.object({
  /** An ISO instant to run as of; refused (403) unless the server runs with TEST_CLOCK. */
  asOf: z.optional(z.iso.datetime()),
});

export const opsContractRunOutput = z.object({
  /** The instant the engine ran as of. */
  ranAt: z.string(),
});
