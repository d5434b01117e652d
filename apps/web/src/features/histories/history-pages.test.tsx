import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, ok } from '../../test/request-body.ts';
import { emptyPage, openMemberPage, requestsTo } from '../../test/wallet-fixture.ts';
import { lastDays, shiftRange } from '../../shared/money/date-range.ts';

function row(index: number) {
  return {
    txnId: `tx-${index}`,
    time: '2026-11-21T10:00:00.000Z',
    type: index % 2 === 0 ? 'deposit' : 'withdrawal',
    amount: index % 2 === 0 ? '100.00' : '-40.00',
    balanceAfter: '160.00',
    reference: `ref-${index}`,
  };
}

/** The query of the newest request to a path. */
function lastQuery(fetchMock: Parameters<typeof requestsTo>[0], path: string) {
  return new URL(requestsTo(fetchMock, path).at(-1)!.url).searchParams;
}

describe('history pages', { timeout: 20_000 }, () => {
  it('transactions: last 7 days, type filter, 7/30-day shortcuts and paging', async () => {
    const { fetchMock } = await openMemberPage('transactionHistory', {
      '/wps/wallet/transactions': (request) => {
        const query = new URL(request.url).searchParams;
        const pageNo = Number(query.get('pageNo'));
        return ok({
          list: [row(pageNo * 2), row(pageNo * 2 + 1)],
          totalPages: 2,
          pageNum: pageNo,
          total: 4,
        });
      },
    });
    const table = await screen.findByRole('table', { name: 'Movimentos' });
    expect(within(table).getByText('+R$ 100,00')).toBeTruthy();
    expect(within(table).getByText('-R$ 40,00')).toBeTruthy();
    const week = lastDays(7, 'America/Sao_Paulo');
    let query = lastQuery(fetchMock, '/wps/wallet/transactions');
    expect(query.get('startDate')).toBe(week.startDate);
    expect(query.get('endDate')).toBe(week.endDate);
    expect(query.has('type')).toBe(false);
    expect(screen.getByRole('button', { name: '7 dias seguintes' })).toHaveProperty(
      'disabled',
      true,
    );

    await userEvent.click(screen.getByRole('button', { name: 'Página seguinte' }));
    await waitFor(() => expect(screen.getByText('Página 2 de 2')).toBeTruthy());
    expect(lastQuery(fetchMock, '/wps/wallet/transactions').get('pageNo')).toBe('2');

    await userEvent.selectOptions(screen.getByLabelText('Tipo de movimento'), 'Depósito');
    await waitFor(() =>
      expect(lastQuery(fetchMock, '/wps/wallet/transactions').get('type')).toBe('deposit'),
    );
    expect(lastQuery(fetchMock, '/wps/wallet/transactions').get('pageNo')).toBe('1');

    await userEvent.click(screen.getByRole('button', { name: '30 dias anteriores' }));
    const before = shiftRange(week, 30, -1, 'America/Sao_Paulo');
    await waitFor(() => {
      query = lastQuery(fetchMock, '/wps/wallet/transactions');
      expect(query.get('startDate')).toBe(before.startDate);
    });
    expect(query.get('endDate')).toBe(before.endDate);
    // The field writes the day as the page does, day first.
    const [year, month, day] = before.startDate.split('-');
    expect((screen.getByLabelText('Data inicial') as HTMLInputElement).value).toBe(
      `${day}/${month}/${year}`,
    );
    expect(screen.getByRole('button', { name: '7 dias seguintes' })).toHaveProperty(
      'disabled',
      false,
    );
  });

  it('transactions: a reversed range is refused before any call, then empty and error states', async () => {
    let fails = true;
    const { fetchMock } = await openMemberPage('transactionHistory', {
      '/wps/wallet/transactions': () => (fails ? fail(500, 'internal_error') : emptyPage()),
    });
    expect(await screen.findByRole('alert')).toBeTruthy();
    fails = false;
    await userEvent.click(screen.getByRole('button', { name: 'Tentar de novo' }));
    expect(await screen.findByText('Ainda não há registos.')).toBeTruthy();

    const calls = requestsTo(fetchMock, '/wps/wallet/transactions').length;
    const start = screen.getByLabelText('Data inicial');
    await userEvent.clear(start);
    await userEvent.type(start, '31/02/2026');
    await userEvent.click(screen.getByRole('button', { name: 'Pesquisar' }));
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'Data no formato dd/mm/aaaa.',
    );
    expect(start.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Data final').getAttribute('aria-invalid')).toBe('true');
    await userEvent.clear(start);
    await userEvent.type(start, '01/01/2099');
    await userEvent.click(screen.getByRole('button', { name: 'Pesquisar' }));
    expect(
      await screen.findByText('O período escolhido é inválido (máximo de 90 dias).'),
    ).toBeTruthy();
    expect(requestsTo(fetchMock, '/wps/wallet/transactions')).toHaveLength(calls);
  });

  it('bets: rows with their status and the period totals', async () => {
    await openMemberPage('personalHistoryCopy', {
      '/wps/wallet/bets': () =>
        ok({
          list: [
            {
              betId: 'b-1',
              time: '2026-11-21T10:00:00.000Z',
              vendor: 'PGE',
              gameType: 'RNG',
              gameName: 'Fortune Dice',
              stake: '10.00',
              payout: '25.00',
              profit: '15.00',
              status: 'settled',
            },
          ],
          totals: { stake: '10.00', payout: '25.00', profit: '15.00' },
          totalPages: 1,
          pageNum: 1,
          total: 1,
        }),
    });
    const table = await screen.findByRole('table', { name: 'Apostas' });
    expect(within(table).getByText('Fortune Dice')).toBeTruthy();
    expect(within(table).getByText('Liquidada')).toBeTruthy();
    const totals = within(table)
      .getByRole('rowheader', { name: 'Totais do período' })
      .closest('tr')!;
    expect(within(totals).getByText('+R$ 15,00')).toBeTruthy();
  });

  it('profit: totals, per product and an accessible chart of every day', async () => {
    await openMemberPage('personalProfit', {
      '/wps/wallet/profit': () =>
        ok({
          currency: 'BRL',
          totals: { stake: '30.00', payout: '20.00', profit: '-10.00' },
          byProduct: [{ gameType: 'RNG', stake: '30.00', payout: '20.00', profit: '-10.00' }],
          byDay: [
            { date: '2026-11-19', profit: '5.00' },
            { date: '2026-11-20', profit: '0.00' },
            { date: '2026-11-21', profit: '-15.00' },
          ],
        }),
    });
    const chart = await screen.findByRole('img', { name: /Gráfico de barras com 3 dias/u });
    expect(chart.getAttribute('aria-label')).toContain('Melhor dia: 19/11: R$ 5,00');
    expect(chart.getAttribute('aria-label')).toContain('Pior dia: 21/11: -R$ 15,00');
    expect(chart.querySelectorAll('rect')).toHaveLength(3);
    const products = screen.getByRole('table', { name: 'Por produto' });
    expect(within(products).getByRole('rowheader', { name: 'Slots' })).toBeTruthy();
    expect(screen.getAllByText('-R$ 10,00').length).toBeGreaterThan(0);
  });
});
