import type { Banner } from '@portal/contract/content';
import { describe, expect, it } from 'vitest';
import { bannerAction } from './banner-target.ts';

const banner = (linkageType: Banner['linkageType'], linkage: string): Banner => ({
  id: '1',
  url: '/a.svg',
  title: 'A',
  linkageType,
  linkage,
  groupName: 'w_home',
});
const options = { promotionHref: (id: string) => `/promotions#${id}` };

describe('banner targets', () => {
  it('opens promotions, routes, outside addresses and games', () => {
    expect(bannerAction(banner('PROMOTION', '12'), options)).toEqual({
      kind: 'navigate',
      to: '/promotions#12',
    });
    expect(bannerAction(banner('ROUTE', '/help'), options)).toEqual({
      kind: 'navigate',
      to: '/help',
    });
    expect(bannerAction(banner('URL', 'https://example.test/x'), options)).toEqual({
      kind: 'url',
      url: 'https://example.test/x',
    });
    expect(bannerAction(banner('GAME', 'PGE:42'), options)).toEqual({
      kind: 'game',
      vassalage: 'PGE',
      nodeId: '42',
    });
  });

  it('does nothing for unsafe or empty targets', () => {
    expect(bannerAction(banner('ROUTE', '//evil.test'), options).kind).toBe('none');
    expect(bannerAction(banner('URL', 'javascript:alert(1)'), options).kind).toBe('none');
    expect(bannerAction(banner('NONE', ''), options).kind).toBe('none');
    // A game target names its vendor; a bare id or a missing half opens nothing.
    expect(bannerAction(banner('GAME', '42'), options).kind).toBe('none');
    expect(bannerAction(banner('GAME', 'PGE:'), options).kind).toBe('none');
  });
});
