import {
  depositsOpsEndpoints,
  type OpsDeposit,
  type OpsDepositListOutput,
} from '@portal/contract/deposits';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../test/fetch-stub.ts';
import { fail, ok } from '../../test/request-body.ts';
import { meOf, opsPath, renderConsole } from './console-test-kit.tsx';

const path = depositsOpsEndpoints.opsDeposits.path;

function deposit(overrides: Partial<OpsDeposit>): OpsDeposit {
  return {
    depositId: '41',
    memberId: '501',
    memberAccount: 'demo01',
    channelId: 'pix-demo',
    channelName: 'PIX (demo)',
    provider: 'demo',
    amount: '1500.00',
    currency: 'BRL',
    status: 'paid',
    providerRef: 'ref-0001abcd',
    createdAt: '2026-11-20T10:00:00.000Z',
    settledAt: '2026-11-20T10:01:00.000Z',
    ledgerTxnId: '9001',
    ...overrides,
  };
}

const paid = deposit({});
const pending = deposit({
  depositId: '42',
  memberId: '502',
  memberAccount: 'demo02',
  channelId: 'card-demo',
  channelName: null,
  amount: '20.00',
  status: 'pending',
  providerRef: null,
  createdAt: '2026-11-21T10:00:00.000Z',
  settledAt: null,
  ledgerTxnId: null,
});

/** An answer the contract accepts (the test parses it, as the client does). */
function answer(items: OpsDeposit[], totals: OpsDepositListOutput['totals']) {
  const value: OpsDepositListOutput = {
    items,
    totals,
    total: totals.count,
    pageNum: 1,
    totalPages: totals.count === 0 ? 0 : 1,
  };
  return ok(depositsOpsEndpoints.opsDeposits.output.parse(value));
}

