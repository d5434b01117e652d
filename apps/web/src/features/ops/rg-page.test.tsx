import { responsibleGamingOpsEndpoints as rgOps } from '@portal/contract/responsible-gaming';
import type { OutputOf } from '@portal/contract/endpoint';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../test/fetch-stub.ts';
import { fail, ok, requestBody } from '../../test/request-body.ts';
import { meOf, opsPath, renderConsole } from './console-test-kit.tsx';

const url = '/console/responsible-gaming';
type Lift = OutputOf<typeof rgOps.opsLifts>['items'][number];
type Member = OutputOf<typeof rgOps.opsMember>;

const lift: Lift = {
  requestId: '7',
  memberId: '501',
  memberAccount: 'demo01',
  state: 'pending',
  reason: 'Court order reviewed',
  requestedBy: 'ana',
  decidedBy: null,
  requestedAt: '2026-11-20T10:00:00.000Z',
};

const cooled: Member = {
  memberId: '502',
  account: 'demo02',
  exclusion: {
    kind: 'cool_off',
    since: '2026-11-20T10:00:00.000Z',
    until: '2026-11-21T10:00:00.000Z',
  },
  limits: [],
  pendingLift: null,
  payout: {
    available: '250.00',
    accounts: [
      {
        accountId: '31',
        kind: 'bank',
        holderName: 'Maria Silva',
        institution: 'Banco Demo',
        maskedNumber: '****0154',
        createdAt: '2026-11-01T10:00:00.000Z',
      },
    ],
  },
};

const lifts = (items: Lift[]) => () => ok(rgOps.opsLifts.output.parse({ items }));

