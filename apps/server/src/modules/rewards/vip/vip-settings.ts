import { playTypes, type PlayType } from '@portal/contract/points/rules';
import { rateBasisPoints } from '@portal/contract/rewards/vip';
import { vipSetting, type VipSettings } from '@portal/contract/rewards/vip-setting';
import type { Queryable } from '../../../db/db.ts';
import type { Merchant } from '../../../merchant/merchant.ts';
import {
  merchantSetting,
  merchantSettingSql,
  parseMerchantSetting,
} from '../../../merchant/merchant-setting.ts';

/** A brand's VIP programme (`merchant_setting` key `vip`; rules in the contract's `vipSetting`). */
export const vipSettings = (q: Queryable, merchant: Merchant): Promise<VipSettings> =>
  merchantSetting(q, merchant, 'vip', vipSetting);

/** The programme's stored text, for statements that read it beside other things. */
export const vipSettingSql = merchantSettingSql('vip');

/** The programme from its stored text (`vipSettingSql`; null without a row). */
export const parseVipSettings = (merchant: Merchant, text: string | null): VipSettings =>
  parseMerchantSetting(merchant, 'vip', vipSetting, text === null ? undefined : JSON.parse(text));

/** A level's thresholds and benefits in minor units, as the job and the calls use them. */
export interface VipLevelRule {
  level: number;
  name: string;
  validBet: bigint;
  deposit: bigint;
  keepValidBet: bigint;
  upgradeBonus: bigint;
  periodBonus: bigint;
  /** Rebate rates in basis points (hundredths of a percent) per product type. */
  rebate: Record<PlayType, number>;
  withdrawMax: bigint | null;
}

export function levelRules(settings: VipSettings, merchant: Merchant): VipLevelRule[] {
  const money = (text: string) => merchant.money.parse(text);
  return settings.levels.map((l, index) => ({
    level: index,
    name: l.name,
    validBet: money(l.validBet),
    deposit: money(l.deposit),
    keepValidBet: money(l.keepValidBet),
    upgradeBonus: money(l.upgradeBonus),
    periodBonus: money(l.periodBonus),
    rebate: Object.fromEntries(
      playTypes.map((type) => [type, rateBasisPoints(l.rebate[type])]),
    ) as Record<PlayType, number>,
    withdrawMax: l.withdrawMax === null ? null : money(l.withdrawMax),
  }));
}

/** The rule of `level`; a level above the ladder (an operator shortened it) reads as the top. */
export const ruleOf = (rules: readonly VipLevelRule[], level: number): VipLevelRule =>
  rules[Math.min(level, rules.length - 1)]!;

/** The highest level whose thresholds the progress reaches. */
export function levelReached(
  rules: readonly VipLevelRule[],
  progress: { validBet: bigint; deposit: bigint },
): number {
  let reached = 0;
  for (const rule of rules)
    if (progress.validBet >= rule.validBet && progress.deposit >= rule.deposit)
      reached = rule.level;
  return reached;
}
