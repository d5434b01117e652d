import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok } from '../../../test/content-fixture.ts';
import { stubFetch } from '../../../test/fetch-stub.ts';
import { renderContent } from '../../../test/render-content.tsx';
import { SideMenuPromotions } from './side-menu-content.tsx';

const promotion = (index: number) => ({
  promoId: String(index),
  title: `Promo ${index}`,
  summary: '',
  imageUrl: '/a.svg',
  category: 'Casino',
  kind: 'info',
  startTime: '2026-11-01T00:00:00.000Z',
  endTime: null,
  status: 'JOIN',
});

describe('side-menu promotions', () => {
  it('lists the first 6 promotions, each to its place on /promotions, then More', async () => {
    stubFetch({
      '/wps/promotions': () => ok({ list: Array.from({ length: 8 }, (_, i) => promotion(i + 1)) }),
    });
    renderContent(<SideMenuPromotions />);
    const list = await screen.findByRole('list', { name: 'Promoções em destaque' });
    const links = within(list).getAllByRole('link');
    expect(links).toHaveLength(7);
    expect(links[0]!.getAttribute('href')).toBe('/promotions#1');
    expect(links[0]!.getAttribute('title')).toBe('Promo 1');
    expect(within(list).queryByRole('link', { name: 'Promo 7' })).toBeNull();
    expect(links[6]!.textContent).toBe('Mais promoções');
    expect(links[6]!.getAttribute('href')).toBe('/promotions');
  });
});
