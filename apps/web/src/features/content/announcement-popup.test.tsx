// @vitest-environment jsdom
// The rendered HTML goes through DOMPurify, which is checked in jsdom (see sanitize-html.test.ts).
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { announcementFixture } from '../../test/content-fixture.ts';
import { renderContent } from '../../test/render-content.tsx';
import { AnnouncementPopup } from './announcement-popup.tsx';

const list = Array.from({ length: 11 }, (_, index) =>
  announcementFixture(index + 1, index === 9 ? '77' : null),
);

describe('announcement popup', () => {
  it('lists 8 titles per page beside the sanitised detail, with pages', async () => {
    renderContent(
      <AnnouncementPopup announcements={list} onClose={vi.fn()} onGoToPromotion={vi.fn()} />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Anúncios' });
    const titles = within(dialog).getByRole('list', { name: 'Lista de anúncios' });
    expect(within(titles).getAllByRole('button')).toHaveLength(8);
    expect(within(dialog).getByRole('heading', { level: 3, name: 'Anúncio 1' })).toBeTruthy();
    expect(dialog.innerHTML).not.toContain('onerror');
    expect(within(dialog).queryByRole('button', { name: 'Ver a promoção' })).toBeNull();

    await userEvent.click(within(titles).getByRole('button', { name: 'Anúncio 3' }));
    expect(within(dialog).getByRole('heading', { level: 3, name: 'Anúncio 3' })).toBeTruthy();

    const pages = within(dialog).getByRole('navigation', { name: 'Páginas de anúncios' });
    await userEvent.click(within(pages).getByRole('button', { name: 'Página 2' }));
    expect(within(titles).getAllByRole('button')).toHaveLength(3);
    expect(
      within(pages).getByRole('button', { name: 'Página 2' }).getAttribute('aria-current'),
    ).toBe('page');
  });

  it('goes to the promotion of an announcement that has one, closing first', async () => {
    const onClose = vi.fn();
    const onGoToPromotion = vi.fn();
    renderContent(
      <AnnouncementPopup
        announcements={list}
        onClose={onClose}
        onGoToPromotion={onGoToPromotion}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Anúncios' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Página 2' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Anúncio 10' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ver a promoção' }));
    expect(onClose).toHaveBeenCalledOnce();
    expect(onGoToPromotion).toHaveBeenCalledWith('77');
  });
});
