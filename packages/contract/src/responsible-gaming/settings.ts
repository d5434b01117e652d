import * as z from 'zod/mini';

const hours = (min: number, max: number) =>
  z.number().check(z.int(), z.minimum(min), z.maximum(max));

/**
 * A brand's responsible-gaming rules: `merchant_setting` key `responsibleGaming`, every field
 * optional. The defaults are the strictest public rules (several US states, Pennsylvania), and
 * the schema refuses anything looser than their floors:
 * - `loosenDelayHours`: a raised or removed limit applies only after this wait; a lowered one at
 *   once (default 72, at least 24);
 * - `coolOffMinHours` / `coolOffMaxHours`: the cool-off a member may choose (24 hours to six
 *   weeks by default; never under 24 hours);
 * - `selfExclusionMonths`: the self-exclusion periods offered (6 months, 1 and 5 years), and
 *   `selfExclusionPermanent` whether a permanent one is offered; a month counts as at least 30
 *   days, so no self-exclusion is ever shorter than 30 days;
 * - `realityCheckMinutes`: how often play is interrupted by a reminder unless the member chose
 *   another of `realityCheckChoices` (default every 60 minutes).
 * - `idleMinutes`: how long a session may sit idle before a new login is needed (15 is the
 *   strict option); unset, the server's `SESSION_IDLE_MINUTES`. A change applies to the open
 *   sessions too.
 */
export const responsibleGamingSetting = z.object({
  loosenDelayHours: z._default(hours(24, 720), 72),
  coolOffMinHours: z._default(hours(24, 8760), 24),
  coolOffMaxHours: z._default(hours(24, 8760), 1008),
  selfExclusionMonths: z._default(
    z.array(z.number().check(z.int(), z.minimum(1), z.maximum(240))).check(z.minLength(1)),
    [6, 12, 60],
  ),
  selfExclusionPermanent: z._default(z.boolean(), true),
  realityCheckMinutes: z._default(hours(5, 240), 60),
  idleMinutes: z.optional(hours(5, 1440)),
  realityCheckChoices: z._default(
    z.array(z.number().check(z.int(), z.minimum(5), z.maximum(240))).check(z.minLength(1)),
    [15, 30, 60],
  ),
});
export type ResponsibleGamingSetting = z.output<typeof responsibleGamingSetting>;
