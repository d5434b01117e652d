import type { GameType } from '@portal/contract/game-card';

/** What a launch needs to know of a card or vendor entry. */
export interface LaunchTarget {
  nodeId?: string | undefined;
  vassalage: string;
  gameType?: GameType | undefined;
  gameCode?: string | undefined;
  isGame?: 'GAME' | 'VASSALAGE' | undefined;
  displayName?: string | undefined;
}

/** The session facts the rules read. */
export interface LaunchSession {
  isLogin: boolean;
  isTrial: boolean;
}

/** How the launch was asked for. */
export interface LaunchRequest {
  /** The free-trial button: play for fun, allowed for visitors and trial accounts. */
  freePlay?: boolean | undefined;
  /** The click came from a vendor launcher (top navigation, side menu), not a game tile. */
  fromVendorLauncher?: boolean | undefined;
}

/** Where a lottery vassalage leads (spec section 2, launch navigation). */
export type LotteryRoute = 'vnLottery' | 'seaLottery' | 'lottery';

/** The outcome of the launch rules. */
export type LaunchStep =
  | { kind: 'login' }
  | { kind: 'trial' }
  | { kind: 'lottery'; route: LotteryRoute; gameCode: string | undefined }
  | { kind: 'rngVendor'; vassalage: string }
  | { kind: 'vendorPopup'; vassalage: string; displayName: string }
  | { kind: 'launch'; freePlay: boolean };

const lotteryRoutes: Record<string, LotteryRoute> = {
  TCG_LOTTO_VN: 'vnLottery',
  TCG_SEA: 'seaLottery',
  LOTT: 'lottery',
  ELOTT: 'lottery',
};

/**
 * The launch rules of spec sections 2 and 4, in order: a visitor gets the login popup (unless
 * playing for free); a trial account the "register a real account" dialog; the lottery
 * vassalages their lottery pages; RNG from a vendor launcher the slots lobby of that vendor; a
 * vendor entry (isGame VASSALAGE) its game list; anything else starts directly.
 */
export function decideLaunch(
  target: LaunchTarget,
  session: LaunchSession,
  request: LaunchRequest = {},
): LaunchStep {
  const freePlay = request.freePlay === true;
  if (!freePlay) {
    if (!session.isLogin) return { kind: 'login' };
    if (session.isTrial) return { kind: 'trial' };
  }
  const lottery = lotteryRoutes[target.vassalage];
  if (lottery !== undefined && !freePlay) {
    return { kind: 'lottery', route: lottery, gameCode: target.gameCode || undefined };
  }
  if (request.fromVendorLauncher === true && target.gameType === 'RNG') {
    return { kind: 'rngVendor', vassalage: target.vassalage };
  }
  if (target.isGame === 'VASSALAGE') {
    return {
      kind: 'vendorPopup',
      vassalage: target.vassalage,
      displayName: target.displayName ?? target.vassalage,
    };
  }
  return { kind: 'launch', freePlay };
}
