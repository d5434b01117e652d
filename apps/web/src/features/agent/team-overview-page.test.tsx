import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, ok } from '../../test/request-body.ts';
import { lastDays } from '../../shared/money/date-range.ts';
import { lastQuery, openAgentPage } from './agent-test-kit.ts';

const figures = {
  deposits: '500.00',
  withdrawals: '120.00',
  validBets: '300.00',
  payout: '250.00',
  bonuses: '10.00',
  profit: '-50.00',
};

function overview(days: number) {
  return {
    currency: 'BRL',
    team: {
      size: 12,
      directSize: 4,
      agents: 2,
      newMembers: 3,
      activeMembers: 5,
      firstDeposits: 2,
      firstDepositAmount: '80.00',
      balance: '1500.00',
    },
    totals: figures,
    byDay: Array.from({ length: days }, (_, index) => ({
      date: `2026-11-${String(19 + index).padStart(2, '0')}`,
      newMembers: index,
      activeMembers: index + 1,
      ...figures,
      profit: index === 0 ? '20.00' : '-35.00',
    })),
  };
}

describe('team overview', { timeout: 20_000 }, () => {
  it('opens by default on the last 7 days with the cards, charts and the table per day', async () => {
    const { fetchMock } = await openAgentPage('', {
      '/wps/agent/team/overview': () => ok(overview(2)),
    });
    const team = await screen.findByRole('region', { name: 'A equipa' });
    expect(within(team).getByText('Tamanho da equipa').nextSibling?.textContent).toBe('12');
    expect(within(team).getByText('R$ 1.500,00')).toBeTruthy();
    const money = screen.getByRole('region', { name: 'Movimentos no período' });
    expect(within(money).getAllByText('-R$ 50,00').length).toBeGreaterThan(0);
    const chart = within(money).getByRole('img', { name: /2 dias.*apostas válidas R\$ 300,00/u });
    // Three series per day.
    expect(chart.querySelectorAll('rect')).toHaveLength(6);
    expect(
      within(money).getByRole('img', { name: /novos membros 1; máximo de ativos num dia 2/u }),
    ).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Por dia' });
    expect(within(table).getByRole('rowheader', { name: '19/11' })).toBeTruthy();
    expect(within(table).getByText('+R$ 20,00')).toBeTruthy();
    const week = lastDays(7, 'America/Sao_Paulo');
    expect(lastQuery(fetchMock, '/wps/agent/team/overview').get('startDate')).toBe(week.startDate);
    expect(screen.getByRole('button', { name: 'Exportar Por dia em CSV' })).toHaveProperty(
      'disabled',
      false,
    );
  });

  it('shows the empty table of a period without days, and an error with retry', async () => {
    let fails = true;
    await openAgentPage('agentTeamOverview', {
      '/wps/agent/team/overview': () => (fails ? fail(403, 'forbidden') : ok(overview(0))),
    });
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByText(/Não tem permissão para esta ação\./u)).toBeTruthy();
    fails = false;
    await userEvent.click(screen.getByRole('button', { name: 'Tentar de novo' }));
    expect(await screen.findByText('Ainda não há registos.')).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
  });
});
