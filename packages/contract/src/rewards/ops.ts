import * as z from 'zod/mini';
import { emptyInput, endpoint } from '../endpoint.ts';
import { moneyString } from '../money.ts';
import { settingEndpoints } from '../ops/setting-endpoints.ts';
import { missionsSetting } from './missions-setting.ts';
import { rebateSetting } from './rebate-setting.ts';
import { referralSetting } from './referral-setting.ts';
import { vipSetting } from './vip-setting.ts';

/**
 * The operator's calls of VIP, manual rebate, missions, referral and the raffle draw (the
 * request's merchant; permission `rewards.write`): the four programmes' settings, the VIP and
 * referral jobs run now, a member's VIP level set by hand, and a prize-table raffle's draw to
 * publish. Changes and runs are audited.
 */

const rowId = z.string().check(z.regex(/^[1-9][0-9]{0,17}$/u, 'field_invalid'));
const count = z.number().check(z.int(), z.minimum(0));

export const vipRunInput = z.object({
  /** An ISO instant to run as of; refused (403) unless the server runs with TEST_CLOCK. */
  asOf: z.optional(z.iso.datetime()),
});

export const vipRunOutput = z.object({
  /** The instant the job ran as of. */
  ranAt: z.string(),
  /** Steps the job took to catch up (a window counted or a period reviewed each). */
  runs: count,
  upgrades: count,
  downgrades: count,
});

export const vipMemberLevelInput = z.object({
  memberId: rowId,
  /** A level of the brand's ladder (0 first). */
  level: z.number().check(z.int(), z.minimum(0), z.maximum(49)),
});

export const vipMemberLevelOutput = z.object({
  memberId: z.string(),
  /** The level the member had. */
  from: count,
  level: count,
});

export const referralRunOutput = z.object({
  /** Friends whose referrers were rewarded by this run. */
  rewarded: count,
});

export const raffleDrawInput = z.object({ promoId: rowId });

export const raffleDrawOutput = z.object({
  /** SHA-256 of the seed, published when the raffle opened. */
  seedHash: z.string(),
  /** The seed itself once the raffle has ended (no claim can use it any more); null before. */
  seed: z.nullable(z.string()),
  /** The prize table in its order: each prize drawn with `weight` chances of the total. */
  table: z.array(z.object({ amount: moneyString, weight: count })),
  /** Every claim with its roll in [0, 1), oldest first. */
  claims: z.array(z.object({ memberId: z.string(), amount: moneyString, roll: z.number() })),
});

const vip = settingEndpoints('rewards', 'opsVipSettings', {
  path: '/operator/vip/settings',
  what: 'VIP ladder, review period and bonus terms',
  permission: 'rewards.write',
  schema: vipSetting,
});
const rebate = settingEndpoints('rewards', 'opsRebateSettings', {
  path: '/operator/rebate/settings',
  what: 'manual rebate minimum, daily cap, turnover and grace',
  permission: 'rewards.write',
  schema: rebateSetting,
});
const missions = settingEndpoints('rewards', 'opsMissionsSettings', {
  path: '/operator/missions/settings',
  what: "missions and the leaderboard's size",
  permission: 'rewards.write',
  schema: missionsSetting,
});
const referral = settingEndpoints('rewards', 'opsReferralSettings', {
  path: '/operator/referral/settings',
  what: 'referral reward and its conditions',
  permission: 'rewards.write',
  schema: referralSetting,
});

export const rewardsOpsEndpoints = {
  opsVipSettings: vip.read,
  opsVipSettingsSave: vip.save,
  opsRebateSettings: rebate.read,
  opsRebateSettingsSave: rebate.save,
  opsMissionsSettings: missions.read,
  opsMissionsSettingsSave: missions.save,
  opsReferralSettings: referral.read,
  opsReferralSettingsSave: referral.save,
  opsVipRun: endpoint('rewards', 'opsVipRun', {
    method: 'POST',
    path: '/operator/vip/run',
    summary:
      'Runs the VIP job now until it has caught up (audited); `asOf` only on a server with TEST_CLOCK.',
    auth: 'operator',
    permission: 'rewards.write',
    input: vipRunInput,
    output: vipRunOutput,
  }),
  opsVipMemberLevel: endpoint('rewards', 'opsVipMemberLevel', {
    method: 'PUT',
    path: '/operator/vip/member-level',
    summary:
      "Sets a member's VIP level by hand (audited, before and after): no upgrade bonus, its progress left as it is.",
    auth: 'operator',
    permission: 'rewards.write',
    input: vipMemberLevelInput,
    output: vipMemberLevelOutput,
  }),
  opsReferralRun: endpoint('rewards', 'opsReferralRun', {
    method: 'POST',
    path: '/operator/referral/run',
    summary: 'Rewards the referrers of qualified friends now (audited).',
    auth: 'operator',
    permission: 'rewards.write',
    input: emptyInput,
    output: referralRunOutput,
  }),
  opsRaffleDraw: endpoint('rewards', 'opsRaffleDraw', {
    method: 'GET',
    path: '/operator/promotions/draw',
    summary:
      "A prize-table raffle's seed hash, its seed once the raffle has ended, the table and every claim's roll, to publish so anyone can recompute the prizes.",
    auth: 'operator',
    permission: 'rewards.write',
    input: raffleDrawInput,
    output: raffleDrawOutput,
  }),
};
