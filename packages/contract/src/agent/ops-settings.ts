import * as z from 'zod/mini';

/**
 * A brand's agent-centre rules (`merchant_setting` key `agentCentre`), as stored and as the
 * operator reads and replaces them; every field may be left out. Defaults when absent:
 * - `downlineTypes`: member (0) and the deployment's first agent type; the server refuses
 *   types that are neither member nor an agent type of the deployment;
 * - `changeType`, `lockDownline`: true (agents may change a direct downline's type and lock it);
 * - `prizeGroup`: 1700 to 1960, the range the seeded lottery games pay, so no agent can hand out
 *   a group the lottery does not offer;
 * - `transferDownline`: at least one major unit per transfer (`min`, minor units as integer
 *   text, as the lottery terms write amounts), no maximum per transfer or per day.
 * The operator's read answers them with every default filled in, amounts in minor units.
 */

const group = z.number().check(z.int(), z.minimum(1), z.maximum(2000));
/** Minor units as integer text. */
const minor = z.string().check(z.regex(/^[0-9]{1,18}$/u, 'field_invalid'));

export const agentCentreSetting = z.object({
  /** Account types an agent may give a downline (member is 0). */
  downlineTypes: z.optional(
    z.array(z.number().check(z.int(), z.minimum(0), z.maximum(99))).check(z.minLength(1)),
  ),
  /** Agents may change a direct downline's type. */
  changeType: z._default(z.boolean(), true),
  /** Agents may lock and unlock a direct downline's login. */
  lockDownline: z._default(z.boolean(), true),
  /** The prize groups an agent may give a downline, `min` to `max` inclusive. */
  prizeGroup: z._default(
    z
      .object({ min: group, max: group })
      .check(
        z.refine((range) => range.min <= range.max, { message: 'field_invalid', path: ['max'] }),
      ),
    { min: 1700, max: 1960 },
  ),
  /** Limits of an agent's transfers to a direct downline, minor units (null: no limit). */
  transferDownline: z._default(
    z.object({
      min: z.optional(minor),
      max: z._default(z.nullable(minor), null),
      dailyMax: z._default(z.nullable(minor), null),
    }),
    { max: null, dailyMax: null },
  ),
});
export type AgentCentreSetting = z.infer<typeof agentCentreSetting>;
