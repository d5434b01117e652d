import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { findDialog } from '../../test/find-dialog.ts';
import { fail, ok, requestBody } from '../../test/request-body.ts';
import { emptyPage, requestsTo } from '../../test/wallet-fixture.ts';
import { lastQuery, openAgentPage } from './agent-test-kit.ts';

function downline(account: string, overrides: Record<string, unknown> = {}) {
  return {
    account,
    type: 0,
    isAgent: false,
    level: 1,
    upline: 'boss',
    balance: '25.00',
    registeredAt: '2026-11-20T10:00:00.000Z',
    lastLoginAt: null,
    locked: false,
    deposits: '100.00',
    validBets: '60.00',
    teamSize: 0,
    ...overrides,
  };
}

const summary = (locked = false) => ({
  downline: downline('ana', { locked }),
  withdrawals: '10.00',
  payout: '40.00',
  profit: '-20.00',
  firstDepositAt: '2026-11-20T11:00:00.000Z',
  prizeGroup: 1900,
  actions: { changeType: [1], lock: true, transfer: true },
});

const info = {
  available: '500.00',
  min: '10.00',
  max: '1000.00',
  dailyMax: '2000.00',
  sentToday: '100.00',
};

describe('downline management', { timeout: 20_000 }, () => {
  it('searches, filters and sorts the team, then pages', async () => {
    const { fetchMock } = await openAgentPage('downlineManagmentView', {
      '/wps/agent/downlines': (request) => {
        const pageNo = Number(new URL(request.url).searchParams.get('pageNo'));
        return ok({
          list: [downline(`m${pageNo}`), downline(`agent${pageNo}`, { isAgent: true, type: 1 })],
          totalPages: 2,
          pageNum: pageNo,
          total: 4,
        });
      },
    });
    const table = await screen.findByRole('table', { name: 'Subordinados' });
    expect(within(table).getByRole('button', { name: 'Ver m1' })).toBeTruthy();
    expect(within(table).getAllByText('Nunca entrou')).toHaveLength(2);
    let query = lastQuery(fetchMock, '/wps/agent/downlines');
    expect(query.get('scope')).toBe('all');
    expect(query.get('sort')).toBe('registeredAt');
    expect(query.get('order')).toBe('desc');

    await userEvent.click(screen.getByRole('button', { name: 'Página seguinte' }));
    expect(await within(table).findByRole('button', { name: 'Ver m2' })).toBeTruthy();

    await userEvent.click(within(table).getByRole('button', { name: 'Ordenar por Saldo' }));
    await waitFor(() =>
      expect(lastQuery(fetchMock, '/wps/agent/downlines').get('sort')).toBe('balance'),
    );
    query = lastQuery(fetchMock, '/wps/agent/downlines');
    expect(query.get('order')).toBe('desc');
    expect(query.get('pageNo')).toBe('1');
    await userEvent.click(within(table).getByRole('button', { name: 'Ordenar por Saldo' }));
    await waitFor(() =>
      expect(lastQuery(fetchMock, '/wps/agent/downlines').get('order')).toBe('asc'),
    );
    expect(
      within(table)
        .getByRole('button', { name: 'Ordenar por Saldo' })
        .closest('th')!
        .getAttribute('aria-sort'),
    ).toBe('ascending');

    await userEvent.selectOptions(screen.getByLabelText('Alcance'), 'Só diretos');
    await userEvent.selectOptions(screen.getByLabelText('Papel'), 'Agentes');
    await userEvent.type(screen.getByLabelText('Conta começa por'), 'ag');
    await userEvent.click(screen.getByRole('button', { name: 'Pesquisar' }));
    await waitFor(() =>
      expect(lastQuery(fetchMock, '/wps/agent/downlines').get('account')).toBe('ag'),
    );
    query = lastQuery(fetchMock, '/wps/agent/downlines');
    expect(query.get('scope')).toBe('direct');
    expect(query.get('role')).toBe('agent');
  });

  it('shows the empty and error states', async () => {
    let fails = true;
    await openAgentPage('downlineManagmentView', {
      '/wps/agent/downlines': () => (fails ? fail(500, 'internal_error') : emptyPage()),
    });
    expect(await screen.findByRole('alert')).toBeTruthy();
    fails = false;
    await userEvent.click(screen.getByRole('button', { name: 'Tentar de novo' }));
    expect(await screen.findByText('Nenhum subordinado encontrado.')).toBeTruthy();
  });

  it('opens a downline, locks it after a confirmation and changes its type', async () => {
    let locked = false;
    const { fetchMock } = await openAgentPage('downlineManagmentView', {
      '/wps/agent/downlines': () =>
        ok({ list: [downline('ana')], totalPages: 1, pageNum: 1, total: 1 }),
      '/wps/agent/downline': () => ok(summary(locked)),
      '/wps/agent/transferDownline': () => ok(info),
      '/wps/agent/downline/lock': async (request) => {
        locked = (await requestBody(request)).locked as boolean;
        return ok(downline('ana', { locked }));
      },
      '/wps/agent/downline/type': () => ok(downline('ana', { type: 1, isAgent: true })),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Ver ana' }));
    const panel = await screen.findByRole('region', { name: 'Subordinado ana' });
    expect(await within(panel).findByText('-R$ 20,00')).toBeTruthy();
    expect(within(panel).getByRole('link', { name: 'Ver transações' }).getAttribute('href')).toBe(
      '/agent?acPage=agentDownlineTransactionDetailsCopy&account=ana',
    );
    expect(document.activeElement).toBe(
      within(panel).getByRole('heading', { name: 'Subordinado ana' }),
    );

    await userEvent.click(within(panel).getByRole('button', { name: 'Bloquear acesso' }));
    const dialog = await findDialog('Bloquear ana');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Bloquear acesso' }));
    expect(await within(panel).findByText('Acesso bloqueado.')).toBeTruthy();
    expect(await requestBody(requestsTo(fetchMock, '/wps/agent/downline/lock')[0]!)).toEqual({
      account: 'ana',
      locked: true,
    });
    expect(await within(panel).findByRole('button', { name: 'Desbloquear acesso' })).toBeTruthy();

    await userEvent.selectOptions(within(panel).getByLabelText('Novo tipo'), 'Agente');
    await userEvent.click(within(panel).getByRole('button', { name: 'Guardar tipo' }));
    expect(await within(panel).findByText('Tipo alterado.')).toBeTruthy();
    expect(await requestBody(requestsTo(fetchMock, '/wps/agent/downline/type')[0]!)).toEqual({
      account: 'ana',
      type: 1,
    });
  });

  it('transfers to the downline with one idempotency key per action and shows the server’s refusal', async () => {
    let attempts = 0;
    const { fetchMock } = await openAgentPage('downlineManagmentView', {
      '/wps/agent/downlines': () =>
        ok({ list: [downline('ana')], totalPages: 1, pageNum: 1, total: 1 }),
      '/wps/agent/downline': () => ok(summary()),
      '/wps/agent/transferDownline': async (request) => {
        if (request.method === 'GET') return ok(info);
        attempts += 1;
        if (attempts === 1) return fail(409, 'daily_limit_exceeded');
        if (attempts === 2) {
          return new Response(
            JSON.stringify({
              success: false,
              code: 'agent_busy',
              message: 'O agente está ocupado.',
            }),
            { status: 409, headers: { 'Content-Type': 'application/json' } },
          );
        }
        expect(await requestBody(request)).toEqual({
          account: 'ana',
          amount: '30',
          withdrawPassword: '135790',
        });
        return ok({ balance: '470.00', currency: 'BRL', currencySymbol: 'R$' });
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Ver ana' }));
    const panel = await screen.findByRole('region', { name: 'Subordinado ana' });
    expect(await within(panel).findByText('R$ 500,00')).toBeTruthy();
    expect(within(panel).getByText('Enviado hoje').nextSibling?.textContent).toBe('R$ 100,00');

    await userEvent.type(within(panel).getByLabelText('Valor'), '5');
    await userEvent.type(within(panel).getByLabelText('Palavra-passe de levantamento'), '135790');
    await userEvent.click(within(panel).getByRole('button', { name: 'Transferir' }));
    expect(await within(panel).findByText('O valor é inferior ao mínimo permitido.')).toBeTruthy();

    await userEvent.clear(within(panel).getByLabelText('Valor'));
    await userEvent.type(within(panel).getByLabelText('Valor'), '30');
    const confirm = async () => {
      await userEvent.click(within(panel).getByRole('button', { name: 'Transferir' }));
      const dialog = await findDialog('Confirmar transferência');
      expect(within(dialog).getByText(/Transferir R\$ 30,00 para ana\?/u)).toBeTruthy();
      await userEvent.click(
        within(dialog).getByRole('button', { name: 'Confirmar transferência' }),
      );
    };
    await confirm();
    expect(
      await within(panel).findByText('Isto ultrapassaria o limite diário de transferências.'),
    ).toBeTruthy();
    await confirm();
    expect(await within(panel).findByText('O agente está ocupado.')).toBeTruthy();
    await confirm();
    expect(
      await within(panel).findByText('Transferência enviada. O seu saldo: R$ 470,00.'),
    ).toBeTruthy();

    const posts = requestsTo(fetchMock, '/wps/agent/transferDownline').filter(
      (request) => request.method === 'POST',
    );
    expect(posts).toHaveLength(3);
    const key = posts[0]!.headers.get('Idempotency-Key');
    expect(key).toBeTruthy();
    expect(posts[1]!.headers.get('Idempotency-Key')).toBe(key);
    expect(posts[2]!.headers.get('Idempotency-Key')).toBe(key);
    // After the success the agent's balance (member info) and the team are asked again.
    await waitFor(() =>
      expect(requestsTo(fetchMock, '/wps/member/info').length).toBeGreaterThan(1),
    );
    await waitFor(() =>
      expect(requestsTo(fetchMock, '/wps/agent/downlines').length).toBeGreaterThan(1),
    );
  });
});
