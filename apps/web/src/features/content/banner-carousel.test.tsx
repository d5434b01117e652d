import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { bannerFixture } from '../../test/content-fixture.ts';
import { renderContent } from '../../test/render-content.tsx';
import { BannerCarousel } from './banner-carousel.tsx';
import { bannerAction } from './banner-target.ts';
import { BannerStrip } from './banner-strip.tsx';

const actionOf = (banner: Parameters<typeof bannerAction>[0]) =>
  bannerAction(banner, { promotionHref: (id) => `/promotions#${id}` });

describe('home banner carousel', () => {
  it('has arrows and dots only with more than one banner, and each banner opens its target', async () => {
    const onOpen = vi.fn();
    const banners = [
      bannerFixture('1', 'PROMOTION', '7'),
      bannerFixture('2', 'URL', 'https://example.test/'),
      bannerFixture('3', 'GAME', 'PGE:42'),
    ];
    renderContent(<BannerCarousel banners={banners} actionOf={actionOf} onOpen={onOpen} />);
    const region = screen.getByRole('region', { name: 'Destaques' });
    expect(within(region).getByRole('button', { name: 'Destaque seguinte' })).toBeTruthy();
    expect(within(region).getByRole('button', { name: 'Destaque anterior' })).toBeTruthy();
    // Every text for assistive technology is Portuguese, none a stray English default.
    expect(region.getAttribute('aria-roledescription')).toBe('carrossel');
    const spoken = [...region.querySelectorAll('[aria-label], [aria-roledescription]')].flatMap(
      (element) => [
        element.getAttribute('aria-label') ?? '',
        element.getAttribute('aria-roledescription') ?? '',
      ],
    );
    expect(spoken.filter((text) => /slide|carousel/iu.test(text))).toEqual([]);

    const promotion = within(region).getByRole('link', { name: 'Banner 1' });
    expect(promotion.getAttribute('href')).toBe('/promotions#7');
    await userEvent.click(promotion);
    expect(onOpen).toHaveBeenCalledWith(banners[0], { kind: 'navigate', to: '/promotions#7' });

    const outside = within(region).getByRole('link', { name: /Banner 2/ });
    expect(outside.getAttribute('target')).toBe('_blank');
    expect(outside.getAttribute('rel')).toBe('noopener noreferrer');

    await userEvent.click(within(region).getByRole('button', { name: 'Banner 3' }));
    expect(onOpen).toHaveBeenLastCalledWith(banners[2], {
      kind: 'game',
      vassalage: 'PGE',
      nodeId: '42',
    });
  });

  it('shows a single banner without arrows, still opening its target', async () => {
    const onOpen = vi.fn();
    renderContent(
      <BannerCarousel
        banners={[bannerFixture('1', 'ROUTE', '/help')]}
        actionOf={actionOf}
        onOpen={onOpen}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Destaque seguinte' })).toBeNull();
    await userEvent.click(screen.getByRole('link', { name: 'Banner 1' }));
    expect(onOpen).toHaveBeenCalledOnce();
  });

  it('draws a static strip for the side menu and the popups', () => {
    renderContent(
      <BannerStrip
        banners={[bannerFixture('1', 'NONE', ''), bannerFixture('2', 'ROUTE', '/help')]}
        actionOf={actionOf}
        onOpen={vi.fn()}
        limit={1}
        label="Destaques"
      />,
    );
    const list = screen.getByRole('list', { name: 'Destaques' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(within(list).getByRole('img', { name: 'Banner 1' })).toBeTruthy();
  });
});
