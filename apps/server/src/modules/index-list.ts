import type { FastifyInstance } from 'fastify';
import type { Platform } from '../platform.ts';
import { registerAgentRoutes } from './agent/routes.ts';
import { registerCaptchaRoutes } from './captcha/routes.ts';
import { registerContentRoutes } from './content/routes.ts';
import { registerContractsRoutes } from './contracts/routes.ts';
import { registerDepositRoutes } from './deposits/routes.ts';
import { registerFavouritesRoutes } from './favourites/routes.ts';
import { registerHistoryRoutes } from './histories/routes.ts';
import { registerGamesRoutes } from './games/routes.ts';
import { registerLaunchRoutes } from './launch/routes.ts';
import { registerLiveRoutes } from './live/routes.ts';
import { registerLotteryRoutes } from './lottery/routes.ts';
import { registerMemberRoutes } from './member/routes.ts';
import { registerOpsRoutes } from './ops/routes.ts';
import { registerPge } from './pge/routes.ts';
import { registerPointsRoutes } from './points/routes.ts';
import { registerResponsibleGamingRoutes } from './responsible-gaming/routes.ts';
import { registerRewardsRoutes } from './rewards/routes.ts';
import { registerSeamlessRoutes } from './seamless/routes.ts';
import { registerSessionRoutes } from './session/routes.ts';
import { registerSmsRoutes } from './sms/routes.ts';
import { registerSystemRoutes } from './system/routes.ts';
import { registerVendorsRoutes } from './vendors/routes.ts';
import { registerUplineRoutes } from './upline/routes.ts';
import { registerWalletRoutes } from './wallet/routes.ts';
import { registerWithdrawalRoutes } from './withdrawals/routes.ts';

/** A server module: a folder under `modules/` that registers its routes with the app. */
export interface ServerModule {
  name: string;
  register(app: FastifyInstance, platform: Platform): void | Promise<void>;
}

/**
 * Every module, in registration order. A new feature adds one line here; contract endpoints it
 * does not register keep answering 501.
 */
export const serverModules: readonly ServerModule[] = [
  { name: 'system', register: registerSystemRoutes },
  { name: 'session', register: registerSessionRoutes },
  { name: 'member', register: registerMemberRoutes },
  { name: 'captcha', register: registerCaptchaRoutes },
  { name: 'sms', register: registerSmsRoutes },
  { name: 'agent', register: registerAgentRoutes },
  { name: 'ops', register: registerOpsRoutes },
  { name: 'games', register: registerGamesRoutes },
  { name: 'vendors', register: registerVendorsRoutes },
  { name: 'favourites', register: registerFavouritesRoutes },
  { name: 'launch', register: registerLaunchRoutes },
  { name: 'seamless', register: registerSeamlessRoutes },
  { name: 'pge', register: registerPge },
  { name: 'wallet', register: registerWalletRoutes },
  { name: 'deposits', register: registerDepositRoutes },
  { name: 'withdrawals', register: registerWithdrawalRoutes },
  { name: 'upline', register: registerUplineRoutes },
  { name: 'histories', register: registerHistoryRoutes },
  { name: 'content', register: registerContentRoutes },
  { name: 'rewards', register: registerRewardsRoutes },
  { name: 'lottery', register: registerLotteryRoutes },
  { name: 'contracts', register: registerContractsRoutes },
  { name: 'points', register: registerPointsRoutes },
  { name: 'live', register: registerLiveRoutes },
  { name: 'responsible-gaming', register: registerResponsibleGamingRoutes },
];
