import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, ok } from '../../test/request-body.ts';
import { openAgentPage } from './agent-test-kit.ts';

const revenue = {
  currency: 'BRL',
  byProduct: [
    {
      gameType: 'RNG',
      bettors: 3,
      bets: 40,
      validBets: '200.00',
      payout: '150.00',
      profit: '-50.00',
    },
    {
      gameType: 'LOTT',
      bettors: 2,
      bets: 10,
      validBets: '50.00',
      payout: '70.00',
      profit: '20.00',
    },
  ],
  byDay: [
    { date: '2026-11-20', validBets: '100.00', payout: '90.00', profit: '-10.00' },
    { date: '2026-11-21', validBets: '150.00', payout: '130.00', profit: '-20.00' },
  ],
  totals: { bets: 50, validBets: '250.00', payout: '220.00', profit: '-30.00' },
};

describe('revenue report', { timeout: 20_000 }, () => {
  it('shows the totals, a chart and table per product and per day', async () => {
    await openAgentPage('agentRevenueReport', {
      '/wps/agent/reports/revenue': () => ok(revenue),
    });
    // The card, then its table's scroll region, carry the same name.
    const [products] = await screen.findAllByRole('region', { name: 'Por produto' });
    const chart = within(products!).getByRole('img', {
      name: /2 produtos: Slots lucro -R\$ 50,00/u,
    });
    expect(chart.querySelectorAll('rect')).toHaveLength(6);
    const table = within(products!).getByRole('table', { name: 'Por produto' });
    expect(
      within(within(table).getByRole('rowheader', { name: 'Lotaria' }).closest('tr')!).getByText(
        '+R$ 20,00',
      ),
    ).toBeTruthy();
    const [days] = screen.getAllByRole('region', { name: 'Por dia' });
    expect(within(days!).getByRole('img', { name: /lucro total -R\$ 30,00/u })).toBeTruthy();
    expect(
      within(within(days!).getByRole('table', { name: 'Por dia' })).getByRole('rowheader', {
        name: '21/11',
      }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Exportar Por dia em CSV' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Exportar Por produto em CSV' })).toBeTruthy();
  });

  it('shows the empty and error states', async () => {
    let fails = true;
    await openAgentPage('agentRevenueReport', {
      '/wps/agent/reports/revenue': () =>
        fails
          ? fail(500, 'internal_error')
          : ok({
              ...revenue,
              byProduct: [],
              byDay: [],
              totals: { bets: 0, validBets: '0.00', payout: '0.00', profit: '0.00' },
            }),
    });
    expect(await screen.findByRole('alert')).toBeTruthy();
    fails = false;
    await userEvent.click(screen.getByRole('button', { name: 'Tentar de novo' }));
    expect(await screen.findByText('A equipa não fez apostas neste período.')).toBeTruthy();
  });
});
