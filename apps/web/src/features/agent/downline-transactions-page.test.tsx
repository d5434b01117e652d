import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, ok } from '../../test/request-body.ts';
import { emptyPage, requestsTo } from '../../test/wallet-fixture.ts';
import { lastQuery, openAgentPage } from './agent-test-kit.ts';

const rows = ok({
  list: [
    {
      txnId: 't-1',
      time: '2026-11-21T10:00:00.000Z',
      type: 'downline_transfer',
      amount: '30.00',
      balanceAfter: '55.00',
      reference: 'DNL-1',
    },
  ],
  totalPages: 1,
  pageNum: 1,
  total: 1,
});

describe('downline transactions', { timeout: 20_000 }, () => {
  it('opens on the downline named by the address and filters by type', async () => {
    const { fetchMock } = await openAgentPage(
      'agentDownlineTransactionDetailsCopy',
      { '/wps/agent/reports/downlineTransactions': () => rows },
      { query: '&account=ana' },
    );
    const table = await screen.findByRole('table', { name: 'Movimentos de ana' });
    expect(within(table).getByText('+R$ 30,00')).toBeTruthy();
    expect(within(table).getByText('Transferência para subordinado')).toBeTruthy();
    expect((screen.getByLabelText('Subordinado') as HTMLInputElement).value).toBe('ana');
    expect(lastQuery(fetchMock, '/wps/agent/reports/downlineTransactions').get('account')).toBe(
      'ana',
    );

    await userEvent.selectOptions(screen.getByLabelText('Tipo de movimento'), 'Depósito');
    await waitFor(() =>
      expect(lastQuery(fetchMock, '/wps/agent/reports/downlineTransactions').get('type')).toBe(
        'deposit',
      ),
    );
  });

  it('asks for a downline first, then shows the empty and error states', async () => {
    let fails = true;
    const { fetchMock } = await openAgentPage('agentDownlineTransactionDetailsCopy', {
      '/wps/agent/reports/downlineTransactions': () =>
        fails ? fail(404, 'not_found') : emptyPage(),
    });
    expect(await screen.findByText(/Escreva a conta de um subordinado/u)).toBeTruthy();
    expect(requestsTo(fetchMock, '/wps/agent/reports/downlineTransactions')).toHaveLength(0);
    await userEvent.type(screen.getByLabelText('Subordinado'), 'ghost');
    await userEvent.click(screen.getByRole('button', { name: 'Pesquisar' }));
    expect(await screen.findByText(/Não encontrado\./u)).toBeTruthy();
    fails = false;
    await userEvent.click(screen.getByRole('button', { name: 'Tentar de novo' }));
    expect(await screen.findByText('Ainda não há registos.')).toBeTruthy();
  });
});
