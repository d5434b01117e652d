import type { Merchant } from '../../../merchant/merchant.ts';
import type { Platform } from '../../../platform.ts';
import { moduleOn } from '../../accounts/module-switches.ts';
import { levelRules, ruleOf, vipSettings, type VipLevelRule } from './vip-settings.ts';

/**
 * The member's level rule while the brand's VIP programme is on (its setting and its whitelabel
 * module), or null: the benefits other modules apply (the withdrawal maximum, the label).
 */
export async function memberLevelRule(
  platform: Pick<Platform, 'db' | 'systemCache'>,
  merchant: Merchant,
  memberId: string,
): Promise<VipLevelRule | null> {
  const ladder = await vipLadder(platform, merchant);
  if (!ladder) return null;
  const [member] = await platform.db.query<{ vip_level: number }>(
    'select vip_level from member where merchant_id = $1 and id = $2',
    [merchant.id, memberId],
  );
  return ruleOf(ladder, member?.vip_level ?? 0);
}

/** The brand's VIP levels with their benefits, or null while its VIP programme is off. */
export async function vipLadder(
  platform: Pick<Platform, 'db' | 'systemCache'>,
  merchant: Merchant,
): Promise<VipLevelRule[] | null> {
  const settings = await vipSettings(platform.db, merchant);
  if (!settings.enabled || !(await moduleOn(platform, merchant, 'VIP'))) return null;
  return levelRules(settings, merchant);
}

/**
 * The points multiplier of each level, by level (every one 1 while the brand's VIP programme
 * is off): what points earned at a level are multiplied by.
 */
export async function pointsMultipliers(
  platform: Pick<Platform, 'db' | 'systemCache'>,
  merchant: Merchant,
): Promise<number[]> {
  const settings = await vipSettings(platform.db, merchant);
  if (!settings.enabled || !(await moduleOn(platform, merchant, 'VIP'))) return [1];
  return settings.levels.map((level) => level.pointsMultiplier);
}
