import { describe, expect, it } from 'vitest';
import { navAction, navCategories } from './category-nav.ts';

const vendor = (code: string) => ({ vassalage: code, displayName: `${code} name` });

describe('top navigation rules', () => {
  it('lists only categories with a vendor, leaving home and promotions to the bar ends', () => {
    const list = navCategories([
      { gameCategory: 'HOME', vendors: [vendor('A')] },
      { gameCategory: 'RNG', vendors: [vendor('A'), vendor('B')] },
      { gameCategory: 'FISH', vendors: [] },
      { gameCategory: 'LIVE', vendors: [vendor('C')] },
      { gameCategory: 'PROMO', vendors: [vendor('D')] },
    ]);
    expect(list.map((entry) => entry.gameCategory)).toEqual(['RNG', 'LIVE']);
  });

  it('goes to the page, or launches the vendor when single or outside the page categories', () => {
    expect(navAction({ gameCategory: 'RNG', vendors: [vendor('A'), vendor('B')] })).toEqual({
      kind: 'page',
    });
    expect(navAction({ gameCategory: 'FISH', vendors: [vendor('A'), vendor('B')] }).kind).toBe(
      'page',
    );
    expect(navAction({ gameCategory: 'PVP', vendors: [vendor('A')] })).toEqual({
      kind: 'launch',
      vendor: vendor('A'),
    });
    expect(navAction({ gameCategory: 'LIVE', vendors: [vendor('A'), vendor('B')] }).kind).toBe(
      'vendors',
    );
    expect(navAction({ gameCategory: 'SPORTS', vendors: [vendor('S')] }).kind).toBe('launch');
  });
});
