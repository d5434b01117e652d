import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSessionStore } from '../../features/session/session-store.ts';
import { stubFetch } from '../../test/fetch-stub.ts';
import { renderRoutes } from '../../test/render-routes.tsx';
import { makeStatus, moduleNode } from '../../test/status-fixture.ts';

/** Waits for the page's main heading, so lazy sections have rendered. */
async function pageLoaded() {
  await screen.findByRole('heading', { level: 1 });
}

/**
 * The footer loads lazily: once its module has resolved and React has had a turn, a footer that
 * should show is on screen, so its absence means the layout really hides it.
 */
async function footerSettled() {
  await act(async () => {
    await import('./footer/footer.tsx');
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

const sideMenu = () => screen.queryByRole('navigation', { name: 'Menu lateral' });
const footer = () => screen.queryByRole('contentinfo');
const header = () => screen.queryByRole('navigation', { name: 'Navegação principal' });

describe('layout visibility', () => {
  it('shows header, side menu and footer on home', async () => {
    stubFetch();
    renderRoutes('/');
    await pageLoaded();
    expect(header()).toBeTruthy();
    expect(sideMenu()).toBeTruthy();
    expect(await screen.findByRole('contentinfo')).toBeTruthy();
  });

  for (const path of ['/promotions', '/rng', '/help', '/pointMall']) {
    it(`keeps side menu and footer on ${path}`, async () => {
      stubFetch();
      renderRoutes(path);
      await pageLoaded();
      expect(sideMenu()).toBeTruthy();
      expect(await screen.findByRole('contentinfo')).toBeTruthy();
    });
  }

  for (const path of ['/lottery', '/seaLottery', '/vnLottery', '/seamless']) {
    it(`hides side menu and footer on ${path}`, async () => {
      stubFetch();
      useSessionStore.getState().setToken('tok');
      renderRoutes(path);
      await pageLoaded();
      await footerSettled();
      expect(header()).toBeTruthy();
      expect(sideMenu()).toBeNull();
      expect(footer()).toBeNull();
    });
  }

  for (const path of ['/agent', '/agentHome']) {
    it(`uses the agent layout alone on ${path}`, async () => {
      stubFetch();
      useSessionStore.getState().setToken('tok');
      renderRoutes(path);
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Visão geral da equipa' }),
      ).toBeTruthy();
      await footerSettled();
      expect(header()).toBeNull();
      expect(sideMenu()).toBeNull();
      expect(footer()).toBeNull();
      expect(screen.getByRole('link', { name: 'Voltar ao portal' })).toBeTruthy();
    });
  }
});

describe('side menu entries', () => {
  const withModules = (vip: boolean, referral: boolean) =>
    makeStatus({
      whitelabel: [
        moduleNode('PROMO', true, [moduleNode('VIP', vip), moduleNode('REFERRAL_PROMO', referral)]),
      ],
    });

  it('shows VIP and invite to visitors even when their modules are off', async () => {
    stubFetch();
    renderRoutes('/', { status: withModules(false, false) });
    await pageLoaded();
    const menu = within(sideMenu()!);
    // Both are login-only: for a visitor they open the login popup.
    expect(menu.getByRole('button', { name: 'VIP' })).toBeTruthy();
    expect(menu.getByRole('button', { name: 'Convidar amigos' })).toBeTruthy();
  });

  it('hides VIP and invite from members when their modules are off', async () => {
    stubFetch();
    useSessionStore.setState({ token: 'tok', isLogin: true });
    renderRoutes('/', { status: withModules(false, false) });
    await pageLoaded();
    const menu = within(sideMenu()!);
    expect(menu.queryByRole('link', { name: 'VIP' })).toBeNull();
    expect(menu.queryByRole('link', { name: 'Convidar amigos' })).toBeNull();
  });

  it('leads members to the VIP page, never to the security centre', async () => {
    stubFetch();
    useSessionStore.setState({ token: 'tok', isLogin: true });
    renderRoutes('/member?mcPage=securityCenter', { status: withModules(true, false) });
    await pageLoaded();
    const menu = within(sideMenu()!);
    expect(menu.getByRole('link', { name: 'VIP' }).getAttribute('href')).toBe('/member?mcPage=vip');
    expect(menu.queryByRole('link', { name: 'Convidar amigos' })).toBeNull();
    // Nothing in the side menu opens the security centre, or claims it as its page.
    const links = menu.getAllByRole('link');
    expect(links.filter((link) => link.getAttribute('href')?.includes('securityCenter'))).toEqual(
      [],
    );
    expect(links.filter((link) => link.getAttribute('aria-current') === 'page')).toEqual([]);
  });

  it('marks the VIP entry as the current page on the VIP page', async () => {
    stubFetch();
    useSessionStore.setState({ token: 'tok', isLogin: true });
    renderRoutes('/member?mcPage=vip', { status: withModules(true, true) });
    await pageLoaded();
    const menu = within(sideMenu()!);
    expect(menu.getByRole('link', { name: 'VIP' }).getAttribute('aria-current')).toBe('page');
  });

  it('links members to referral and bet history when the modules are on', async () => {
    stubFetch();
    useSessionStore.setState({ token: 'tok', isLogin: true });
    renderRoutes('/', { status: withModules(true, true) });
    await pageLoaded();
    const menu = within(sideMenu()!);
    expect(menu.getByRole('link', { name: 'Convidar amigos' }).getAttribute('href')).toBe(
      '/member?mcPage=referral',
    );
    expect(menu.getByRole('link', { name: 'Histórico de apostas' }).getAttribute('href')).toBe(
      '/member?mcPage=personalHistoryCopy',
    );
  });

  it('shows channel links only for the resources the merchant has', async () => {
    stubFetch();
    renderRoutes('/', {
      status: makeStatus({
        resources: [
          { resourceType: 'TELEGRAM', url: 'https://t.example/aurora', labelNameEn: 'Telegram' },
          { resourceType: 'FACEBOOK', url: 'javascript:alert(1)', labelNameEn: 'Facebook' },
        ],
      }),
    });
    await pageLoaded();
    const channels = within(screen.getByRole('region', { name: 'Canais' }));
    expect(channels.getByRole('link', { name: /Telegram/ }).getAttribute('href')).toBe(
      'https://t.example/aurora',
    );
    expect(channels.queryByRole('link', { name: /Facebook/ })).toBeNull();
    expect(channels.queryByRole('link', { name: /Instagram/ })).toBeNull();
  });
});
