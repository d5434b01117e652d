import type { ApprovalView } from '@portal/contract/ops';
import { withdrawalsOpsEndpoints, type OpsWithdrawal } from '@portal/contract/withdrawals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../test/fetch-stub.ts';
import { fail, ok, requestBody } from '../../test/request-body.ts';
import { meOf, opsPath, renderConsole } from './console-test-kit.tsx';
import { operatorUploadPath } from './proof-images.tsx';

const path = {
  list: withdrawalsOpsEndpoints.opsWithdrawals.path,
  review: withdrawalsOpsEndpoints.opsWithdrawalReview.path,
  resolve: withdrawalsOpsEndpoints.opsWithdrawalResolve.path,
};

function withdrawal(overrides: Partial<OpsWithdrawal>): OpsWithdrawal {
  return {
    withdrawalId: '7',
    amount: '250.00',
    status: 'review',
    account: {
      accountId: '3',
      kind: 'bank',
      holderName: 'Rita Sousa',
      institution: 'Banco Demo',
      maskedNumber: '****4321',
      createdAt: '2026-11-01T10:00:00.000Z',
    },
    createdAt: '2026-11-20T10:00:00.000Z',
    paidAt: null,
    autoReceiveAt: null,
    autoReceived: false,
    missingAmount: null,
    proofCount: 0,
    memberId: '501',
    memberAccount: 'demo01',
    refundedAmount: '0.00',
    resolution: null,
    failureReason: null,
    providerRef: null,
    reviewedBy: null,
    reviewedAt: null,
    proofUploadIds: [],
    openApprovalId: null,
    ...overrides,
  };
}

const disputed = withdrawal({
  withdrawalId: '9',
  amount: '100.00',
  status: 'disputed',
  paidAt: '2026-11-19T10:00:00.000Z',
  missingAmount: '40.00',
  proofCount: 2,
  proofUploadIds: ['u-1', 'u-2'],
});

function approval(overrides: Partial<ApprovalView>): ApprovalView {
  return {
    id: '31',
    kind: 'withdrawal_payout',
    state: 'pending',
    memberId: '501',
    memberAccount: 'demo01',
    withdrawalId: '7',
    amount: '250.00',
    reason: '',
    requestedBy: 'ana',
    requestedAt: '2026-11-20T11:00:00.000Z',
    decidedBy: null,
    decidedAt: null,
    remark: null,
    ...overrides,
  };
}

function page(items: OpsWithdrawal[]): Response {
  return ok({ totalPages: items.length === 0 ? 0 : 1, pageNum: 1, total: items.length, items });
}

/** The list as the server answers it: only the rows of the asked status. */
function listOf(rows: () => OpsWithdrawal[], asked: URLSearchParams[] = []) {
  return (request: Request) => {
    const query = new URL(request.url).searchParams;
    asked.push(query);
    const member = query.get('member');
    return page(
      rows().filter(
        (row) =>
          row.status === query.get('status') && (member === null || row.memberAccount === member),
      ),
    );
  };
}

