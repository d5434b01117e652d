import { describe, expect, it } from 'vitest';
import { decideLaunch } from './launch-rules.ts';

const member = { isLogin: true, isTrial: false };
const card = { nodeId: 'n1', vassalage: 'AG', gameType: 'RNG' as const, gameCode: 'c1' };

describe('launch rules', () => {
  it('asks a visitor to log in, except for free play', () => {
    const visitor = { isLogin: false, isTrial: false };
    expect(decideLaunch(card, visitor)).toEqual({ kind: 'login' });
    expect(decideLaunch(card, visitor, { freePlay: true })).toEqual({
      kind: 'launch',
      freePlay: true,
    });
  });

  it('stops a trial account with the real-account dialog', () => {
    expect(decideLaunch(card, { isLogin: true, isTrial: true })).toEqual({ kind: 'trial' });
  });

  it('sends the lottery vassalages to their pages with the game code', () => {
    expect(decideLaunch({ ...card, vassalage: 'TCG_LOTTO_VN' }, member)).toEqual({
      kind: 'lottery',
      route: 'vnLottery',
      gameCode: 'c1',
    });
    expect(decideLaunch({ ...card, vassalage: 'TCG_SEA' }, member)).toMatchObject({
      route: 'seaLottery',
    });
    expect(decideLaunch({ ...card, vassalage: 'LOTT' }, member)).toMatchObject({
      route: 'lottery',
    });
    expect(decideLaunch({ ...card, vassalage: 'ELOTT' }, member)).toMatchObject({
      route: 'lottery',
    });
  });

  it('opens the slots lobby for RNG from a vendor launcher, a popup for vendor entries', () => {
    expect(
      decideLaunch({ vassalage: 'PG', gameType: 'RNG' }, member, { fromVendorLauncher: true }),
    ).toEqual({ kind: 'rngVendor', vassalage: 'PG' });
    expect(decideLaunch({ ...card, isGame: 'VASSALAGE', displayName: 'AG Live' }, member)).toEqual({
      kind: 'vendorPopup',
      vassalage: 'AG',
      displayName: 'AG Live',
    });
    expect(decideLaunch(card, member)).toEqual({ kind: 'launch', freePlay: false });
  });
});
