import { contentOpsEndpoints } from '@portal/contract/content';
import type { OpsApplicationItem } from '@portal/contract/content/ops-applications';
import { pointsOpsEndpoints, type OpsRedemption } from '@portal/contract/points';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../test/fetch-stub.ts';
import { fail, ok, requestBody } from '../../test/request-body.ts';
import { meOf, opsPath, renderConsole } from './console-test-kit.tsx';
import { operatorUploadPath } from './proof-images.tsx';

const path = {
  applications: contentOpsEndpoints.opsApplications.path,
  review: contentOpsEndpoints.opsApplicationReview.path,
  redemptions: pointsOpsEndpoints.opsRedemptions.path,
  decide: pointsOpsEndpoints.opsRedemptionDecide.path,
};

function application(overrides: Partial<OpsApplicationItem>): OpsApplicationItem {
  return {
    applicationId: '5',
    promoId: '3',
    status: 'APPLYING',
    remark: 'Depositei 100',
    proofCount: 0,
    reviewNote: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    memberId: '501',
    account: 'demo01',
    uploadIds: [],
    ...overrides,
  };
}

/** The review's answer: the application without its member and uploads. */
function reviewed(row: OpsApplicationItem) {
  const { memberId: _m, account: _a, uploadIds: _u, ...answer } = row;
  return ok(answer);
}

/** The applications list as the server answers it: only the rows of the asked status. */
function applicationsOf(rows: () => OpsApplicationItem[], asked: URLSearchParams[] = []) {
  return (request: Request) => {
    const query = new URL(request.url).searchParams;
    asked.push(query);
    const status = query.get('status') ?? '';
    const items = rows().filter((row) => status === '' || row.status === status);
    return ok({ totalPages: items.length === 0 ? 0 : 1, pageNum: 1, total: items.length, items });
  };
}

function redemption(overrides: Partial<OpsRedemption>): OpsRedemption {
  return {
    id: '12',
    refNo: 'PR-12',
    appliedAt: '2026-11-21T09:00:00.000Z',
    kind: 'reward',
    name: 'Caneca',
    quantity: 2,
    points: '1500',
    amount: '0.00',
    status: 'inProcess',
    changedPoints: '-1500',
    pointsBalance: '300',
    remark: '',
    account: 'demo02',
    shipping: {
      recipient: 'Rita Sousa',
      phone: '912345678',
      address: '<b>Rua Direita 1</b>, Lisboa',
    },
    ...overrides,
  };
}

function redemptionsOf(rows: () => OpsRedemption[], asked: URLSearchParams[] = []) {
  return (request: Request) => {
    const query = new URL(request.url).searchParams;
    asked.push(query);
    const status = query.get('status');
    return ok({ items: rows().filter((row) => status === null || row.status === status) });
  };
}

/** The outcome of a decided redemption: the redeem record without the operator's extras. */
function decidedAs(row: OpsRedemption) {
  const { id: _i, account: _a, shipping: _s, ...record } = row;
  return ok(record);
}

