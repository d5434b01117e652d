import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useSessionStore } from '../../features/session/session-store.ts';
import { stubFetch } from '../../test/fetch-stub.ts';
import { findDialog } from '../../test/find-dialog.ts';
import { memberInfo } from '../../test/member-fixture.ts';
import { ok } from '../../test/request-body.ts';
import { renderRoutes } from '../../test/render-routes.tsx';

function logInTrial() {
  const trial = memberInfo({ type: 4, isTrial: true, account: 'trial8' });
  stubFetch({ '/wps/member/info': () => ok(trial) });
  useSessionStore.getState().setToken('tok-trial');
  useSessionStore.getState().setMember(trial);
}

describe('trial accounts', () => {
  it('get the register-a-real-account dialog instead of the member centre', async () => {
    logInTrial();
    renderRoutes('/member?mcPage=withdraw');
    const dialog = await findDialog('Conta de teste');
    expect(within(dialog).getByText('Registe uma conta real primeiro.')).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 1, name: 'Levantamento' })).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Centro de membro' })).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Entendido' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('link', { name: 'Voltar ao portal' })).toBeTruthy();
  });

  it('offer the registration popup from the dialog', async () => {
    logInTrial();
    renderRoutes('/member?mcPage=withdraw');
    const dialog = await findDialog('Conta de teste');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Registar conta real' }));
    expect(await findDialog('Criar conta')).toBeTruthy();
  });

  for (const [path, title] of [
    ['/favorite', 'Os meus favoritos'],
    ['/recent', 'Jogados recentemente'],
  ] as const) {
    it(`get the same dialog on ${path}`, async () => {
      logInTrial();
      renderRoutes(path);
      expect(await findDialog('Conta de teste')).toBeTruthy();
      expect(screen.getByRole('heading', { level: 1, name: title })).toBeTruthy();
    });
  }

  it('leave members alone', async () => {
    stubFetch({ '/wps/member/info': () => ok(memberInfo()) });
    useSessionStore.getState().setToken('tok');
    useSessionStore.getState().setMember(memberInfo());
    renderRoutes('/member?mcPage=withdraw');
    expect(await screen.findByRole('heading', { level: 1, name: 'Levantamento' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
