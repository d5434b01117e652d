import { describe, expect, it } from 'vitest';
import { endpointTable } from './endpoints.ts';
import { contractFeatures as features } from './feature-map.ts';

/** Paths spec section 7 names, which the table must hold. */
const specPaths = [
  '/wps/session/login',
  '/wps/verification/sms/noLogin',
  '/wps/system/whitelabel',
  '/lgw/games/game_menus',
  '/wps/member/info',
  '/wps/member/register',
  '/wps/member/register/mobile',
  '/wps/member/password',
  '/wps/agent/affiliate',
  '/wps/system/setting/register',
  '/wps/member/password/email',
  '/wps/member/password/verification',
  '/wps/session/login/freeplay',
  '/wps/captcha',
  '/wps/member/info/icon',
  '/wps/system/status',
  '/wps/session/logout',
  '/wps/v2/wallets/balance',
  '/wps/relay/GCS_walletTransfer',
  '/wps/member/info/funds/consolidated',
  '/wps/relay/GCS_merchantWallet',
  '/wps/relay/GCSGAME_gameList',
  '/wps/relay/GCSGAME_hotGamesV2',
  '/wps/relay/MCSFE_getListAnnouncements',
  '/wps/relay/GCSGAME_getVassGameType',
  '/wps/relay/GCSGAME_newGameVendor',
  '/wps/relay/MCSFE_getFavoriteGames',
  '/wps/relay/MCSFE_getFavoriteGamesList',
  '/wps/relay/MCSFE_addFavoriteGameV2',
  '/wps/relay/MCSFE_removeFavoriteGameV2',
  '/wps/relay/GCS_recentGame',
  '/wps/relay/GLS2_roomList',
  '/wps/relay/GCS_gameLaunchFB',
  '/wps/game/launchGame',
  '/lgw/vn/games/game_menu',
  '/lgw/vn/games/game_menu/recent',
  '/lgw/vn/numeros/opened/game',
  '/lotto/lgw/games/opened/numero',
  '/wps/relay/MCSFE_getMissionSummaryDetails',
  '/wps/relay/MCSFE_getMissionLeaderboard',
  '/wps/relay/MCS2_processDividendReq',
  '/wps/relay/MCS2_processDailySalContract',
  '/wps/relay/MCS2_processContractHourSalary',
  '/wps/relay/MCSFE_processRealTimeSalaryContract',
  '/wps/relay/MCS2_claimRafflePromotion',
  '/wps/relay/ODSFE2_getWinnerBoard',
  '/wps/system/domainRoute',
  '/wps/verification/sms/register',
  '/wps/feedback',
  '/wps/system/helpCenter',
  '/wps/relay/CSP_unreadCount',
  '/wps/relay/MCS2_getPointBalance',
  '/wps/relay/MCS2_getPointReward',
  '/wps/relay/MCS2_getRedeemPointList',
  '/wps/relay/MCS2_getPointConfig',
  '/wps/relay/ODSFE2_MemTransDet',
  '/wps/relay/passwordCheck/MCS2_redeemPointReward',
  '/wps/relay/passwordCheck/MCS2_convertPoint',
  '/wps/relay/CBS_modelList',
  '/wps/relay/CBS_launchChat',
];

describe('endpoint table', () => {
  it('holds every path of spec section 7', () => {
    const paths = new Set(endpointTable.map((e) => e.path));
    expect(specPaths.filter((p) => !paths.has(p))).toEqual([]);
  });

  it('declares each id and each method+path once', () => {
    const ids = endpointTable.map((e) => e.id);
    const routes = endpointTable.map((e) => `${e.method} ${e.path}`);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(routes).size).toBe(routes.length);
  });

  it('names only known features and keeps ids under their feature', () => {
    for (const e of endpointTable) {
      expect(features).toContain(e.feature);
      expect(e.id.startsWith(`${e.feature}.`)).toBe(true);
    }
  });

  it('marks the encrypted payloads of spec section 6', () => {
    const encrypted = endpointTable
      .filter((e) => e.encrypted)
      .map((e) => e.path)
      .sort();
    expect(encrypted).toEqual(
      [
        '/wps/session/login',
        '/wps/member/register',
        '/wps/member/register/mobile',
        '/wps/member/password',
        '/wps/member/password/verification',
        // Binding a contact carries the login password (ADR 0006 addendum).
        '/wps/member/mobile',
        '/wps/member/email',
        '/wps/relay/passwordCheck/MCS2_redeemPointReward',
        '/wps/relay/passwordCheck/MCS2_convertPoint',
        // A downline account's password, set by its agent.
        '/wps/agent/downline/create',
      ].sort(),
    );
  });

  it('reads GET, DELETE and upload input from the query, others from the body', () => {
    for (const e of endpointTable) {
      const fromQuery = e.method === 'GET' || e.method === 'DELETE' || e.upload;
      expect(e.inputFrom).toBe(fromQuery ? 'query' : 'body');
    }
  });

  it('asks an idempotency key on every call that moves member money', () => {
    const idempotent = endpointTable.filter((e) => e.idempotent).map((e) => e.id);
    expect(idempotent.sort()).toEqual(
      [
        'wallet.transfer',
        'deposits.depositCreate',
        'withdrawals.withdraw',
        'withdrawals.withdrawConfirm',
        'upline.transferUpline',
        'agent.transferDownline',
        'lottery.placeBets',
        'lottery.cancelBet',
        'points.redeem',
        'points.convert',
        'rewards.claimReward',
        'rewards.claimManualRebate',
        'rewards.claimMission',
        'live.gift',
        'responsible-gaming.opsPayout',
      ].sort(),
    );
  });
});
