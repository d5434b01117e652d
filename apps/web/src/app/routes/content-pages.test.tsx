import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../features/session/session-store.ts';
import { ok } from '../../test/content-fixture.ts';
import { stubFetch } from '../../test/fetch-stub.ts';
import { memberInfo } from '../../test/member-fixture.ts';
import { renderRoutes } from '../../test/render-routes.tsx';

// The QR drawing shows the value it encodes, so a test can read what a phone would open.
vi.mock('../../shared/ui/qr-svg.tsx', () => ({
  QrSvg: ({ value }: { value: string }) => <svg data-value={value} />,
}));

describe('content screens', () => {
  it('/download shows the iOS code and links the install guide', async () => {
    stubFetch();
    renderRoutes('/download');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Descarregar a aplicação' }),
    ).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Código QR para abrir a aplicação iOS' })).toBeTruthy();
    await userEvent.click(screen.getByRole('link', { name: 'Guia de instalação' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Como instalar' })).toBeTruthy();
    expect(screen.getByText('Abra a ligação no Safari.')).toBeTruthy();
  });

  it('the iOS code of a member carries a single-use hand-off code, never the session token', async () => {
    stubFetch({
      '/wps/member/info': () => ok(memberInfo()),
      '/wps/session/handoff': () => ok({ code: 'h-123', expiresInSeconds: 120 }),
    });
    useSessionStore.getState().setToken('tok-secret-session');
    useSessionStore.getState().setMember(memberInfo());
    renderRoutes('/download');
    const code = await screen.findByRole('img', { name: 'Código QR para abrir a aplicação iOS' });
    await waitFor(() =>
      expect(code.querySelector('svg')?.getAttribute('data-value')).toContain('handoff=h-123'),
    );
    expect(code.querySelector('svg')?.getAttribute('data-value')).not.toContain('tok-secret');
    expect(document.body.innerHTML).not.toContain('tok-secret-session');
  });

  it('/winners lists the winner board as a table', async () => {
    stubFetch({
      '/wps/relay/ODSFE2_getWinnerBoard': () =>
        ok({
          list: [
            { customerName: 'an***', gameName: 'Dados', iconUrl: '', winAmount: '1500.00' },
            { customerName: 'jo***', gameName: 'Slot', iconUrl: '', winAmount: '90.50' },
          ],
        }),
    });
    renderRoutes('/winners');
    const table = await screen.findByRole('table', { name: 'Lista de vencedores' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]!).getByText('1.500,00')).toBeTruthy();
  });

  it('/languages switches the language', async () => {
    stubFetch();
    renderRoutes('/languages');
    await userEvent.click(await screen.findByRole('button', { name: /English/u }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Languages' })).toBeTruthy();
    expect(localStorage.getItem('language')).toBe('EN');
  });
});
