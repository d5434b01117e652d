import type { lobbyLaunchInput, lobbyLaunchOutput } from '@portal/contract/lottery/wire';
import type * as z from 'zod/mini';
import type { Merchant } from '../../merchant/merchant.ts';
import type { Platform } from '../../platform.ts';
import { mainBalance } from '../ledger/ledger.ts';
import { seamlessBetRecords } from '../launch/adapters.ts';
import type { VendorAdapter } from '../launch/vendor-adapter.ts';
import { enabledGames } from './lottery-games.ts';
import { servedMode } from './lobby.ts';

/**
 * Launching the lottery: the portal's own `/lottery` page, the lobby or a game's betting board
 * (spec section 2: LOTT and ELOTT open `/lottery?gameCode=`). The lottery is a seamless product
 * of the platform: bets move the main wallet, so there is nothing to transfer.
 */

/** The portal path of the lobby, or of a game's board when the game is offered. */
async function lotteryPath(platform: Platform, merchant: Merchant, gameCode: string | null) {
  if (gameCode === null) return '/lottery';
  const offered = (await enabledGames(platform.db, merchant.id)).some(
    (game) => game.gameCode === gameCode,
  );
  return offered ? `/lottery?gameCode=${encodeURIComponent(gameCode)}` : '/lottery';
}

/** The lobby launch call: where to go for a prize mode, a view and a game. */
export async function lotteryLaunch(
  platform: Platform,
  merchant: Merchant,
  input: z.infer<typeof lobbyLaunchInput>,
): Promise<z.infer<typeof lobbyLaunchOutput>> {
  const prizeMode = await servedMode(platform.db, merchant, input.lottoPrizeMode ?? 'LOTT');
  if (input.lottoArea?.toUpperCase() === 'VN') {
    const code = input.lottoView === 'betting' ? input.lottoGameCode : undefined;
    return {
      url: code ? `/vnLottery?gameCode=${encodeURIComponent(code)}` : '/vnLottery',
      prizeMode,
    };
  }
  const code = input.lottoView === 'betting' ? (input.lottoGameCode ?? null) : null;
  return { url: await lotteryPath(platform, merchant, code), prizeMode };
}

/** The lottery lanes as vendors of the catalogue (their cards launch the lottery page). */
export function lotteryAdapter(platform: Platform, vendor: 'LOTT' | 'ELOTT'): VendorAdapter {
  const main = (spec: { merchant: Merchant; memberId: string }) =>
    mainBalance(platform.db, {
      merchantId: spec.merchant.id,
      memberId: spec.memberId,
      currency: spec.merchant.currency,
    });
  return {
    vendor,
    wallet: 'seamless',
    demo: false,
    portalPage: true,
    launchUrl: (spec) => lotteryPath(platform, spec.merchant, spec.gameCode),
    async transferIn(spec) {
      return { balance: await main(spec), replayed: false };
    },
    async transferOut(spec) {
      return { balance: await main(spec), replayed: false };
    },
    balance: main,
    async transferStatus() {
      return 'absent';
    },
    betRecords: (spec) => seamlessBetRecords(platform.db, vendor, spec),
  };
}
