import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, ok, requestBody } from '../../test/request-body.ts';
import { consolidated, emptyPage, openMemberPage, requestsTo } from '../../test/wallet-fixture.ts';

const transferWallets = { isSingle: false, currency: 'BRL' };

function transfer(status: 'pending' | 'posted' | 'voided', id = 't-1') {
  return {
    transferId: id,
    vendor: 'PGE',
    direction: 'in' as const,
    amount: '25.00',
    status,
    createdAt: '2026-11-21T10:00:00.000Z',
    settledAt: status === 'pending' ? null : '2026-11-21T10:00:01.000Z',
  };
}

describe('transfer fund', { timeout: 20_000 }, () => {
  it('explains the single-wallet mode instead of offering transfers', async () => {
    const { fetchMock } = await openMemberPage('transferFund', {
      '/wps/relay/GCS_merchantWallet': () => ok({ isSingle: true, currency: 'BRL' }),
    });
    expect(await screen.findByRole('heading', { name: 'Carteira única' })).toBeTruthy();
    expect(requestsTo(fetchMock, '/wps/member/info/funds/consolidated')).toHaveLength(0);
  });

  it('lists every wallet, checks the amount, transfers in with a key and shows the status', async () => {
    let main = '300.00';
    const done = [transfer('posted', 't-0')];
    const { fetchMock } = await openMemberPage('transferFund', {
      '/wps/relay/GCS_merchantWallet': () => ok(transferWallets),
      '/wps/member/info/funds/consolidated': () => ok(consolidated({ main })),
      '/wps/wallet/transfers': () =>
        ok({ list: done, totalPages: 1, pageNum: 1, total: done.length }),
      '/wps/relay/GCS_walletTransfer': async (request) => {
        const body = await requestBody(request);
        if (body.direction === 'recallAll') {
          return ok({ transfers: [transfer('pending', 't-9')], main });
        }
        main = '275.00';
        done.unshift(transfer('posted', 't-2'));
        return ok({ transfers: [transfer('posted', 't-2')], main });
      },
    });
    const wallets = await screen.findByRole('list', { name: 'Carteiras dos fornecedores' });
    expect(
      within(wallets)
        .getByRole('button', { name: /PG Estúdio/ })
        .getAttribute('aria-pressed'),
    ).toBe('true');
    expect(within(wallets).getByText('Sem resposta (último saldo conhecido)')).toBeTruthy();
    expect(screen.getByText('R$ 300,00')).toBeTruthy();

    const amount = screen.getByLabelText('Valor');
    await userEvent.type(amount, '12.345');
    await userEvent.click(screen.getByRole('button', { name: 'Transferir para PG Estúdio' }));
    expect(
      await screen.findByText('Introduza um valor válido (até duas casas decimais).'),
    ).toBeTruthy();
    await userEvent.clear(amount);
    await userEvent.type(amount, '400');
    await userEvent.click(screen.getByRole('button', { name: 'Transferir para PG Estúdio' }));
    expect(await screen.findByText('Saldo insuficiente.')).toBeTruthy();
    expect(requestsTo(fetchMock, '/wps/relay/GCS_walletTransfer')).toHaveLength(0);

    await userEvent.clear(amount);
    await userEvent.type(amount, '25');
    await userEvent.click(screen.getByRole('button', { name: 'Transferir para PG Estúdio' }));
    expect(await screen.findByText('Transferência registada.')).toBeTruthy();
    const [sent] = requestsTo(fetchMock, '/wps/relay/GCS_walletTransfer');
    expect(await requestBody(sent!)).toEqual({ direction: 'in', vendor: 'PGE', amount: '25' });
    expect(sent!.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/u);
    await waitFor(() => expect(screen.getByText('R$ 275,00')).toBeTruthy());
    const history = screen.getByRole('table', { name: 'Transferências recentes' });
    await waitFor(() => expect(within(history).getAllByText('Concluída')).toHaveLength(2));

    await userEvent.click(screen.getByRole('button', { name: 'Recolher tudo' }));
    expect(
      await screen.findByText(
        'O fornecedor ainda não respondeu. Nenhum valor se perde: a transferência conclui ou é devolvida.',
      ),
    ).toBeTruthy();
    const [, recall] = requestsTo(fetchMock, '/wps/relay/GCS_walletTransfer');
    expect(recall!.headers.get('Idempotency-Key')).not.toBe(sent!.headers.get('Idempotency-Key'));
  });

  it('keeps the key of a failed transfer for the retry and shows the refusal', async () => {
    let attempts = 0;
    const { fetchMock } = await openMemberPage('transferFund', {
      '/wps/relay/GCS_merchantWallet': () => ok(transferWallets),
      '/wps/member/info/funds/consolidated': () => ok(consolidated()),
      '/wps/wallet/transfers': () => emptyPage(),
      '/wps/relay/GCS_walletTransfer': () => {
        attempts += 1;
        return attempts === 1
          ? fail(409, 'transfer_pending')
          : ok({ transfers: [], main: '290.00' });
      },
    });
    await userEvent.type(await screen.findByLabelText('Valor'), '10');
    await userEvent.click(screen.getByRole('button', { name: 'Trazer de PG Estúdio' }));
    expect(
      await screen.findByText(
        'Há uma transferência com este fornecedor ainda pendente. Aguarde um momento.',
      ),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Trazer de PG Estúdio' }));
    expect(await screen.findByText('Transferência registada.')).toBeTruthy();
    const [first, second] = requestsTo(fetchMock, '/wps/relay/GCS_walletTransfer');
    expect(second!.headers.get('Idempotency-Key')).toBe(first!.headers.get('Idempotency-Key'));
    expect(screen.getByText('Ainda não há registos.')).toBeTruthy();
  });

  it('shows an error state with a retry when the wallets do not load', async () => {
    await openMemberPage('transferFund', {
      '/wps/relay/GCS_merchantWallet': () => ok(transferWallets),
      '/wps/member/info/funds/consolidated': () => fail(503, 'vendor_unavailable'),
      '/wps/wallet/transfers': () => emptyPage(),
    });
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Tentar de novo' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Recolher tudo' })).toBeNull();
  });
});
