import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSessionStore } from '../../features/session/session-store.ts';
import { stubFetch } from '../../test/fetch-stub.ts';
import { renderRoutes } from '../../test/render-routes.tsx';

describe('route guard', () => {
  for (const path of [
    '/member',
    '/favorite',
    '/recent',
    '/lottery',
    '/seaLottery',
    '/vnLottery',
    '/agent',
    '/agentHome',
  ]) {
    it(`sends a visitor without a token from ${path} to /login, which opens the login popup over home`, async () => {
      stubFetch();
      const { history } = renderRoutes(path);
      // The first case also pays the cold transform of the lazy home lobby and modal chunks.
      expect(await screen.findByRole('dialog', { name: 'Entrar' })).toBeTruthy();
      expect(history.location.pathname).toBe('/');
      // The popup opens as /login goes home; home draws in the navigation's transition.
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Bem-vindo a Aurora' }),
      ).toBeTruthy();
    });
  }

  it('lets a session token through to the member centre on the asked page', async () => {
    stubFetch();
    useSessionStore.getState().setToken('tok-1');
    const { history } = renderRoutes('/member?mcPage=withdraw');
    expect(await screen.findByRole('heading', { level: 1, name: 'Levantamento' })).toBeTruthy();
    expect(history.location.pathname).toBe('/member');
    expect(screen.getByRole('link', { name: 'Levantamento' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens the registration popup on /register and keeps the address', async () => {
    stubFetch();
    const { history } = renderRoutes('/register?referralCode=AB12');
    expect(await screen.findByRole('dialog', { name: 'Criar conta' })).toBeTruthy();
    expect(history.location.pathname + history.location.search).toBe('/register?referralCode=AB12');
  });

  it('shows a real not-found screen with a way home', async () => {
    stubFetch();
    renderRoutes('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Página não encontrada' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Voltar ao início' }).getAttribute('href')).toBe('/');
  });

  it('serves home on every home alias', async () => {
    stubFetch();
    for (const path of ['/index', '/index.html', '/home']) {
      const view = renderRoutes(path);
      await waitFor(() =>
        expect(screen.getByRole('heading', { level: 1, name: 'Bem-vindo a Aurora' })).toBeTruthy(),
      );
      view.unmount();
    }
  });
});