describe('deposits page', () => {
  it('lists the deposits with their totals', async () => {
    stubFetch({
      [opsPath.me]: () => ok(meOf('finance')),
      [path]: () => answer([pending, paid], { count: 2, paidCount: 1, paidAmount: '1500.00' }),
    });
    renderConsole('/console/deposits', 'token');

    const table = await screen.findByRole('table', { name: 'Depósitos' });
    expect(screen.getByText('Depósitos: 2 · Pagos: 1 · Montante pago: 1.500,00')).toBeTruthy();
    const paidRow = within(table).getByRole('row', { name: /demo01/ });
    expect(within(paidRow).getByText('demo01 (501)')).toBeTruthy();
    expect(within(paidRow).getByText('1.500,00 BRL')).toBeTruthy();
    expect(within(paidRow).getByText('Pago')).toBeTruthy();
    expect(within(paidRow).getByText('PIX (demo)')).toBeTruthy();
    expect(within(paidRow).getByText('ref-0001abcd')).toBeTruthy();
    expect(within(paidRow).getByText('9001')).toBeTruthy();
    const pendingRow = within(table).getByRole('row', { name: /demo02/ });
    expect(within(pendingRow).getByText('Pendente')).toBeTruthy();
    // A removed channel keeps its id.
    expect(within(pendingRow).getByText('card-demo')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Exportar CSV' })).toBeTruthy();
  });

  it('sends the filters as query parameters', async () => {
    const asked: URLSearchParams[] = [];
    stubFetch({
      [opsPath.me]: () => ok(meOf('support')),
      [path]: (request) => {
        const query = new URL(request.url).searchParams;
        asked.push(query);
        return query.get('status') === 'pending'
          ? answer([pending], { count: 1, paidCount: 0, paidAmount: '0.00' })
          : answer([pending, paid], { count: 2, paidCount: 1, paidAmount: '1500.00' });
      },
    });
    const user = userEvent.setup();
    renderConsole('/console/deposits', 'token');
    await screen.findByRole('table', { name: 'Depósitos' });
    expect(asked[0]?.get('pageNo')).toBe('1');
    expect(asked[0]?.get('pageSize')).toBe('20');
    expect(asked[0]?.has('status')).toBe(false);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Estado' }), 'pending');
    await waitFor(() => expect(screen.queryByText('demo01 (501)')).toBeNull());
    expect(asked.at(-1)?.get('status')).toBe('pending');

    await user.type(screen.getByRole('textbox', { name: 'Conta do membro' }), ' demo02 ');
    fireEvent.change(screen.getByLabelText('Desde'), { target: { value: '2026-11-01' } });
    fireEvent.change(screen.getByLabelText('Até'), { target: { value: '2026-11-30' } });
    await user.click(screen.getByRole('button', { name: 'Filtrar' }));
    await waitFor(() => expect(asked.at(-1)?.get('member')).toBe('demo02'));
    const last = asked.at(-1)!;
    expect(last.get('status')).toBe('pending');
    expect(last.get('startDate')).toBe('2026-11-01');
    expect(last.get('endDate')).toBe('2026-11-30');
  });

  it('refuses a reversed period or a day that is none without asking the server', async () => {
    const asked: URLSearchParams[] = [];
    stubFetch({
      [opsPath.me]: () => ok(meOf('finance')),
      [path]: (request) => {
        asked.push(new URL(request.url).searchParams);
        return answer([paid], { count: 1, paidCount: 1, paidAmount: '1500.00' });
      },
    });
    const user = userEvent.setup();
    renderConsole('/console/deposits', 'token');
    await screen.findByRole('table', { name: 'Depósitos' });
    fireEvent.change(screen.getByLabelText('Desde'), { target: { value: '2026-11-30' } });
    fireEvent.change(screen.getByLabelText('Até'), { target: { value: '2026-11-01' } });
    await user.click(screen.getByRole('button', { name: 'Filtrar' }));
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'A data final não pode ser anterior à data inicial.',
    );
    expect(asked).toHaveLength(1);

    // A day typed in the page's format is read; one that is no day is refused here too.
    const from = screen.getByLabelText<HTMLInputElement>('Desde');
    await user.clear(from);
    await user.type(from, '31/02/2026');
    await user.click(screen.getByRole('button', { name: 'Filtrar' }));
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'Data no formato dd/mm/aaaa.',
    );
    expect(from.getAttribute('aria-invalid')).toBe('true');
    expect(asked).toHaveLength(1);
    await user.clear(from);
    await user.type(from, '1/11/2026');
    await user.click(screen.getByRole('button', { name: 'Filtrar' }));
    await waitFor(() => expect(asked).toHaveLength(2));
    expect(asked[1]?.get('startDate')).toBe('2026-11-01');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says when nothing matches', async () => {
    stubFetch({
      [opsPath.me]: () => ok(meOf('finance')),
      [path]: () => answer([], { count: 0, paidCount: 0, paidAmount: '0.00' }),
    });
    renderConsole('/console/deposits', 'token');
    expect(await screen.findByText('Nenhum depósito corresponde aos filtros.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows a failed load with a retry that asks again', async () => {
    let calls = 0;
    stubFetch({
      [opsPath.me]: () => ok(meOf('finance')),
      [path]: () => {
        calls += 1;
        return calls === 1
          ? fail(503, 'service_unavailable')
          : answer([paid], { count: 1, paidCount: 1, paidAmount: '1500.00' });
      },
    });
    const user = userEvent.setup();
    renderConsole('/console/deposits', 'token');
    const alert = await screen.findByRole('alert');
    await user.click(within(alert).getByRole('button', { name: 'Tentar de novo' }));
    expect(await screen.findByRole('table', { name: 'Depósitos' })).toBeTruthy();
  });
});

describe('deposits page: permission', () => {
  it('an operator without deposits.read gets no link and is led home', async () => {
    stubFetch({ [opsPath.me]: () => ok(meOf('content', { username: 'carla' })) });
    renderConsole('/console/deposits', 'token');
    expect(await screen.findByRole('heading', { name: 'Bem-vindo, carla.' })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Secções da consola' });
    expect(within(nav).queryByRole('link', { name: 'Depósitos' })).toBeNull();
    expect(window.location.pathname).toBe('/console');
  });
});
