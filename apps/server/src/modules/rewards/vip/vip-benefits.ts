import type { Merchant } from '../../../merchant/merchant.ts';
import type { Platform } from '../../../platform.ts';
import { moduleOn } from '../../accounts/module-switches.ts';
import {
  levelRules,
  parseVipSettings,
  ruleOf,
  vipSettingSql,
  vipSettings,
  type VipLevelRule,
} from './vip-settings.ts';

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
  const [row] = await platform.db.query<{ value: string | null }>(
    `select ${vipSettingSql} as value`,
    [merchant.id],
  );
  return vipLadderOf(platform, merchant, row?.value ?? null);
}

/** The ladder last made per merchant, with the setting's text it was made from. */
const ladders = new WeakMap<Merchant, { text: string | null; ladder: VipLevelRule[] | null }>();

/**
 * `vipLadder` from the setting's text read by the caller (`vipSettingSql`, beside other things
 * in one statement). The ladder is made again only when the text or the merchant changed: the
 * member info call, on every page, does not parse the programme each time.
 */
export async function vipLadderOf(
  platform: Pick<Platform, 'systemCache'>,
  merchant: Merchant,
  text: string | null,
): Promise<VipLevelRule[] | null> {
  if (!(await moduleOn(platform, merchant, 'VIP'))) return null;
  const kept = ladders.get(merchant);
  if (kept && kept.text === text) return kept.ladder;
  const settings = parseVipSettings(merchant, text);
  const ladder = settings.enabled ? levelRules(settings, merchant) : null;
  ladders.set(merchant, { text, ladder });
  return ladder;
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
