import type { ApprovalView } from '@portal/contract/ops';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../test/fetch-stub.ts';
import { fail, ok, requestBody } from '../../test/request-body.ts';
import { meOf, opsPath, renderConsole } from './console-test-kit.tsx';

function approval(overrides: Partial<ApprovalView>): ApprovalView {
  return {
    id: '10',
    kind: 'balance_adjustment',
    state: 'pending',
    memberId: '501',
    memberAccount: 'demo01',
    withdrawalId: null,
    amount: '150.00',
    reason: 'Compensação',
    requestedBy: 'bruno',
    requestedAt: '2026-11-20T10:00:00.000Z',
    decidedBy: null,
    decidedAt: null,
    remark: null,
    ...overrides,
  };
}

describe('approvals page', () => {
  it("decides another operator's request, never its own", async () => {
    const decided: Record<string, unknown>[] = [];
    let rows = [approval({ id: '10' }), approval({ id: '11', requestedBy: 'ana' })];
    stubFetch({
      [opsPath.me]: () => ok(meOf('finance')),
      [opsPath.approvals]: () => ok({ totalPages: 1, pageNum: 1, total: rows.length, items: rows }),
      [opsPath.approvalDecide]: async (request) => {
        const body = await requestBody(request);
        decided.push(body);
        const row = approval({ id: '10', state: 'approved', decidedBy: 'ana' });
        rows = [rows[1]!];
        return ok(row);
      },
    });
    const user = userEvent.setup();
    renderConsole('/console/approvals', 'token');

    const table = await screen.findByRole('table', { name: 'Aprovações (quatro olhos)' });
    expect(within(table).getByText('O seu pedido: outro operador decide.')).toBeTruthy();
    expect(within(table).queryByRole('button', { name: 'Aprovar: #11' })).toBeNull();
    await user.click(within(table).getByRole('button', { name: 'Aprovar: #10' }));

    expect(await screen.findByRole('status')).toHaveProperty('textContent', 'Pedido 10: Aprovado.');
    expect(decided).toEqual([{ id: '10', decision: 'approve', remark: '' }]);
  });

  it('shows a refusal from the server and keeps the request listed', async () => {
    stubFetch({
      [opsPath.me]: () => ok(meOf('finance')),
      [opsPath.approvals]: () =>
        ok({ totalPages: 1, pageNum: 1, total: 1, items: [approval({ id: '10' })] }),
      [opsPath.approvalDecide]: () => fail(403, 'four_eyes_self'),
    });
    const user = userEvent.setup();
    renderConsole('/console/approvals', 'token');
    await user.click(await screen.findByRole('button', { name: 'Aprovar: #10' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Aprovar: #10' })).toBeTruthy();
  });

  it('asks for an adjustment with the contract’s checks first', async () => {
    const asked: Record<string, unknown>[] = [];
    stubFetch({
      [opsPath.me]: () => ok(meOf('finance')),
      [opsPath.approvals]: () => ok({ totalPages: 0, pageNum: 1, total: 0, items: [] }),
      [opsPath.adjustBalance]: async (request) => {
        asked.push(await requestBody(request));
        return ok(approval({ id: '12', requestedBy: 'ana', amount: '-20.00' }));
      },
    });
    const user = userEvent.setup();
    renderConsole('/console/approvals', 'token');
    await user.click(await screen.findByRole('button', { name: 'Enviar pedido' }));
    expect(asked).toEqual([]);
    await user.type(screen.getByLabelText('ID do membro'), '501');
    await user.type(screen.getByLabelText('Montante'), '-20.00');
    await user.type(screen.getByLabelText('Motivo'), 'Aposta anulada');
    await user.click(screen.getByRole('button', { name: 'Enviar pedido' }));
    expect(await screen.findByRole('status')).toHaveProperty(
      'textContent',
      'Pedido 12 enviado: aguarda a decisão de outro operador.',
    );
    expect(asked).toEqual([{ memberId: '501', amount: '-20.00', reason: 'Aposta anulada' }]);
  });
});
