import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok } from '../../test/content-fixture.ts';
import { stubFetch } from '../../test/fetch-stub.ts';
import { renderRoutes } from '../../test/render-routes.tsx';

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
