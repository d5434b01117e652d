import { describe, expect, it } from 'vitest';
import { paths } from './paths.ts';

describe('paths', () => {
  it('pairs each fixed route with a builder that returns its pattern', () => {
    for (const key of [
      'login',
      'register',
      'sports',
      'esports',
      'lott',
      'elott',
      'live',
      'fish',
      'pvp',
    ] as const) {
      expect(paths[key].build()).toBe(paths[key].pattern);
    }
    expect(paths.inHouse.build()).toBe('/inHouse');
    expect(paths.pointMall.build()).toBe('/pointMall');
  });

  it('builds home and its aliases', () => {
    expect(paths.home.build()).toBe('/');
    expect(paths.home.aliases).toEqual(['/index', '/index.html', '/home']);
  });

  it('puts centre pages in the query', () => {
    expect(paths.member.build()).toBe('/member');
    expect(paths.member.build('personalHistoryCopy')).toBe('/member?mcPage=personalHistoryCopy');
    expect(paths.agent.build('agentTeamOverview')).toBe('/agent?acPage=agentTeamOverview');
    expect(paths.agentHome.build()).toBe('/agentHome');
  });

  it('puts help terms and promotions in the hash', () => {
    expect(paths.help.build()).toBe('/help');
    expect(paths.help.build('terms')).toBe('/help#terms');
    expect(paths.promotions.build('promo 7')).toBe('/promotions#promo%207');
    expect(paths.promotions.build()).toBe('/promotions');
  });

  it('carries launcher values in the query, encoded', () => {
    expect(paths.rng.build('PGE')).toBe('/rng?vassalage=PGE');
    expect(paths.rng.build()).toBe('/rng');
    expect(paths.vnLottery.build('VN&01')).toBe('/vnLottery?gameCode=VN%2601');
    expect(paths.lottery.build('')).toBe('/lottery');
    expect(paths.seamless.build({ gameCode: 'X1', vassalage: undefined })).toBe(
      '/seamless?gameCode=X1',
    );
  });
});
