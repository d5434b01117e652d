import { z } from 'zod';
import type { Queryable } from '../../db/db.ts';
import type { Merchant } from '../../merchant/merchant.ts';
import { merchantSetting } from '../../merchant/merchant-setting.ts';
import type { Platform } from '../../platform.ts';
import { accountRoles, memberType } from '../session/policies.ts';

/**
 * A brand's agent-centre rules: `merchant_setting` key `agentCentre` (jsonb), every field
 * optional. Defaults when absent:
 * - `downlineTypes`: member (0) and the first configured agent type;
 * - `changeType`, `lockDownline`: true (agents may change a direct downline's type and lock it);
 * - `prizeGroup`: 1700 to 1960, the range the seeded lottery games pay, so no agent can hand out
 *   a group the lottery does not offer;
 * - `transferDownline`: at least one major unit per transfer (`min`, minor units as integer
 *   text, as the lottery terms write amounts), no maximum per transfer or per day.
 * The row is read on every call: operators' changes apply at once, and agent calls are not hot.
 * A malformed row fails the calls (500) instead of silently loosening a money limit.
 */

const group = z.number().int().min(1).max(2000);
const minor = z.string().regex(/^[0-9]{1,18}$/u);

/** The stored row's shape; the operator call `PUT /ops/merchants/:code/agent-centre` writes it. */
export const agentCentreSetting = z.object({
  downlineTypes: z.array(z.number().int().min(0).max(99)).min(1).optional(),
  changeType: z.boolean().default(true),
  lockDownline: z.boolean().default(true),
  prizeGroup: z
    .object({ min: group, max: group })
    .refine((range) => range.min <= range.max, 'min above max')
    .default({ min: 1700, max: 1960 }),
  transferDownline: z
    .object({
      min: minor.optional(),
      max: minor.nullable().default(null),
      dailyMax: minor.nullable().default(null),
    })
    .default({ max: null, dailyMax: null }),
});

/** The brand's agent-centre rules, amounts in minor units. */
export interface AgentSettings {
  /** Account types an agent may give a downline, member first; only member and agent types. */
  downlineTypes: number[];
  changeType: boolean;
  lockDownline: boolean;
  prizeGroup: { min: number; max: number };
  transferDownline: { min: bigint; max: bigint | null; dailyMax: bigint | null };
}

/** The merchant's agent-centre rules, defaults filled in. */
export async function agentSettings(
  q: Queryable,
  platform: Pick<Platform, 'config'>,
  merchant: Merchant,
): Promise<AgentSettings> {
  const value = await merchantSetting(q, merchant, 'agentCentre', agentCentreSetting);
  const roles = accountRoles(platform.config);
  const types = value.downlineTypes ?? [memberType, platform.config.agentTypes[0]!];
  const { transferDownline: transfer } = value;
  return {
    // Types that are neither member nor agent (trial, house types) are never given.
    downlineTypes: [...new Set(types)]
      .filter((type) => type === memberType || roles.isAgent(type))
      .sort((a, b) => a - b),
    changeType: value.changeType,
    lockDownline: value.lockDownline,
    prizeGroup: value.prizeGroup,
    transferDownline: {
      min: transfer.min === undefined ? 10n ** BigInt(merchant.money.scale) : BigInt(transfer.min),
      max: transfer.max === null ? null : BigInt(transfer.max),
      dailyMax: transfer.dailyMax === null ? null : BigInt(transfer.dailyMax),
    },
  };
}
