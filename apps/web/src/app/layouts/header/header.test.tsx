import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../features/session/session-store.ts';
import { stubFetch } from '../../../test/fetch-stub.ts';
import { memberInfo } from '../../../test/member-fixture.ts';
import { ok } from '../../../test/request-body.ts';
import { renderRoutes } from '../../../test/render-routes.tsx';

/** Logs a member in as the session bootstrap would, with member info served by the stub. */
function logIn(member = memberInfo()) {
  sessionStorage.setItem('merchant', 'AURORA');
  sessionStorage.setItem('merchantCode', 'AURORA');
  useSessionStore.getState().setToken('tok');
  useSessionStore.getState().setMember(member);
}

describe('header', () => {
  // Three popups, each a lazy chunk loaded for the first time: slower than one screen.
  it(
    'opens the login, registration and notice popups for visitors',
    { timeout: 15_000 },
    async () => {
      stubFetch();
      renderRoutes('/');
      const header = await screen.findByRole('banner');
      expect(
        within(header).getByRole('img', { name: 'Apenas para maiores de 18 anos' }),
      ).toBeTruthy();

      await userEvent.click(within(header).getByRole('button', { name: 'Entrar' }));
      const login = await screen.findByRole('dialog', { name: 'Entrar' });
      expect(within(login).getByLabelText('Nome de utilizador')).toBeTruthy();
      await userEvent.click(within(login).getAllByRole('button', { name: 'Fechar' })[0]!);
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

      await userEvent.click(within(header).getByRole('button', { name: 'Registar' }));
      expect(await screen.findByRole('dialog', { name: 'Criar conta' })).toBeTruthy();
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

      await userEvent.click(within(header).getByRole('button', { name: 'Avisos' }));
      expect(await screen.findByRole('dialog', { name: 'Avisos' })).toBeTruthy();
    },
  );

  it('shows the balance with its symbol, and stars while hidden', async () => {
    stubFetch({ '/wps/member/info': () => ok(memberInfo()) });
    logIn();
    renderRoutes('/');
    const balance = await screen.findByRole('group', { name: 'Saldo' });
    expect(within(balance).getByText('R$ 1.234,50')).toBeTruthy();

    await userEvent.click(within(balance).getByRole('button', { name: 'Ocultar saldo' }));
    expect(within(balance).queryByText('R$ 1.234,50')).toBeNull();
    expect(within(balance).getByRole('img', { name: 'Saldo oculto' }).textContent).toBe('******');

    await userEvent.click(within(balance).getByRole('button', { name: 'Mostrar saldo' }));
    expect(within(balance).getByText('R$ 1.234,50')).toBeTruthy();
  });

  it('refreshes the balance from member info', async () => {
    let balance = '10.00';
    const fetchMock = stubFetch({ '/wps/member/info': () => ok(memberInfo({ balance })) });
    logIn(memberInfo({ balance }));
    renderRoutes('/');
    const group = await screen.findByRole('group', { name: 'Saldo' });
    await within(group).findByText('R$ 10,00');
    balance = '75.25';
    await userEvent.click(within(group).getByRole('button', { name: 'Atualizar saldo' }));
    expect(await within(group).findByText('R$ 75,25')).toBeTruthy();
    const infoCalls = fetchMock.mock.calls.filter(([url]) => String(url).includes('/member/info'));
    expect(infoCalls.length).toBeGreaterThanOrEqual(2);
  });

  for (const [label, level, shown] of [
    ['VIP0', 0, 'VIP 0'],
    ['VIP12', 12, 'VIP 12'],
    ['Ouro', 4, 'Ouro'],
  ] as const) {
    it(`shows the VIP label ${label} as ${shown}`, async () => {
      const info = memberInfo({ vip: true, vipLabel: label, vipLevel: level });
      stubFetch({ '/wps/member/info': () => ok(info) });
      logIn(info);
      renderRoutes('/');
      const header = await screen.findByRole('banner');
      const menuButton = await within(header).findByRole('button', { name: 'Menu da conta ana' });
      expect(within(menuButton).getByText(shown)).toBeTruthy();
      expect(within(menuButton).queryByText(/VIP\d/u)).toBeNull();
    });
  }

  it('links deposit to the member centre and shows avatar, VIP label, account and id', async () => {
    stubFetch({
      '/wps/member/info': () => ok(memberInfo({ vip: true, vipLabel: 'VIP3', vipLevel: 3 })),
      '/wps/member/info/icon': () => ok({ iconUrl: 'data:image/svg+xml,broken' }),
    });
    logIn(memberInfo({ vip: true, vipLabel: 'VIP3', vipLevel: 3 }));
    renderRoutes('/');
    const header = await screen.findByRole('banner');
    expect(
      (await within(header).findByRole('link', { name: 'Depositar' })).getAttribute('href'),
    ).toBe('/member?mcPage=depositv2');

    const menuButton = within(header).getByRole('button', { name: 'Menu da conta ana' });
    expect(within(menuButton).getByText('VIP 3')).toBeTruthy();
    await userEvent.click(menuButton);
    expect(menuButton.getAttribute('aria-expanded')).toBe('true');
    const avatar = await within(header).findByRole('img', { name: 'Avatar de ana' });
    await waitFor(() => expect(avatar.getAttribute('src')).toBe('data:image/svg+xml,broken'));
    // A broken image falls back to the built-in silhouette.
    fireEvent.error(avatar);
    await waitFor(() =>
      expect(avatar.getAttribute('src')).toMatch(/^data:image\/svg\+xml,%3Csvg/u),
    );
    expect(within(header).getByText('ID 1001')).toBeTruthy();
    expect(within(header).getByRole('link', { name: 'A minha conta' }).getAttribute('href')).toBe(
      '/member?mcPage=securityCenter',
    );
    expect(
      within(header).getByRole('link', { name: 'Mensagens da plataforma' }).getAttribute('href'),
    ).toBe('/member?mcPage=messageV2');
    expect(within(header).queryByRole('link', { name: 'Agente' })).toBeNull();
  });

  it('copies the account name and confirms it in a dialog', async () => {
    stubFetch({ '/wps/member/info': () => ok(memberInfo()) });
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    logIn();
    renderRoutes('/');
    await userEvent.click(await screen.findByRole('button', { name: 'Menu da conta ana' }));
    await userEvent.click(screen.getByRole('button', { name: 'Copiar nome da conta' }));
    expect(writeText).toHaveBeenCalledWith('ana');
    const dialog = await screen.findByRole('dialog', { name: 'Copiado' });
    expect(within(dialog).getByText('O nome da conta ana foi copiado.')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('signs a member out after confirmation, clearing the session but keeping the merchant', async () => {
    const fetchMock = stubFetch({
      '/wps/member/info': () => ok(memberInfo({ type: 1, isAgent: true })),
      '/wps/session/logout': () => ok({ loggedOut: true }),
    });
    logIn(memberInfo({ type: 1, isAgent: true }));
    sessionStorage.setItem('HOT_GAMES', '[]');
    const { history } = renderRoutes('/promotions');
    const header = await screen.findByRole('banner');
    expect(
      (await within(header).findByRole('link', { name: 'Centro de agente' })).getAttribute('href'),
    ).toBe('/agent');

    await userEvent.click(within(header).getByRole('button', { name: 'Menu da conta ana' }));
    expect(within(header).getByRole('link', { name: 'Agente' }).getAttribute('href')).toBe(
      '/agent',
    );
    await userEvent.click(within(header).getByRole('button', { name: 'Terminar sessão' }));
    const confirm = await screen.findByRole('dialog', { name: 'Terminar sessão' });
    // Cancelling keeps the session.
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancelar' }));
    expect(useSessionStore.getState().token).toBe('tok');

    await userEvent.click(within(header).getByRole('button', { name: 'Menu da conta ana' }));
    await userEvent.click(within(header).getByRole('button', { name: 'Terminar sessão' }));
    const again = await screen.findByRole('dialog', { name: 'Terminar sessão' });
    await userEvent.click(within(again).getByRole('button', { name: 'Terminar sessão' }));
    await waitFor(() => expect(history.location.pathname).toBe('/'));
    const logout = fetchMock.mock.calls.find(([url]) => String(url).includes('/session/logout'));
    expect(logout?.[1]?.method).toBe('DELETE');
    expect(useSessionStore.getState()).toMatchObject({
      token: null,
      isLogin: false,
      isAgent: false,
    });
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(sessionStorage.getItem('HOT_GAMES')).toBeNull();
    expect(sessionStorage.getItem('merchant')).toBe('AURORA');
    expect(sessionStorage.getItem('merchantCode')).toBe('AURORA');
    expect(within(screen.getByRole('banner')).getByRole('button', { name: 'Entrar' })).toBeTruthy();
  });

  it('shows trial accounts the register-a-real-account dialog instead of the account pages', async () => {
    stubFetch({ '/wps/member/info': () => ok(memberInfo({ type: 4, isTrial: true })) });
    logIn(memberInfo({ type: 4, isTrial: true }));
    const { history } = renderRoutes('/');
    const header = await screen.findByRole('banner');
    await userEvent.click(await within(header).findByRole('button', { name: 'Depositar' }));
    let dialog = await screen.findByRole('dialog', { name: 'Conta de teste' });
    expect(within(dialog).getByText('Registe uma conta real primeiro.')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Entendido' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await userEvent.click(within(header).getByRole('button', { name: 'Menu da conta ana' }));
    await userEvent.click(within(header).getByRole('link', { name: 'A minha conta' }));
    dialog = await screen.findByRole('dialog', { name: 'Conta de teste' });
    expect(within(dialog).getByRole('button', { name: 'Entendido' })).toBeTruthy();
    expect(history.location.pathname).toBe('/');
  });
});
