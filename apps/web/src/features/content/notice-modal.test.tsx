import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ok } from '../../test/content-fixture.ts';
import { stubFetch } from '../../test/fetch-stub.ts';
import { renderContent } from '../../test/render-content.tsx';
import { NoticeMarquee } from './notice-marquee.tsx';
import { NoticeModal } from './notice-modal.tsx';

const notices = ['Manutenção', 'Novo jogo', 'Bónus'].map((title, index) => ({
  id: String(index + 1),
  title,
  content: `Texto de ${title}`,
  createdAt: '2026-11-01T10:00:00.000Z',
}));

describe('notices', () => {
  it('the marquee opens the notice at the clicked index', async () => {
    stubFetch({ '/wps/notice/popular': () => ok({ list: notices }) });
    const onOpen = vi.fn();
    renderContent(<NoticeMarquee onOpen={onOpen} />);
    const region = screen.getByRole('region', { name: 'Avisos' });
    await userEvent.click(
      await within(region).findByRole('button', { name: 'Abrir aviso: Novo jogo' }),
    );
    expect(onOpen).toHaveBeenCalledWith(1);
  });

  it('the modal shows that notice and steps through the others', async () => {
    stubFetch({ '/wps/notice/popular': () => ok({ list: notices }) });
    renderContent(<NoticeModal index={1} onClose={vi.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: 'Avisos' });
    expect(await within(dialog).findByRole('heading', { name: 'Novo jogo' })).toBeTruthy();
    expect(within(dialog).getByText('2 de 3')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Aviso seguinte' }));
    expect(within(dialog).getByRole('heading', { name: 'Bónus' })).toBeTruthy();
  });

  it('says so when the notices cannot load', async () => {
    stubFetch();
    renderContent(<NoticeModal onClose={vi.fn()} />);
    expect(await screen.findByRole('alert')).toBeTruthy();
  });
});
