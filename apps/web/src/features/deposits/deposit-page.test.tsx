import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, ok, requestBody } from '../../test/request-body.ts';
import { depositRow, openMemberPage, requestsTo } from '../../test/wallet-fixture.ts';
import { depositPoll } from './deposit-result.tsx';
import { leaveTo } from './leave-to.ts';

vi.mock('./leave-to.ts', () => ({ leaveTo: vi.fn(() => true) }));

const channels = {
  currency: 'BRL',
  channels: [
    {
      channelId: 'demo-pix',
      name: 'PIX (demo)',
      provider: 'demo',
      minAmount: '20.00',
      maxAmount: '5000.00',
      presets: ['50.00', '100.00'],
      turnoverPercent: 0,
    },
    {
      channelId: 'demo-card',
      name: 'Cartão (demo)',
      provider: 'demo',
      minAmount: '50.00',
      maxAmount: '2000.00',
      presets: [],
      turnoverPercent: 150,
    },
  ],
};

afterEach(() => {
  vi.mocked(leaveTo).mockClear();
  depositPoll.intervalMs = 2000;
});

describe('deposit', { timeout: 20_000 }, () => {
  it('checks the amount against the channel, then opens the checkout with one key', async () => {
    const { fetchMock } = await openMemberPage('depositv2', {
      '/wps/wallet/deposit/channels': () => ok(channels),
      '/wps/wallet/deposit': () =>
        ok(depositRow({ depositId: 'dep-7', checkoutUrl: '/pay/demo/dep-7' })),
    });
    const methods = await screen.findByRole('group', { name: 'Métodos de pagamento' });
    expect(within(methods).getByRole('radio', { name: /PIX \(demo\)/ })).toHaveProperty(
      'checked',
      true,
    );
    // Only the card channel asks for turnover (150 %: 1,5 times the deposit).
    expect(within(methods).getByText('Aposte 1,5× o depósito antes de o levantar')).toBeTruthy();
    expect(within(methods).getAllByText(/Aposte/)).toHaveLength(1);
    const amount = screen.getByLabelText('Valor do depósito');
    await userEvent.type(amount, '10');
    await userEvent.click(screen.getByRole('button', { name: 'Depositar' }));
    expect(await screen.findByText('O valor é inferior ao mínimo permitido.')).toBeTruthy();

    await userEvent.click(within(methods).getByRole('radio', { name: /Cartão \(demo\)/ }));
    await userEvent.clear(amount);
    await userEvent.type(amount, '3000');
    await userEvent.click(screen.getByRole('button', { name: 'Depositar' }));
    expect(await screen.findByText('O valor é superior ao máximo permitido.')).toBeTruthy();
    expect(requestsTo(fetchMock, '/wps/wallet/deposit')).toHaveLength(0);

    await userEvent.click(within(methods).getByRole('radio', { name: /PIX \(demo\)/ }));
    await userEvent.click(screen.getByRole('button', { name: 'R$ 100,00' }));
    expect((amount as HTMLInputElement).value).toBe('100.00');
    expect(screen.getByRole('button', { name: 'R$ 100,00' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Depositar' }));
    expect(await screen.findByText('A abrir a página de pagamento…')).toBeTruthy();
    const [sent] = requestsTo(fetchMock, '/wps/wallet/deposit');
    expect(await requestBody(sent!)).toEqual({
      channelId: 'demo-pix',
      amount: '100.00',
    });
    expect(sent!.headers.get('Idempotency-Key')).toBeTruthy();
    expect(leaveTo).toHaveBeenCalledWith('/pay/demo/dep-7');
    expect(sessionStorage.getItem('wallet.pendingDeposit')).toBe('dep-7');
  });

  it('back from the checkout, asks again while pending and shows the paid result', async () => {
    depositPoll.intervalMs = 40;
    let asked = 0;
    const { fetchMock } = await openMemberPage(
      'depositv2',
      {
        '/wps/wallet/deposit': () => {
          asked += 1;
          return ok(depositRow({ status: asked < 3 ? 'pending' : 'paid' }));
        },
      },
      { query: '&depositId=dep-1' },
    );
    const result = await screen.findByRole('region', { name: 'Resultado do depósito' });
    expect(
      await within(result).findByText('Depósito de R$ 100,00 recebido. O saldo já foi atualizado.'),
    ).toBeTruthy();
    expect(within(result).getByText('Pago')).toBeTruthy();
    expect(new URL(requestsTo(fetchMock, '/wps/wallet/deposit')[0]!.url).search).toBe(
      '?depositId=dep-1',
    );
    // The header balance is asked again once the deposit is paid.
    await waitFor(() =>
      expect(requestsTo(fetchMock, '/wps/member/info').length).toBeGreaterThan(1),
    );
    await userEvent.click(within(result).getByRole('button', { name: 'Novo depósito' }));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Resultado do depósito' })).toBeNull(),
    );
    expect(sessionStorage.getItem('wallet.pendingDeposit')).toBeNull();
  });

  it('stops asking after a few tries and says the payment is not confirmed yet', async () => {
    depositPoll.intervalMs = 20;
    let asked = 0;
    sessionStorage.setItem('wallet.pendingDeposit', 'dep-1');
    await openMemberPage('depositv2', {
      '/wps/wallet/deposit': () => {
        asked += 1;
        return ok(depositRow());
      },
    });
    expect(
      await screen.findByText(
        'O pagamento ainda não foi confirmado. O saldo atualiza sozinho quando o fornecedor confirmar.',
      ),
    ).toBeTruthy();
    expect(asked).toBe(depositPoll.times);
    await userEvent.click(screen.getByRole('button', { name: 'Continuar o pagamento' }));
    expect(leaveTo).toHaveBeenCalledWith('/pay/demo/dep-1');
  });

  it('shows a failed payment, and the channel list error state', async () => {
    await openMemberPage(
      'depositv2',
      {
        '/wps/wallet/deposit': () => ok(depositRow({ status: 'failed', checkoutUrl: null })),
        '/wps/wallet/deposit/channels': () => fail(500, 'internal_error'),
      },
      { query: '&depositId=dep-1' },
    );
    expect(
      await screen.findByText('O pagamento de R$ 100,00 não foi concluído. Nada foi cobrado.'),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Novo depósito' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Tentar de novo' })).toBeTruthy();
  });

  it('names the built-in demo channels in the language of the page', async () => {
    const demo = channels.channels[0]!;
    await openMemberPage('depositv2', {
      '/wps/wallet/deposit/channels': () =>
        ok({
          currency: 'BRL',
          channels: [
            { ...demo, channelId: 'pix-demo', name: 'PIX (demo)' },
            { ...demo, channelId: 'card-demo', name: 'Card (demo)' },
            { ...demo, channelId: 'bank-7', name: 'Transferência Banco Sol', provider: 'sol' },
          ],
        }),
    });
    const methods = await screen.findByRole('group', { name: 'Métodos de pagamento' });
    const names = within(methods)
      .getAllByRole('radio')
      .map((radio) => radio.closest('label')?.textContent ?? '');
    expect(names[0]).toMatch(/^PIXDemonstração/u);
    expect(names[1]).toMatch(/^CartãoDemonstração/u);
    expect(names[2]).toMatch(/^Transferência Banco Sol/u);
    expect(within(methods).queryByText(/\(demo\)/u)).toBeNull();
  });
});