describe('requests page: activity applications', () => {
  it('lists pending applications as text with their proofs, and filters by status', async () => {
    const asked: URLSearchParams[] = [];
    const rows = [
      application({ remark: '<img src=x onerror=alert(1)>Depositei', uploadIds: ['u-1'] }),
      application({
        applicationId: '4',
        status: 'IN_PROCESS',
        account: 'demo02',
        memberId: '502',
        reviewNote: 'A verificar',
      }),
    ];
    stubFetch({
      [opsPath.me]: () => ok(meOf('finance')),
      [path.applications]: applicationsOf(() => rows, asked),
      [operatorUploadPath]: () =>
        new Response(new Blob(['png'], { type: 'image/png' }), {
          headers: { 'Content-Type': 'image/png' },
        }),
    });
    vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:proof-1');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderConsole('/console/applications', 'token');

    expect(await screen.findByRole('heading', { name: 'Pedidos', level: 1 })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Candidaturas a atividades' });
    expect(Object.fromEntries(asked[0]!)).toEqual({
      pageNo: '1',
      pageSize: '20',
      status: 'APPLYING',
    });
    expect(screen.getByText('1 candidatura')).toBeTruthy();
    expect(within(table).getByText('demo01 (501)')).toBeTruthy();
    expect(within(table).getByText('Promoção #3')).toBeTruthy();
    expect(within(table).getByText('Pendente')).toBeTruthy();
    // The member's words, never markup.
    expect(within(table).getByText('<img src=x onerror=alert(1)>Depositei')).toBeTruthy();
    expect(table.querySelector('img')).toBeNull();
    expect(within(table).getByRole('button', { name: 'Pôr em análise: #5' })).toBeTruthy();

    await user.click(within(table).getByRole('button', { name: 'Ver 1 prova: #5' }));
    const proof = await screen.findByRole('img', { name: 'Prova 1 da candidatura #5' });
    expect(proof.getAttribute('src')).toBe('blob:proof-1');
    await user.click(screen.getByRole('button', { name: 'Fechar' }));
    expect(screen.queryByRole('img')).toBeNull();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Estado' }), 'IN_PROCESS');
    expect(await screen.findByText('Nota do operador: A verificar')).toBeTruthy();
    const inReview = screen.getByRole('table', { name: 'Candidaturas a atividades' });
    expect(within(inReview).getByText('Sem provas')).toBeTruthy();
    // In review: no second "take into review", but still issue or reject.
    expect(within(inReview).queryByRole('button', { name: /Pôr em análise/u })).toBeNull();
    expect(within(inReview).getByRole('button', { name: 'Atribuir bónus: #4' })).toBeTruthy();
    expect(within(inReview).getByRole('button', { name: 'Recusar: #4' })).toBeTruthy();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Estado' }), '');
    expect(await screen.findByText('2 candidaturas')).toBeTruthy();
    expect(asked.map((query) => query.get('status'))).toEqual(['APPLYING', 'IN_PROCESS', '']);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Estado' }), 'ISSUED');
    expect(await screen.findByText('Nenhuma candidatura neste estado.')).toBeTruthy();
  });

  it('takes an application into review, and it leaves the pending list', async () => {
    const sent: Record<string, unknown>[] = [];
    let rows = [application({})];
    stubFetch({
      [opsPath.me]: () => ok(meOf('finance')),
      [path.applications]: applicationsOf(() => rows),
      [path.review]: async (request) => {
        sent.push(await requestBody(request));
        rows = [application({ status: 'IN_PROCESS' })];
        return reviewed(rows[0]!);
      },
    });
    const user = userEvent.setup();
    renderConsole('/console/applications', 'token');

    await user.click(await screen.findByRole('button', { name: 'Pôr em análise: #5' }));
    expect(await screen.findByRole('status')).toHaveProperty(
      'textContent',
      'A candidatura #5 está em análise.',
    );
    expect(sent).toEqual([{ applicationId: '5', action: 'process', note: null, amount: null }]);
    expect(await screen.findByText('Nenhuma candidatura neste estado.')).toBeTruthy();
  });

  it('issues a bonus with an amount and a note, after a wrong amount is caught', async () => {
    const sent: Record<string, unknown>[] = [];
    let rows = [application({})];
    stubFetch({
      [opsPath.me]: () => ok(meOf('finance')),
      [path.applications]: applicationsOf(() => rows),
      [path.review]: async (request) => {
        sent.push(await requestBody(request));
        const issued = application({ status: 'ISSUED', reviewNote: 'Parabéns' });
        rows = [issued];
        return reviewed(issued);
      },
    });
    const user = userEvent.setup();
    renderConsole('/console/applications', 'token');

    await user.click(await screen.findByRole('button', { name: 'Atribuir bónus: #5' }));
    const amount = await screen.findByLabelText('Valor do bónus');
    await waitFor(() => expect(document.activeElement).toBe(amount));
    await user.type(amount, '12,5');
    await user.click(screen.getByRole('button', { name: 'Atribuir bónus' }));
    expect(await screen.findByText('Valor inválido.')).toBeTruthy();
    expect(sent).toEqual([]);

    await user.clear(amount);
    await user.type(amount, '25.50');
    await user.type(screen.getByLabelText('Nota para o membro'), 'Parabéns');
    await user.click(screen.getByRole('button', { name: 'Atribuir bónus' }));
    expect(await screen.findByRole('status')).toHaveProperty(
      'textContent',
      'Bónus da candidatura #5 atribuído; o membro recebeu uma mensagem.',
    );
    expect(sent).toEqual([
      { applicationId: '5', action: 'issue', note: 'Parabéns', amount: '25.50' },
    ]);
    expect(screen.queryByLabelText('Valor do bónus')).toBeNull();
    expect(await screen.findByText('Nenhuma candidatura neste estado.')).toBeTruthy();
  });

  it('rejects an application with a note, and shows a refusal of the server', async () => {
    const sent: Record<string, unknown>[] = [];
    let rows = [application({}), application({ applicationId: '6' })];
    let answers = 0;
    stubFetch({
      [opsPath.me]: () => ok(meOf('finance')),
      [path.applications]: applicationsOf(() => rows),
      [path.review]: async (request) => {
        sent.push(await requestBody(request));
        answers += 1;
        // The first call finds application 6 already decided by another operator.
        if (answers === 1) {
          rows = [rows[0]!];
          return fail(409, 'conflict');
        }
        if (answers === 2)
          return fail(400, 'invalid_input', { fields: { note: 'Nota inválida.' } });
        const rejected = application({ status: 'REJECTED', reviewNote: 'Sem depósito' });
        rows = [];
        return reviewed(rejected);
      },
    });
    const user = userEvent.setup();
    renderConsole('/console/applications', 'token');

    await user.click(await screen.findByRole('button', { name: 'Pôr em análise: #6' }));
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'O pedido entra em conflito com o estado atual.',
    );
    // The refusal makes the list stale: the row decided elsewhere goes away.
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Pôr em análise: #6' })).toBeNull(),
    );

    await user.click(screen.getByRole('button', { name: 'Recusar: #5' }));
    expect(screen.queryByRole('alert')).toBeNull();
    const note = await screen.findByLabelText('Nota para o membro');
    await user.type(note, 'Sem depósito');
    await user.click(screen.getByRole('button', { name: 'Recusar candidatura' }));
    expect(await screen.findByText('Nota inválida.')).toBeTruthy();
    expect(note.getAttribute('aria-invalid')).toBe('true');

    await user.click(screen.getByRole('button', { name: 'Recusar candidatura' }));
    expect(await screen.findByRole('status')).toHaveProperty(
      'textContent',
      'Candidatura #5 recusada; o membro recebeu uma mensagem.',
    );
    expect(sent.slice(1)).toEqual([
      { applicationId: '5', action: 'reject', note: 'Sem depósito', amount: null },
      { applicationId: '5', action: 'reject', note: 'Sem depósito', amount: null },
    ]);
    expect(sent[0]).toMatchObject({ applicationId: '6', action: 'process' });
    expect(await screen.findByText('Nenhuma candidatura neste estado.')).toBeTruthy();
  });

  it('shows a failed list with a retry', async () => {
    let calls = 0;
    stubFetch({
      [opsPath.me]: () => ok(meOf('finance')),
      [path.applications]: () => {
        calls += 1;
        return calls === 1
          ? fail(500, 'internal_error')
          : ok({ totalPages: 0, pageNum: 1, total: 0, items: [] });
      },
    });
    const user = userEvent.setup();
    renderConsole('/console/applications', 'token');

    const alert = await screen.findByRole('alert');
    await user.click(within(alert).getByRole('button', { name: 'Tentar de novo' }));
    expect(await screen.findByText('Nenhuma candidatura neste estado.')).toBeTruthy();
  });
});

