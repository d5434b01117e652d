import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, ok } from '../../test/request-body.ts';
import { emptyPage } from '../../test/wallet-fixture.ts';
import { lastQuery, openAgentPage } from './agent-test-kit.ts';

const figures = (profit: string) => ({
  deposits: '100.00',
  withdrawals: '20.00',
  validBets: '80.00',
  payout: '60.00',
  bonuses: '0.00',
  profit,
});

function row(account: string, scope: 'self' | 'team', isAgent: boolean, profit: string) {
  return { account, scope, isAgent, activeMembers: 2, ...figures(profit) };
}

/** The report of one viewed account, as the server would answer it. */
function report(account: string | null) {
  if (account === 'sub1') {
    return {
      path: ['boss', 'sub1'],
      list: [row('sub1', 'self', true, '5.00'), row('leaf', 'team', false, '-7.00')],
      totals: figures('-2.00'),
      totalPages: 1,
      pageNum: 1,
      total: 2,
    };
  }
  return {
    path: ['boss'],
    list: [
      row('boss', 'self', true, '0.00'),
      row('sub1', 'team', true, '-2.00'),
      row('solo', 'team', false, '12.00'),
    ],
    totals: figures('10.00'),
    totalPages: 1,
    pageNum: 1,
    total: 3,
  };
}

describe('profit and loss', { timeout: 20_000 }, () => {
  it('drills into a sub-agent’s team and goes back up through the breadcrumbs', async () => {
    const { fetchMock } = await openAgentPage('palStatementsAgentCopy', {
      '/wps/agent/reports/profitLoss': (request) =>
        ok(report(new URL(request.url).searchParams.get('account'))),
    });
    const table = await screen.findByRole('table', { name: 'Lucros e perdas' });
    expect(within(table).getByRole('rowheader', { name: 'boss (próprio)' })).toBeTruthy();
    expect(within(table).getByRole('rowheader', { name: 'solo' })).toBeTruthy();
    // A member's row has nothing to open.
    expect(within(table).queryByRole('button', { name: /solo/u })).toBeNull();
    const totals = within(table).getByRole('rowheader', { name: 'Total da equipa de boss' });
    expect(within(totals.closest('tr')!).getByText('+R$ 10,00')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Caminho na equipa' })).toBeNull();

    await userEvent.click(within(table).getByRole('button', { name: 'Ver a equipa de sub1' }));
    expect(await within(table).findByRole('rowheader', { name: 'sub1 (próprio)' })).toBeTruthy();
    expect(lastQuery(fetchMock, '/wps/agent/reports/profitLoss').get('account')).toBe('sub1');
    expect(within(table).getByRole('rowheader', { name: 'leaf' })).toBeTruthy();
    expect(within(table).getByText('Total da equipa de sub1')).toBeTruthy();
    const crumbs = screen.getByRole('navigation', { name: 'Caminho na equipa' });
    expect(within(crumbs).getByText('sub1').getAttribute('aria-current')).toBe('page');

    await userEvent.click(within(crumbs).getByRole('button', { name: 'boss' }));
    expect(await within(table).findByRole('rowheader', { name: 'boss (próprio)' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Caminho na equipa' })).toBeNull();
    expect(within(table).getByRole('button', { name: 'Ver a equipa de sub1' })).toBeTruthy();
  });

  it('shows the empty and error states', async () => {
    let fails = true;
    await openAgentPage('palStatementsAgentCopy', {
      '/wps/agent/reports/profitLoss': () =>
        fails ? fail(404, 'not_found') : emptyPage({ path: ['boss'], totals: figures('0.00') }),
    });
    expect(await screen.findByText(/Não encontrado\./u)).toBeTruthy();
    fails = false;
    await userEvent.click(screen.getByRole('button', { name: 'Tentar de novo' }));
    expect(await screen.findByText('Sem movimentos neste período.')).toBeTruthy();
  });
});