describe('withdrawals page', () => {
  it('lists the withdrawals in review and approves one for payout', async () => {
    const asked: URLSearchParams[] = [];
    const sent: Record<string, unknown>[] = [];
    let rows = [
      withdrawal({}),
      withdrawal({ withdrawalId: '8', amount: '90.00', memberId: '502', memberAccount: 'demo02' }),
    ];
    stubFetch({
      [opsPath.me]: () => ok(meOf('finance')),
      [path.list]: listOf(() => rows, asked),
      [path.review]: async (request) => {
        sent.push(await requestBody(request));
        const paid = withdrawal({
          status: 'awaiting_confirmation',
          reviewedBy: 'ana',
          reviewedAt: '2026-11-20T11:00:00.000Z',
          paidAt: '2026-11-20T11:00:01.000Z',
        });
        rows = [paid, rows[1]!];
        return ok({ withdrawal: paid, approval: null });
      },
    });
    const user = userEvent.setup();
    renderConsole('/console/withdrawals', 'token');

    const table = await screen.findByRole('table', { name: 'Levantamentos' });
    expect(asked[0]?.get('status')).toBe('review');
    expect(within(table).getByText('demo01 (501)')).toBeTruthy();
    expect(within(table).getByText('250,00')).toBeTruthy();
    expect(within(table).getAllByText('Banco Demo ****4321')).toHaveLength(2);
    expect(within(table).getAllByText('Rita Sousa')).toHaveLength(2);
    expect(within(table).getAllByText('Em revisão')).toHaveLength(2);
    await user.click(within(table).getByRole('button', { name: 'Aprovar e pagar: #7' }));

    expect(await screen.findByRole('status')).toHaveProperty(
      'textContent',
      'Levantamento #7 aprovado e enviado para pagamento (A aguardar confirmação).',
    );
    expect(sent).toEqual([{ id: '7', decision: 'approve', remark: '' }]);
    // The list is asked again and the paid withdrawal leaves the review list.
    await waitFor(() =>
      expect(within(table).queryByRole('button', { name: 'Aprovar e pagar: #7' })).toBeNull(),
    );
    expect(within(table).getByRole('button', { name: 'Aprovar e pagar: #8' })).toBeTruthy();
  });

  it('says when the amount needs a second operator, and the row then waits for it', async () => {
    let rows = [withdrawal({ amount: '5000.00' })];
    stubFetch({
      [opsPath.me]: () => ok(meOf('finance')),
      [path.list]: listOf(() => rows),
      [path.review]: () => {
        rows = [withdrawal({ amount: '5000.00', openApprovalId: '31' })];
        return ok({ withdrawal: withdrawal({ amount: '5000.00' }), approval: approval({}) });
      },
    });
    const user = userEvent.setup();
    renderConsole('/console/withdrawals', 'token');

    await user.click(await screen.findByRole('button', { name: 'Aprovar e pagar: #7' }));
    expect(await screen.findByRole('status')).toHaveProperty(
      'textContent',
      'Acima do limite dos quatro olhos: o pedido #31 aguarda um segundo operador.',
    );
    expect(await screen.findByText('À espera de um segundo operador (pedido #31)')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Aprovar e pagar: #7' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Recusar: #7' })).toBeNull();
  });

  it("shows a read-only operator the withdrawals and a dispute's proofs, but no decision", async () => {
    const asked: URLSearchParams[] = [];
    const rows = [withdrawal({}), disputed];
    stubFetch({
      [opsPath.me]: () => ok(meOf('readonly')),
      [path.list]: listOf(() => rows, asked),
    });
    const user = userEvent.setup();
    renderConsole('/console/withdrawals', 'token');

    const nav = await screen.findByRole('navigation', { name: 'Secções da consola' });
    expect(within(nav).getByRole('link', { name: 'Levantamentos' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Levantamentos' });
    expect(within(table).getByText('250,00')).toBeTruthy();
    expect(within(table).queryByRole('button', { name: /Aprovar|Recusar/u })).toBeNull();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Estado' }), 'disputed');
    expect(await screen.findByText('Em falta: 40,00 · Provas: 2')).toBeTruthy();
    const disputes = screen.getByRole('table', { name: 'Levantamentos' });
    expect(within(disputes).getByText('Contestado')).toBeTruthy();
    expect(within(disputes).queryByRole('button', { name: /Resolver/u })).toBeNull();
    expect(within(disputes).getByRole('button', { name: 'Provas: #9' })).toBeTruthy();

    // The member filter applies when submitted, not at each key.
    await user.type(screen.getByLabelText('Conta do membro'), 'demo02');
    expect(asked.some((query) => query.has('member'))).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Filtrar' }));
    expect(await screen.findByText('Nenhum levantamento neste estado.')).toBeTruthy();
    expect(Object.fromEntries(asked.at(-1)!)).toMatchObject({
      status: 'disputed',
      member: 'demo02',
    });
  });

  it("names the server's failure reasons and shows a provider's own words as they came", async () => {
    const rows = [
      withdrawal({ withdrawalId: '11', status: 'failed', failureReason: 'refused_by_operator' }),
      withdrawal({ withdrawalId: '12', status: 'failed', failureReason: 'Conta encerrada: IBAN' }),
    ];
    stubFetch({
      [opsPath.me]: () => ok(meOf('finance')),
      [path.list]: listOf(() => rows),
    });
    const user = userEvent.setup();
    renderConsole('/console/withdrawals', 'token');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Estado' }), 'failed');
    expect(await screen.findByText(/Motivo: recusado por um operador/u)).toBeTruthy();
    expect(screen.getByText(/Motivo: Conta encerrada: IBAN/u)).toBeTruthy();
  });

  it('refuses a withdrawal in review after asking for a remark', async () => {
    const sent: Record<string, unknown>[] = [];
    stubFetch({
      [opsPath.me]: () => ok(meOf('risk')),
      [path.list]: listOf(() => [withdrawal({})]),
      [path.review]: async (request) => {
        sent.push(await requestBody(request));
        return ok({ withdrawal: withdrawal({ status: 'failed' }), approval: null });
      },
    });
    const user = userEvent.setup();
    renderConsole('/console/withdrawals', 'token');

    await user.click(await screen.findByRole('button', { name: 'Recusar: #7' }));
    expect(sent).toEqual([]);
    expect(screen.getByRole('heading', { name: 'Recusar o levantamento #7' })).toBeTruthy();
    await user.type(screen.getByLabelText('Observação'), 'Conta de terceiro');
    await user.click(screen.getByRole('button', { name: 'Confirmar a recusa' }));

    expect(await screen.findByRole('status')).toHaveProperty(
      'textContent',
      'Levantamento #7 recusado: os fundos voltaram à carteira do membro.',
    );
    expect(sent).toEqual([{ id: '7', decision: 'reject', remark: 'Conta de terceiro' }]);
    expect(screen.queryByRole('heading', { name: 'Recusar o levantamento #7' })).toBeNull();
  });

  it('resolves a disputed withdrawal with a refund for a second operator to approve', async () => {
    const sent: Record<string, unknown>[] = [];
    stubFetch({
      [opsPath.me]: () => ok(meOf('finance')),
      [path.list]: listOf(() => [disputed]),
      [path.resolve]: async (request) => {
        sent.push(await requestBody(request));
        return ok({
          withdrawal: disputed,
          approval: approval({ id: '40', kind: 'withdrawal_dispute', withdrawalId: '9' }),
        });
      },
    });
    const user = userEvent.setup();
    renderConsole('/console/withdrawals', 'token');

    expect(await screen.findByText('Nenhum levantamento neste estado.')).toBeTruthy();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Estado' }), 'disputed');
    await user.click(await screen.findByRole('button', { name: 'Resolver: #9' }));

    expect(
      screen.getByRole('heading', { name: 'Resolver a contestação do levantamento #9' }),
    ).toBeTruthy();
    // A rejection sends no amount, so its field goes away.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Decisão' }), 'reject');
    expect(screen.queryByLabelText('Montante a devolver')).toBeNull();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Decisão' }), 'refund');
    const amount = screen.getByLabelText('Montante a devolver');
    // The contract's check comes first: a comma is no amount on the wire.
    await user.type(amount, '25,5');
    await user.click(screen.getByRole('button', { name: 'Pedir aprovação' }));
    await waitFor(() => expect(amount.getAttribute('aria-invalid')).toBe('true'));
    expect(sent).toEqual([]);

    await user.clear(amount);
    await user.type(amount, '25.50');
    await user.type(screen.getByLabelText('Observação'), 'Parte recebida');
    await user.click(screen.getByRole('button', { name: 'Pedir aprovação' }));

    expect(await screen.findByRole('status')).toHaveProperty(
      'textContent',
      'Resolução do levantamento #9 pedida: o pedido #40 aguarda um segundo operador.',
    );
    expect(sent).toEqual([
      { id: '9', action: 'refund', amount: '25.50', remark: 'Parte recebida' },
    ]);
  });

  it("shows the server's refusal of a review", async () => {
    stubFetch({
      [opsPath.me]: () => ok(meOf('finance')),
      [path.list]: listOf(() => [withdrawal({})]),
      [path.review]: () => fail(409, 'approval_pending'),
    });
    const user = userEvent.setup();
    renderConsole('/console/withdrawals', 'token');

    await user.click(await screen.findByRole('button', { name: 'Aprovar e pagar: #7' }));
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'Já há um pedido sobre isto à espera de um segundo operador.',
    );
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByRole('button', { name: 'Aprovar e pagar: #7' })).toBeTruthy();
  });

  it("shows a dispute's proofs fetched with the operator's token, and frees them on close", async () => {
    const fetched: { uploadId: string | null; authorization: string | null }[] = [];
    stubFetch({
      [opsPath.me]: () => ok(meOf('finance')),
      [path.list]: listOf(() => [disputed]),
      [operatorUploadPath]: (request) => {
        fetched.push({
          uploadId: new URL(request.url).searchParams.get('uploadId'),
          authorization: request.headers.get('Authorization'),
        });
        return new Response(new Blob(['png'], { type: 'image/png' }), {
          headers: { 'Content-Type': 'image/png' },
        });
      },
    });
    let made = 0;
    vi.spyOn(URL, 'createObjectURL').mockImplementation(() => `blob:proof-${++made}`);
    const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderConsole('/console/withdrawals', 'op-token');

    await screen.findByText('Nenhum levantamento neste estado.');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Estado' }), 'disputed');
    await user.click(await screen.findByRole('button', { name: 'Provas: #9' }));

    const first = await screen.findByRole('img', { name: 'Prova 1 do levantamento #9' });
    const second = await screen.findByRole('img', { name: 'Prova 2 do levantamento #9' });
    expect([first.getAttribute('src'), second.getAttribute('src')].sort()).toEqual([
      'blob:proof-1',
      'blob:proof-2',
    ]);
    expect(fetched).toEqual([
      { uploadId: 'u-1', authorization: 'Bearer op-token' },
      { uploadId: 'u-2', authorization: 'Bearer op-token' },
    ]);

    await user.click(screen.getByRole('button', { name: 'Fechar' }));
    expect(screen.queryByRole('img', { name: /Prova/u })).toBeNull();
    expect(revoke.mock.calls.map(([url]) => url).sort()).toEqual(['blob:proof-1', 'blob:proof-2']);
  });
});
