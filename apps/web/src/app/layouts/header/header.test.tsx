import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useSessionStore } from '../../../features/session/session-store.ts';
import { stubFetch } from '../../../test/fetch-stub.ts';
import { renderRoutes } from '../../../test/render-routes.tsx';

describe('header', () => {
  it('opens the login, registration and notice popups for visitors', async () => {
    stubFetch();
    renderRoutes('/');
    const header = await screen.findByRole('banner');
    expect(
      within(header).getByRole('img', { name: 'Apenas para maiores de 18 anos' }),
    ).toBeTruthy();

    await userEvent.click(within(header).getByRole('button', { name: 'Entrar' }));
    const login = await screen.findByRole('dialog', { name: 'Entrar' });
    expect(within(login).getByText(/ainda não está disponível/)).toBeTruthy();
    await userEvent.click(within(login).getAllByRole('button', { name: 'Fechar' })[0]!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await userEvent.click(within(header).getByRole('button', { name: 'Registar' }));
    expect(await screen.findByRole('dialog', { name: 'Criar conta' })).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await userEvent.click(within(header).getByRole('button', { name: 'Avisos' }));
    expect(await screen.findByRole('dialog', { name: 'Avisos' })).toBeTruthy();
  });

  it('signs a member out after confirmation and returns home, keeping the merchant', async () => {
    stubFetch();
    sessionStorage.setItem('merchantCode', 'AURORA');
    useSessionStore.getState().setToken('tok');
    useSessionStore.getState().setMember({ type: 1 } as never);
    const { router } = renderRoutes('/promotions');
    const header = await screen.findByRole('banner');
    expect(
      within(header).getByRole('link', { name: 'Centro de agente' }).getAttribute('href'),
    ).toBe('/agent');

    await userEvent.click(within(header).getByRole('button', { name: 'Terminar sessão' }));
    const confirm = await screen.findByRole('dialog', { name: 'Terminar sessão' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Terminar sessão' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(useSessionStore.getState()).toMatchObject({
      token: null,
      isLogin: false,
      isAgent: false,
    });
    expect(sessionStorage.getItem('merchantCode')).toBe('AURORA');
    expect(within(screen.getByRole('banner')).getByRole('button', { name: 'Entrar' })).toBeTruthy();
  });
});
