import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { findDialog } from '../../test/find-dialog.ts';
import { fail, ok } from '../../test/request-body.ts';
import { emptyPage, requestsTo } from '../../test/wallet-fixture.ts';
import { bill, contractList, openContractsPage, statement } from './contracts-test-kit.ts';

const page = (list: unknown[]) => ok({ list, totalPages: 1, pageNum: 1, total: list.length });

describe('contract bills', { timeout: 30_000 }, () => {
  it('lists the bills by side and shows how one was computed, recomputed in the browser', async () => {
    const { fetchMock } = await openContractsPage('agentDailyWages2', {
      '/wps/agent/contracts': () => contractList(),
      '/wps/agent/contracts/bills': (request) =>
        new URL(request.url).searchParams.get('side') === 'paid'
          ? emptyPage()
          : page([
              bill(),
              bill({ id: '502', payer: null, state: 'insufficient', amount: '3.00', attempts: 2 }),
            ]),
      '/wps/agent/contracts/bill': () => ok({ bill: bill(), statement: statement() }),
    });
    const table = await screen.findByRole('table', { name: 'Recebidas' });
    expect(within(table).getAllByRole('rowheader', { name: '20/11/2026' })).toHaveLength(2);
    expect(within(table).getByText('A casa')).toBeTruthy();
    expect(within(table).getByText('A aguardar o saldo do pagador')).toBeTruthy();
    expect(within(table).getByText('Tentativas: 2')).toBeTruthy();
    expect(within(table).getByText('R$ 15,00')).toBeTruthy();

    const how = within(table).getAllByRole('button', {
      name: 'Como foi calculado o período 20/11/2026',
    });
    await userEvent.click(how[0]!);
    const dialog = await findDialog('Como foi calculado');
    const terms = await within(dialog).findByRole('table', { name: 'Condições aplicadas' });
    const reached = within(terms).getByRole('rowheader', { name: 'Nível 2 (atingido)' });
    expect(reached.closest('tr')!.getAttribute('aria-current')).toBe('true');
    expect(
      within(dialog).getByText('1,5 % × R$ 1.000,00 de apostas válidas = R$ 15,00'),
    ).toBeTruthy();
    expect(
      within(dialog).getByText('Recalculado no seu navegador: R$ 15,00, o mesmo valor da conta.'),
    ).toBeTruthy();
    expect(
      new URL(requestsTo(fetchMock, '/wps/agent/contracts/bill')[0]!.url).searchParams.get('id'),
    ).toBe('501');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Fechar' }));

    await userEvent.click(screen.getByRole('tab', { name: 'Pagas à equipa' }));
    expect(await screen.findByText('Ainda não pagou contas deste tipo.')).toBeTruthy();
    const last = requestsTo(fetchMock, '/wps/agent/contracts/bills').at(-1)!;
    expect(new URL(last.url).searchParams.get('side')).toBe('paid');
  });

  it('says so when the bill does not match the recomputation, and shows a failed statement', async () => {
    let fails = true;
    await openContractsPage('agentDividendRecordCopy2', {
      '/wps/agent/contracts': () => contractList({ kind: 'dividend' }),
      '/wps/agent/contracts/bills': () => page([bill({ kind: 'dividend' })]),
      '/wps/agent/contracts/bill': () =>
        fails
          ? fail(404, 'not_found')
          : ok({
              bill: bill({ kind: 'dividend' }),
              statement: statement({
                terms: {
                  period: 'daily',
                  tiers: [{ ...statement().terms.tiers![0]!, minProfit: '0.00' }],
                },
                tier: 0,
                rate: '0.01',
                base: '120.00',
                formula: 'dividend',
                amount: '1.30',
              }),
            }),
    });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Como foi calculado o período 20/11/2026' }),
    );
    let dialog = await findDialog('Como foi calculado');
    expect(await within(dialog).findByText(/Não encontrado\./u)).toBeTruthy();
    fails = false;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tentar de novo' }));
    dialog = await findDialog('Como foi calculado');
    await waitFor(() =>
      expect(
        within(dialog).getByText('1 % × máx(R$ 120,00; 0) = 1 % × R$ 120,00 = R$ 1,30'),
      ).toBeTruthy(),
    );
    expect(
      within(dialog).getByText(
        'Recalculado no seu navegador: R$ 1,20, diferente do valor da conta (R$ 1,30).',
      ),
    ).toBeTruthy();
  });
});
