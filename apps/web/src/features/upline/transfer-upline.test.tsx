import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { findDialog } from '../../test/find-dialog.ts';
import { fail, ok, requestBody } from '../../test/request-body.ts';
import { openMemberPage, requestsTo } from '../../test/wallet-fixture.ts';

describe('transfer to the upline', { timeout: 20_000 }, () => {
  it('explains why there is no form without an upline agent', async () => {
    await openMemberPage('transferUpline', {
      '/wps/wallet/transferUpline': () => ok({ upline: null, available: '80.00' }),
    });
    expect(await screen.findByRole('heading', { name: 'Sem agente superior' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Transferir' })).toBeNull();
  });

  it('checks the amount, confirms, and links to the security centre without a password', async () => {
    let attempts = 0;
    const { fetchMock } = await openMemberPage('transferUpline', {
      '/wps/wallet/transferUpline': async (request) => {
        if (request.method === 'GET')
          return ok({ upline: { account: 'agent01' }, available: '80.00' });
        attempts += 1;
        if (attempts === 1) return fail(400, 'withdraw_password_not_set');
        expect(await requestBody(request)).toEqual({ amount: '30', withdrawPassword: '135790' });
        return ok({ balance: '50.00', currency: 'BRL', currencySymbol: 'R$' });
      },
    });
    expect(await screen.findByText('agent01')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Valor'), '90');
    await userEvent.type(screen.getByLabelText('Palavra-passe de levantamento'), '135790');
    await userEvent.click(screen.getByRole('button', { name: 'Transferir' }));
    expect(await screen.findByText('Saldo insuficiente.')).toBeTruthy();

    await userEvent.clear(screen.getByLabelText('Valor'));
    await userEvent.type(screen.getByLabelText('Valor'), '30');
    await userEvent.click(screen.getByRole('button', { name: 'Transferir' }));
    let dialog = await findDialog('Confirmar transferência');
    expect(within(dialog).getByText(/Transferir R\$ 30,00 para agent01\?/u)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar transferência' }));
    expect(
      await screen.findByRole('link', { name: 'Definir a palavra-passe de levantamento' }),
    ).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Transferir' }));
    dialog = await findDialog('Confirmar transferência');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar transferência' }));
    expect(await screen.findByText('Transferência enviada. Saldo atual: R$ 50,00.')).toBeTruthy();
    const posts = requestsTo(fetchMock, '/wps/wallet/transferUpline').filter(
      (request) => request.method === 'POST',
    );
    expect(posts[1]!.headers.get('Idempotency-Key')).toBe(posts[0]!.headers.get('Idempotency-Key'));
  });
});