describe('requests page: points redemptions', () => {
  it('lists redemptions in process with the shipping address, approves one and rejects one', async () => {
    const asked: URLSearchParams[] = [];
    const sent: Record<string, unknown>[] = [];
    let rows = [
      redemption({}),
      redemption({
        id: '13',
        refNo: 'PR-13',
        kind: 'convert',
        name: '',
        quantity: 1,
        points: '2000',
        amount: '20.00',
        account: 'demo03',
        shipping: null,
      }),
    ];
    stubFetch({
      [opsPath.me]: () => ok(meOf('finance')),
      [path.applications]: applicationsOf(() => []),
      [path.redemptions]: redemptionsOf(() => rows, asked),
      [path.decide]: async (request) => {
        const body = await requestBody(request);
        sent.push(body);
        const decided = rows.find((row) => row.id === body.id)!;
        rows = rows.filter((row) => row !== decided);
        return decidedAs({
          ...decided,
          status: body.decision === 'approve' ? 'approved' : 'rejected',
          remark: String(body.remark),
        });
      },
    });
    const user = userEvent.setup();
    renderConsole('/console/applications', 'token');

    await screen.findByText('Nenhuma candidatura neste estado.');
    await user.click(screen.getByRole('tab', { name: 'Resgates de pontos' }));
    const table = await screen.findByRole('table', { name: 'Resgates de pontos' });
    expect(asked.map((query) => query.get('status'))).toEqual(['inProcess']);
    expect(screen.getByText('2 resgates')).toBeTruthy();
    const goods = within(table).getByRole('row', { name: /PR-12/u });
    expect(within(goods).getByText('demo02')).toBeTruthy();
    expect(within(goods).getByText('Caneca')).toBeTruthy();
    expect(within(goods).getByText('1.500')).toBeTruthy();
    expect(within(goods).getByText('Rita Sousa')).toBeTruthy();
    expect(within(goods).getByText('Tel.: 912345678')).toBeTruthy();
    // The address as the member typed it, never markup.
    expect(within(goods).getByText('<b>Rua Direita 1</b>, Lisboa')).toBeTruthy();
    expect(goods.querySelector('b')).toBeNull();
    const conversion = within(table).getByRole('row', { name: /PR-13/u });
    expect(within(conversion).getByText('Conversão de pontos em saldo')).toBeTruthy();
    expect(within(conversion).getByText('20,00')).toBeTruthy();
    expect(within(conversion).getByText('Sem envio')).toBeTruthy();

    // Approval asks first; cancelling sends nothing.
    await user.click(within(goods).getByRole('button', { name: 'Aprovar: PR-12' }));
    expect(await screen.findByRole('heading', { name: 'Aprovar o resgate PR-12' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('heading', { name: 'Aprovar o resgate PR-12' })).toBeNull();
    expect(sent).toEqual([]);
    await user.click(within(goods).getByRole('button', { name: 'Aprovar: PR-12' }));
    await user.click(await screen.findByRole('button', { name: 'Confirmar aprovação' }));
    expect(await screen.findByRole('status')).toHaveProperty(
      'textContent',
      'Resgate PR-12 aprovado.',
    );
    expect(sent).toEqual([{ id: '12', decision: 'approve', remark: '' }]);
    await waitFor(() => expect(screen.queryByRole('row', { name: /PR-12/u })).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Recusar: PR-13' }));
    await user.type(await screen.findByLabelText('Observação para o membro'), 'Conta em revisão');
    await user.click(screen.getByRole('button', { name: 'Recusar resgate' }));
    expect(await screen.findByRole('status')).toHaveProperty(
      'textContent',
      'Resgate PR-13 recusado; os pontos foram devolvidos.',
    );
    expect(sent[1]).toEqual({ id: '13', decision: 'reject', remark: 'Conta em revisão' });
    expect(await screen.findByText('Nenhum resgate neste estado.')).toBeTruthy();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Estado' }), '');
    await waitFor(() => expect(asked.at(-1)?.has('status')).toBe(false));
  });

  it('shows that another operator decided the redemption first', async () => {
    stubFetch({
      [opsPath.me]: () => ok(meOf('finance')),
      [path.applications]: applicationsOf(() => []),
      [path.redemptions]: redemptionsOf(() => [redemption({})]),
      [path.decide]: () => fail(409, 'points_redeem_state'),
    });
    const user = userEvent.setup();
    renderConsole('/console/applications', 'token');

    await user.click(await screen.findByRole('tab', { name: 'Resgates de pontos' }));
    await user.click(await screen.findByRole('button', { name: 'Recusar: PR-12' }));
    await user.click(await screen.findByRole('button', { name: 'Recusar resgate' }));
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'Este resgate já foi decidido.',
    );
  });
});

describe('requests page: permission', () => {
  it('an operator without rewards.write gets no link and is led home', async () => {
    stubFetch({ [opsPath.me]: () => ok(meOf('support', { username: 'sara' })) });
    renderConsole('/console/applications', 'token');
    expect(await screen.findByRole('heading', { name: 'Bem-vindo, sara.' })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Secções da consola' });
    expect(within(nav).queryByRole('link', { name: 'Pedidos' })).toBeNull();
    expect(window.location.pathname).toBe('/console');
  });
});