describe('responsible gaming page', () => {
  it('shows the server’s refusal when the asker approves its own lift', async () => {
    const decided: Record<string, unknown>[] = [];
    stubFetch({
      [opsPath.me]: () => ok(meOf('risk', { username: 'ana' })),
      [rgOps.opsLifts.path]: lifts([lift]),
      [rgOps.opsLiftDecide.path]: async (request) => {
        decided.push(await requestBody(request));
        return fail(403, 'four_eyes_self');
      },
    });
    renderConsole(url, 'token');
    const table = await screen.findByRole('table', { name: 'Pedidos de fim antecipado' });
    const row = within(table).getByRole('row', { name: /demo01/u });
    expect(within(row).getByText('Court order reviewed')).toBeTruthy();
    await userEvent.click(within(row).getByRole('button', { name: 'Aprovar: demo01' }));
    expect(await screen.findByText('Outro operador tem de aprovar um pedido seu.')).toBeTruthy();
    expect(decided).toEqual([{ requestId: '7', approve: true }]);
    // Risk does not change the brand's rules: no rules form.
    expect(screen.queryByRole('heading', { name: 'Regras da marca' })).toBeNull();
  });

  it('looks a member up, asks for a lift and pays the balance out with one key per payout', async () => {
    const asked: Record<string, unknown>[] = [];
    const paid: Array<{ body: Record<string, unknown>; key: string | null }> = [];
    stubFetch({
      [opsPath.me]: () => ok(meOf('risk')),
      [rgOps.opsLifts.path]: lifts([]),
      [rgOps.opsMember.path]: (request) => {
        expect(new URL(request.url).searchParams.get('account')).toBe('demo02');
        return ok(rgOps.opsMember.output.parse(cooled));
      },
      [rgOps.opsLiftRequest.path]: async (request) => {
        asked.push(await requestBody(request));
        const { memberAccount: _account, requestedAt: _at, ...view } = lift;
        return ok({ ...view, memberId: '502' });
      },
      [rgOps.opsPayout.path]: async (request) => {
        paid.push({
          body: await requestBody(request),
          key: request.headers.get('Idempotency-Key'),
        });
        if (paid.length === 1) throw new TypeError('Failed to fetch');
        if (paid.length === 2) return fail(409, 'insufficient_funds');
        return ok({
          memberId: '502',
          withdrawal: {
            withdrawalId: '88',
            amount: '250.00',
            status: 'review',
            account: cooled.payout.accounts[0],
            createdAt: '2026-11-20T11:00:00.000Z',
            paidAt: null,
            autoReceiveAt: null,
            autoReceived: false,
            missingAmount: null,
            proofCount: 0,
          },
        });
      },
    });
    renderConsole(url, 'token');
    await screen.findByRole('table', { name: 'Pedidos de fim antecipado' });
    await userEvent.type(screen.getByLabelText('Conta do membro'), 'demo02');
    await userEvent.click(screen.getByRole('button', { name: 'Procurar' }));
    expect(await screen.findByText('Membro demo02 (502)')).toBeTruthy();
    expect(screen.getByText(/^Em pausa desde/u)).toBeTruthy();
    expect(screen.getByText('Saldo levantável: 250,00')).toBeTruthy();

    await userEvent.type(screen.getByLabelText('Motivo do pedido'), 'Member asked twice');
    await userEvent.click(screen.getByRole('button', { name: 'Pedir fim antecipado' }));
    expect(
      await screen.findByText('Pedido enviado: outro operador tem de o aprovar.'),
    ).toBeTruthy();
    expect(asked).toEqual([{ memberId: '502', reason: 'Member asked twice' }]);

    await userEvent.type(
      screen.getByLabelText('Motivo (o pedido do membro ao apoio ao cliente)'),
      'Called support',
    );
    const submit = screen.getByRole('button', { name: 'Criar levantamento' });
    await userEvent.click(submit);
    expect(await screen.findByText('Ligação de rede anormal. Tente de novo.')).toBeTruthy();
    await userEvent.click(submit);
    expect(await screen.findByText('Saldo insuficiente.')).toBeTruthy();
    await userEvent.click(submit);
    expect(
      await screen.findByText('Levantamento 88 de 250,00 criado: aguarda revisão.'),
    ).toBeTruthy();
    // The whole balance (no amount) to the only account. A try left unanswered is retried
    // under its key; an answered refusal is not, so the next try has a new one.
    const body = { memberId: '502', accountId: '31', reason: 'Called support' };
    expect(paid.map((p) => p.body)).toEqual([body, body, body]);
    expect(paid[0]!.key).toBeTruthy();
    expect(paid[1]!.key).toBe(paid[0]!.key);
    expect(paid[2]!.key).not.toBe(paid[1]!.key);
  });

  it('an owner edits the rules: lists parsed, a bad list refused before sending', async () => {
    const saved: Record<string, unknown>[] = [];
    const rules = {
      loosenDelayHours: 72,
      coolOffMinHours: 24,
      coolOffMaxHours: 1008,
      selfExclusionMonths: [6, 12, 60],
      selfExclusionPermanent: true,
      realityCheckMinutes: 60,
      realityCheckChoices: [15, 30, 60],
    };
    stubFetch({
      [opsPath.me]: () => ok(meOf('owner')),
      [rgOps.opsLifts.path]: lifts([]),
      [rgOps.opsSettings.path]: (request) => {
        if (request.method === 'GET') return ok(rules);
        return requestBody(request).then((body) => {
          saved.push(body);
          return ok(body);
        });
      },
    });
    renderConsole(url, 'token');
    const idle = await screen.findByLabelText(
      'Tempo sem atividade até novo acesso (minutos; vazio: o do servidor)',
    );
    const months = screen.getByLabelText(
      'Autoexclusões oferecidas (meses, separados por vírgulas)',
    );
    await userEvent.clear(months);
    await userEvent.type(months, '6, x');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar regras' }));
    expect(
      await screen.findByText('Indique números inteiros separados por vírgulas.'),
    ).toBeTruthy();
    expect(saved).toEqual([]);
    await userEvent.clear(months);
    await userEvent.type(months, '6, 12');
    await userEvent.type(idle, '15');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar regras' }));
    expect(await screen.findByText('Regras guardadas.')).toBeTruthy();
    expect(saved).toEqual([{ ...rules, selfExclusionMonths: [6, 12], idleMinutes: 15 }]);
  });

  it('is not in the navigation of a content operator', async () => {
    stubFetch({ [opsPath.me]: () => ok(meOf('content')) });
    renderConsole('/console', 'token');
    const nav = await screen.findByRole('navigation', { name: 'Secções da consola' });
    await waitFor(() => expect(within(nav).getAllByRole('link').length).toBeGreaterThan(0));
    expect(within(nav).queryByRole('link', { name: 'Jogo responsável' })).toBeNull();
  });
});
