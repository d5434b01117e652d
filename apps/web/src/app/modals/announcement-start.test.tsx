import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useSessionStore } from '../../features/session/session-store.ts';
import { announcementFixture, ok } from '../../test/content-fixture.ts';
import { stubFetch } from '../../test/fetch-stub.ts';
import { memberInfo } from '../../test/member-fixture.ts';
import { renderRoutes } from '../../test/render-routes.tsx';

function stubAnnouncements() {
  return stubFetch({
    '/wps/announcements': () =>
      ok({
        banners: [],
        player: [],
        popup: [announcementFixture(1, '5'), announcementFixture(2)],
        promotion: [],
      }),
    '/wps/member/info': () => ok(memberInfo()),
  });
}

describe('announcement popup at start', () => {
  it(
    'opens after the age confirmation, once per session for visitors',
    { timeout: 20_000 },
    async () => {
      stubAnnouncements();
      const first = renderRoutes('/', { firstVisit: true });
      const terms = await screen.findByRole('dialog', { name: 'Confirmação de idade e termos' });
      expect(screen.queryByRole('dialog', { name: 'Anúncios' })).toBeNull();
      await userEvent.click(within(terms).getByRole('checkbox'));
      await userEvent.click(within(terms).getByRole('button', { name: 'Entrar no site' }));

      const popup = await screen.findByRole('dialog', { name: 'Anúncios' });
      await userEvent.click(within(popup).getByRole('button', { name: 'Fechar' }));
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Anúncios' })).toBeNull());
      expect(sessionStorage.getItem('announcementClosed:visitor')).toBe('closed');
      first.unmount();

      renderRoutes('/');
      await screen.findByRole('heading', { level: 1, name: /Bem-vindo/u });
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(screen.queryByRole('dialog', { name: 'Anúncios' })).toBeNull();
    },
  );

  it('keeps a separate mark for members, and goes to the promotion', async () => {
    stubAnnouncements();
    sessionStorage.setItem('announcementClosed:visitor', 'closed');
    useSessionStore.getState().setToken('tok');
    useSessionStore.getState().setMember(memberInfo());
    const { history } = renderRoutes('/');
    const popup = await screen.findByRole('dialog', { name: 'Anúncios' });
    await userEvent.click(within(popup).getByRole('button', { name: 'Ver a promoção' }));
    await waitFor(() => expect(history.location.pathname).toBe('/promotions'));
    expect(history.location.hash).toBe('#5');
    expect(sessionStorage.getItem('announcementClosed:member')).toBe('closed');
  });
});
