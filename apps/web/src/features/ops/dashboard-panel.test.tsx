import { dashboardEndpoints } from '@portal/contract/ops/dashboard';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../test/fetch-stub.ts';
import { fail, ok } from '../../test/request-body.ts';
import { dashboardAnswer, meOf, opsPath, renderConsole } from './console-test-kit.tsx';

const path = dashboardEndpoints.dashboard.path;

describe('console dashboard', () => {
  it("shows today's figures, the work waiting as links, and two weeks in charts", async () => {
    stubFetch({
      [opsPath.me]: () => ok(meOf('owner')),
      [path]: () =>
        ok(
          dashboardAnswer({
            approvals: 2,
            withdrawalsInReview: 5,
            redemptions: 1,
            lotteryResults: 3,
          }),
        ),
    });
    renderConsole('/console', 'token');

    const today = await screen.findByLabelText('Hoje');
    expect(within(today).getByText('Depósitos').nextSibling?.textContent).toBe('1.500,00 BRL');
    expect(within(today).getByText('GGR').nextSibling?.textContent).toBe('-99,50 BRL');
    expect(within(today).getByText('Membros ativos').nextSibling?.textContent).toBe('12');
    expect(screen.getByRole('heading', { name: /^Hoje, / })).toBeTruthy();

    const approvals = screen.getByRole('link', { name: /Aprovações pendentes/u });
    expect(approvals.textContent).toContain('2');
    expect(approvals.getAttribute('href')).toBe('/console/approvals');
    expect(screen.getByRole('link', { name: /Levantamentos em revisão/u }).textContent).toContain(
      '5',
    );
    expect(screen.getByRole('link', { name: /Resgates por decidir/u }).getAttribute('href')).toBe(
      '/console/applications',
    );
    const draws = screen.getByRole('link', { name: /Resultados por introduzir ou aprovar/u });
    expect(draws.textContent).toContain('3');
    expect(draws.getAttribute('href')).toBe('/console/lottery-results');

    // The charts say their message in words, with exact totals over the window.
    expect(
      screen.getByRole('img', {
        name: /depósitos 1\.500,00 BRL, levantamentos 200,00 BRL, GGR -99,50 BRL/u,
      }),
    ).toBeTruthy();
    expect(screen.getByRole('img', { name: /3 novos membros; no máximo 12 ativos/u })).toBeTruthy();
  });

  it('links only the work the role may do', async () => {
    stubFetch({
      [opsPath.me]: () => ok(meOf('content')),
      [path]: () => ok(dashboardAnswer({ approvals: 2 })),
    });
    renderConsole('/console', 'token');
    await screen.findByLabelText('Hoje');
    expect(screen.queryByText('Trabalho pendente')).toBeNull();
    expect(screen.queryByRole('link', { name: /Aprovações pendentes/u })).toBeNull();
  });

  it('says when the figures cannot be read, and reads them again on request', async () => {
    let calls = 0;
    stubFetch({
      [opsPath.me]: () => ok(meOf('readonly')),
      [path]: () => {
        calls += 1;
        return calls === 1 ? fail(500, 'internal_error') : ok(dashboardAnswer());
      },
    });
    renderConsole('/console', 'token');
    const alert = await screen.findByRole('alert');
    within(alert).getByRole('button', { name: 'Tentar de novo' }).click();
    expect(await screen.findByLabelText('Hoje')).toBeTruthy();
  });
});
