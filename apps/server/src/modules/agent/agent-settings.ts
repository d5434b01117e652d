import { agentCentreSetting } from '@portal/contract/agent/ops-settings';
import type { Queryable } from '../../db/db.ts';
import type { Merchant } from '../../merchant/merchant.ts';
import { merchantSetting } from '../../merchant/merchant-setting.ts';
import type { Platform } from '../../platform.ts';
import { accountRoles, memberType } from '../session/policies.ts';

/**
 * A brand's agent-centre rules: `merchant_setting` key `agentCentre`, whose schema and defaults
 * live in the contract (`agent/ops-settings.ts`); the defaults that depend on the deployment or
 * the brand (downline types, the least transfer) are filled in here.
 * The row is read on every call: operators' changes apply at once, and agent calls are not hot.
 * A malformed row fails the calls (500) instead of silently loosening a money limit.
 */

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
