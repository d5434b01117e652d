import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { findDialog } from '../../test/find-dialog.ts';
import { pngFile } from '../../test/image-files.ts';
import { fail, ok, requestBody } from '../../test/request-body.ts';
import {
  emptyPage,
  openMemberPage,
  requestsTo,
  withdrawalRow,
  withdrawSettings,
} from '../../test/wallet-fixture.ts';

function page(list: unknown[]) {
  return ok({ list, totalPages: 1, pageNum: 1, total: list.length });
}

describe('withdraw', { timeout: 20_000 }, () => {
  it('points to the security centre while no withdrawal password is set', async () => {
    await openMemberPage('withdraw', {
      '/wps/wallet/withdraw/settings': () =>
        ok(withdrawSettings({ hasWithdrawPassword: false, accounts: [] })),
      '/wps/wallet/withdrawals': () => emptyPage(),
    });
    expect(
      await screen.findByText('Ainda não definiu a palavra-passe de levantamento.'),
    ).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Definir a palavra-passe de levantamento' });
    expect(link.getAttribute('href')).toBe('/member?mcPage=securityCenter');
    expect(screen.queryByRole('button', { name: 'Levantar' })).toBeNull();
    expect(screen.getByText('Ainda não há registos.')).toBeTruthy();
  });

  it('checks the amount, confirms in a dialog, puts a wrong password on its field and retries with the same key', async () => {
    const made: unknown[] = [];
    let attempts = 0;
    const { fetchMock } = await openMemberPage('withdraw', {
      '/wps/wallet/withdraw/settings': () => ok(withdrawSettings()),
      '/wps/wallet/withdrawals': () => page(made),
      '/wps/wallet/withdraw': () => {
        attempts += 1;
        if (attempts === 1) return fail(400, 'wrong_withdraw_password');
        made.push(withdrawalRow({ amount: '150.00' }));
        return ok(made[0]);
      },
    });
    expect(await screen.findByText('R$ 200,00')).toBeTruthy();
    const amount = screen.getByLabelText('Valor');
    await userEvent.type(amount, '250');
    await userEvent.type(screen.getByLabelText('Palavra-passe de levantamento'), '111111');
    await userEvent.click(screen.getByRole('button', { name: 'Levantar' }));
    expect(await screen.findByText('Saldo insuficiente.')).toBeTruthy();

    await userEvent.clear(amount);
    await userEvent.type(amount, '150');
    await userEvent.click(screen.getByRole('button', { name: 'Levantar' }));
    let dialog = await findDialog('Confirmar levantamento');
    expect(
      within(dialog).getByText(/Levantar R\$ 150,00 para Cartão bancário · Banco Demo/u),
    ).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(requestsTo(fetchMock, '/wps/wallet/withdraw')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Levantar' }));
    dialog = await findDialog('Confirmar levantamento');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar levantamento' }));
    expect(await screen.findByText('A palavra-passe de levantamento está errada.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();

    const password = screen.getByLabelText('Palavra-passe de levantamento');
    await userEvent.clear(password);
    await userEvent.type(password, '135790');
    await userEvent.click(screen.getByRole('button', { name: 'Levantar' }));
    dialog = await findDialog('Confirmar levantamento');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar levantamento' }));
    expect(await screen.findByText('Pedido de levantamento enviado.')).toBeTruthy();
    const [first, second] = requestsTo(fetchMock, '/wps/wallet/withdraw');
    expect(await requestBody(second!)).toEqual({
      accountId: 'acc-1',
      amount: '150',
      withdrawPassword: '135790',
    });
    expect(second!.headers.get('Idempotency-Key')).toBe(first!.headers.get('Idempotency-Key'));
    const list = screen.getByRole('table', { name: 'Os meus levantamentos' });
    await waitFor(() => expect(within(list).getByText('Em processamento')).toBeTruthy());
    expect((amount as HTMLInputElement).value).toBe('');
  });

  it('confirms "not received" with a checked, uploaded proof image', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const awaiting = withdrawalRow({
      status: 'awaiting_confirmation',
      paidAt: '2026-11-21T10:05:00.000Z',
      autoReceiveAt: '2026-11-21T11:05:00.000Z',
    });
    const { fetchMock } = await openMemberPage('withdraw', {
      '/wps/wallet/withdraw/settings': () => ok(withdrawSettings()),
      '/wps/wallet/withdrawals': () => page([awaiting]),
      '/wps/uploads': () => ok({ uploadId: 'upload-0001', contentType: 'image/png', size: 4 }),
      '/wps/wallet/withdraw/confirm': () =>
        ok({ ...awaiting, status: 'disputed', proofCount: 1, autoReceiveAt: null }),
    });
    const list = await screen.findByRole('table', { name: 'Os meus levantamentos' });
    expect(within(list).getByText(/^Conta como recebido a /u)).toBeTruthy();
    await user.click(within(list).getByRole('button', { name: 'Confirmar receção' }));
    const dialog = await findDialog('Confirmar a receção');
    expect(within(dialog).getByText(/^Sem resposta, conta como recebido a /u)).toBeTruthy();
    await user.click(within(dialog).getByRole('radio', { name: 'Não recebido' }));
    await user.click(within(dialog).getByRole('button', { name: 'Enviar confirmação' }));
    expect(
      await within(dialog).findByText('Carregue de 1 a 3 imagens como comprovativo.'),
    ).toBeTruthy();

    const input = within(dialog).getByLabelText(/^Comprovativos/u);
    await user.upload(input, new File(['GIF8'], 'proof.gif', { type: 'image/gif' }));
    expect(await within(dialog).findByText('Apenas imagens png ou jpg.')).toBeTruthy();
    // Named and typed as a PNG, but its bytes are text: refused by content.
    await user.upload(input, new File(['<html>'], 'page.png', { type: 'image/png' }));
    expect(await within(dialog).findByText('Apenas imagens png ou jpg.')).toBeTruthy();
    await user.upload(input, pngFile('big.png', 5 * 1024 * 1024 + 1));
    expect(await within(dialog).findByText('Cada imagem pode ter no máximo 5 MB.')).toBeTruthy();
    await user.upload(input, pngFile('proof.png'));
    const chosen = within(dialog).getByRole('list', { name: 'Imagens escolhidas' });
    expect(within(chosen).getAllByRole('listitem')).toHaveLength(1);
    await user.upload(input, [pngFile('b.png'), pngFile('c.png'), pngFile('d.png')]);
    expect(await within(dialog).findByText('No máximo 3 imagens.')).toBeTruthy();
    // The first two fit beside proof.png; the third is refused.
    await user.click(within(chosen).getByRole('button', { name: /c\.png/u }));
    await user.click(within(chosen).getByRole('button', { name: /b\.png/u }));
    expect(within(chosen).getAllByRole('listitem')).toHaveLength(1);
    expect(requestsTo(fetchMock, '/wps/uploads')).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Enviar confirmação' }));
    expect(await screen.findByText('Confirmação enviada.')).toBeTruthy();
    const [upload] = requestsTo(fetchMock, '/wps/uploads');
    expect(new URL(upload!.url).search).toBe('?purpose=withdrawal');
    expect(upload!.headers.get('Content-Type')).toBe('image/png');
    const [confirm] = requestsTo(fetchMock, '/wps/wallet/withdraw/confirm');
    expect(await requestBody(confirm!)).toEqual({
      withdrawalId: 'w-1',
      result: 'not_received',
      uploadIds: ['upload-0001'],
    });
    expect(confirm!.headers.get('Idempotency-Key')).toBeTruthy();
  });

  it('asks for a missing amount below the withdrawal for "partly received"', async () => {
    const awaiting = withdrawalRow({ status: 'awaiting_confirmation' });
    const { fetchMock } = await openMemberPage('withdraw', {
      '/wps/wallet/withdraw/settings': () => ok(withdrawSettings()),
      '/wps/wallet/withdrawals': () => page([awaiting]),
      '/wps/wallet/withdraw/confirm': () => ok({ ...awaiting, status: 'completed' }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Confirmar receção' }));
    const dialog = await findDialog('Confirmar a receção');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Recebido em parte' }));
    await userEvent.type(within(dialog).getByLabelText('Valor em falta'), '50');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar confirmação' }));
    expect(
      await within(dialog).findByText('Introduza um valor válido (até duas casas decimais).'),
    ).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Recebido (tudo)' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar confirmação' }));
    expect(await screen.findByText('Confirmação enviada.')).toBeTruthy();
    const [confirm] = requestsTo(fetchMock, '/wps/wallet/withdraw/confirm');
    expect(await requestBody(confirm!)).toEqual({
      withdrawalId: 'w-1',
      result: 'received',
      uploadIds: [],
    });
  });
});
