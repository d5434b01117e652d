import type { Endpoint } from './endpoint.ts';
import { agentEndpoints, agentOpsEndpoints } from './agent.ts';
import { captchaEndpoints } from './captcha.ts';
import { contentEndpoints, contentOpsEndpoints } from './content.ts';
import { contractsEndpoints, contractsOpsEndpoints } from './contracts.ts';
import { depositsEndpoints, depositsOpsEndpoints } from './deposits.ts';
import { favouritesEndpoints } from './favourites.ts';
import { gamesEndpoints } from './games.ts';
import { catalogueOpsEndpoints } from './games/ops.ts';
import { historiesEndpoints } from './histories.ts';
import { launchEndpoints } from './launch.ts';
import { liveEndpoints, liveOpsEndpoints } from './live.ts';
import { lotteryEndpoints, lotteryOpsEndpoints } from './lottery.ts';
import { memberEndpoints } from './member.ts';
import { memberOpsEndpoints } from './member/ops.ts';
import { opsEndpoints } from './ops.ts';
import { brandOpsEndpoints } from './ops/brands.ts';
import { dashboardEndpoints } from './ops/dashboard.ts';
import { pointsEndpoints, pointsOpsEndpoints } from './points.ts';
import { bonusesOpsEndpoints, rewardsEndpoints } from './rewards.ts';
import { rewardsOpsEndpoints } from './rewards/ops.ts';
import { responsibleGamingEndpoints, responsibleGamingOpsEndpoints } from './responsible-gaming.ts';
import { sessionEndpoints } from './session.ts';
import { smsEndpoints } from './sms.ts';
import { systemEndpoints, systemOpsEndpoints } from './system.ts';
import { uplineEndpoints } from './upline.ts';
import { uploadsEndpoints } from './uploads.ts';
import { vendorsEndpoints } from './vendors.ts';
import { walletEndpoints, walletOpsEndpoints } from './wallet.ts';
import { withdrawalsEndpoints, withdrawalsOpsEndpoints } from './withdrawals.ts';

/**
 * The endpoint table: every call of spec section 7, and the operator API, once. The server registers a route for
 * each entry (a 501 envelope until its feature is built); tests walk this list.
 */
export const endpointTable: readonly Endpoint[] = [
  systemEndpoints,
  sessionEndpoints,
  memberEndpoints,
  captchaEndpoints,
  smsEndpoints,
  walletEndpoints,
  depositsEndpoints,
  withdrawalsEndpoints,
  uplineEndpoints,
  historiesEndpoints,
  gamesEndpoints,
  vendorsEndpoints,
  favouritesEndpoints,
  launchEndpoints,
  contentEndpoints,
  uploadsEndpoints,
  rewardsEndpoints,
  pointsEndpoints,
  agentEndpoints,
  contractsEndpoints,
  lotteryEndpoints,
  liveEndpoints,
  opsEndpoints,
  withdrawalsOpsEndpoints,
  depositsOpsEndpoints,
  contentOpsEndpoints,
  systemOpsEndpoints,
  memberOpsEndpoints,
  brandOpsEndpoints,
  dashboardEndpoints,
  lotteryOpsEndpoints,
  walletOpsEndpoints,
  agentOpsEndpoints,
  contractsOpsEndpoints,
  pointsOpsEndpoints,
  bonusesOpsEndpoints,
  rewardsOpsEndpoints,
  catalogueOpsEndpoints,
  liveOpsEndpoints,
  responsibleGamingEndpoints,
  responsibleGamingOpsEndpoints,
].flatMap((group) => Object.values(group) as Endpoint[]);
