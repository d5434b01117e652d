import {
  memberOpsEndpoints,
  type OpsMemberDetail,
  type OpsMemberRow,
} from '@portal/contract/member/ops';
import { opsEndpoints } from '@portal/contract/ops';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../test/fetch-stub.ts';
import { fail, ok, requestBody } from '../../test/request-body.ts';
import { meOf, opsPath, renderConsole } from './console-test-kit.tsx';

const e = memberOpsEndpoints;

const fiona: OpsMemberRow = {
  id: '41',
  account: 'fiona',
  type: 0,
  kind: 'member',
  isAgent: false,
  vipLevel: 2,
  balance: '120.50',
  locked: false,
  createdAt: '2026-11-01T10:00:00.000Z',
  lastLoginAt: '2026-11-20T09:00:00.000Z',
  lastLoginIp: '198.51.100.7',
};
const gil: OpsMemberRow = { ...fiona, id: '42', account: 'gil', kind: 'agent', isAgent: true };

/** Fiona's detail; `locked` as the server holds it now. */
function detailOf(locked: boolean, notes: string[] = []): OpsMemberDetail {
  const none = { items: [], more: false };
  return {
    profile: {
      id: '41',
      account: 'fiona',
      nickname: 'Fi',
      payeeName: 'Fiona Reis',
      mobile: '+351 912345678',
      email: 'fiona@example.com',
      birthday: null,
      type: 0,
      kind: 'member',
      isAgent: false,
      uplineAccount: 'agent01',
      vipLevel: 2,
      language: 'PT',
      registerIp: '198.51.100.1',
      registerDomain: 'demo.example',
      createdAt: '2026-11-01T10:00:00.000Z',
      lastLoginAt: '2026-11-20T09:00:00.000Z',
      lastLoginIp: '198.51.100.7',
      locked,
      passwordChangeRequired: false,
      hasPassword: true,
      liveSessions: locked ? 0 : 2,
    },
    balances: {
      currency: 'BRL',
      main: '120.50',
      turnoverRemaining: '20.00',
      withdrawable: '100.50',
      withdrawalsHeld: '0.00',
      transfersPending: '0.00',
      vendors: [{ vendor: 'DEMO', balance: '5.00' }],
      points: '340',
    },
    ledger: {
      items: [
        {
          id: '9',
          kind: 'deposit',
          amount: '100.00',
          balanceAfter: '120.50',
          createdAt: '2026-11-19T10:00:00.000Z',
        },
      ],
      more: true,
    },
    bets: none,
    logins: none,
    knownIps: none,
    addresses: none,
    audit: none,
    notes: {
      items: notes.map((text, i) => ({
        id: String(i + 1),
        text,
        operator: 'ana',
        createdAt: '2026-11-20T10:00:00.000Z',
      })),
      more: false,
    },
  };
}

/** The server of the Members page: a search over two members and fiona's detail. */
function stubMembers(role: Parameters<typeof meOf>[0] = 'owner') {
  const state = { locked: false, notes: [] as string[] };
  const sent: Record<string, Record<string, unknown>[]> = {};
  const record = async (name: string, request: Request) => {
    const body = await requestBody(request);
    (sent[name] ??= []).push(body);
    return body;
  };
  const asked: URLSearchParams[] = [];
  stubFetch({
    [opsPath.me]: () => ok(meOf(role)),
    [e.opsMembers.path]: (request) => {
      const query = new URL(request.url).searchParams;
      asked.push(query);
      const q = query.get('q');
      const items = q === null ? [fiona, gil] : [fiona, gil].filter((m) => m.account === q);
      return ok({ items, total: items.length, pageNum: 1, totalPages: 1 });
    },
    [e.opsMemberDetail.path]: () => ok(detailOf(state.locked, state.notes)),
    [e.opsMemberLock.path]: async (request) => {
      const body = await record('lock', request);
      state.locked = body.locked === true;
      return ok({ profile: detailOf(state.locked).profile, sessionsEnded: 2 });
    },
    [e.opsMemberEndSessions.path]: async (request) => {
      await record('end', request);
      return ok({ profile: detailOf(state.locked).profile, sessionsEnded: 2 });
    },
    [e.opsMemberNoteAdd.path]: async (request) => {
      const body = await record('note', request);
      state.notes.unshift(String(body.text));
      return ok({ id: '1', text: body.text, operator: 'ana', createdAt: '2026-11-20T10:00:00Z' });
    },
    [opsEndpoints.adjustBalance.path]: async (request) => {
      const body = await record('adjust', request);
      if (body.amount === '0') return fail(400, 'invalid_input', { fields: { amount: 'Zero.' } });
      return ok({
        id: '77',
        kind: 'balance_adjustment',
        state: 'pending',
        memberId: '41',
        memberAccount: 'fiona',
        withdrawalId: null,
        amount: body.amount,
        reason: body.reason,
        requestedBy: 'ana',
        requestedAt: '2026-11-20T10:00:00.000Z',
        decidedBy: null,
        decidedAt: null,
        remark: null,
      });
    },
  });
  return { sent, asked };
}

async function openFiona() {
  const user = userEvent.setup();
  renderConsole('/console/members', 'token');
  const table = await screen.findByRole('table', { name: 'Membros' });
  await user.click(within(table).getByRole('button', { name: 'Abrir: fiona' }));
  await screen.findByRole('heading', { name: 'fiona (ID 41)' });
  return user;
}

describe('members page', () => {
  it('searches by account and kind, and opens a member with profile, balances and lists', async () => {
    const { asked } = stubMembers('readonly');
    const user = userEvent.setup();
    renderConsole('/console/members', 'token');

    const table = await screen.findByRole('table', { name: 'Membros' });
    expect(within(table).getByText('gil')).toBeTruthy();
    await user.type(screen.getByRole('searchbox', { name: 'Pesquisar' }), ' fiona ');
    await user.click(screen.getByRole('button', { name: 'Pesquisar' }));
    await waitFor(() => expect(screen.queryByText('gil')).toBeNull());
    await user.selectOptions(screen.getByRole('combobox', { name: 'Tipo' }), 'agent');
    await waitFor(() => expect(asked.at(-1)?.get('kind')).toBe('agent'));
    expect(asked.at(-1)?.get('q')).toBe('fiona');

    await user.click(screen.getByRole('button', { name: 'Abrir: fiona' }));
    await screen.findByRole('heading', { name: 'fiona (ID 41)' });
    const profile = screen.getByLabelText('Perfil');
    expect(within(profile).getByText('fiona@example.com')).toBeTruthy();
    expect(within(profile).getByText('agent01')).toBeTruthy();
    const balances = screen.getByLabelText('Saldos');
    expect(within(balances).getByText('100,50 BRL')).toBeTruthy();
    expect(within(balances).getByText('340')).toBeTruthy();
    const ledger = screen.getByRole('table', { name: 'Movimentos' });
    expect(within(ledger).getByText('deposit')).toBeTruthy();
    expect(screen.getByText(/há outras mais antigas/)).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: /Apostas/ }));
    expect(await screen.findByText('Nada registado.')).toBeTruthy();
    // A read-only operator looks but does not act.
    expect(screen.queryByRole('button', { name: 'Bloquear' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Pedir ajuste' })).toBeNull();
  });

  it('locks with a reason (none is refused before sending) and unlocks', async () => {
    const { sent } = stubMembers('risk');
    const user = await openFiona();

    await user.click(screen.getByRole('button', { name: 'Bloquear' }));
    expect(await screen.findByText(/obrigatório/i)).toBeTruthy();
    expect(sent.lock).toBeUndefined();

    await user.type(screen.getByRole('textbox', { name: 'Motivo' }), 'Fraude suspeita');
    await user.click(screen.getByRole('button', { name: 'Bloquear' }));
    expect(await screen.findByText('fiona foi bloqueado; 2 sessões terminadas.')).toBeTruthy();
    expect(sent.lock).toEqual([{ memberId: '41', locked: true, reason: 'Fraude suspeita' }]);

    // The detail is read again: the form now offers the unlock.
    await user.type(await screen.findByRole('textbox', { name: 'Motivo' }), 'Verificado');
    await user.click(screen.getByRole('button', { name: 'Desbloquear' }));
    expect(await screen.findByText('fiona foi desbloqueado.')).toBeTruthy();
    expect(sent.lock?.[1]).toEqual({ memberId: '41', locked: false, reason: 'Verificado' });
  });

  it('ends sessions only after the confirmation, and adds a note that shows in the list', async () => {
    const { sent } = stubMembers('support');
    const user = await openFiona();

    await user.click(screen.getByRole('button', { name: 'Terminar sessões' }));
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(sent.end).toBeUndefined();
    await user.click(screen.getByRole('button', { name: 'Terminar sessões' }));
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('2 sessões de fiona terminadas.')).toBeTruthy();
    expect(sent.end).toEqual([{ memberId: '41' }]);

    await user.type(screen.getByRole('textbox', { name: 'Nota' }), 'Ligou a pedir ajuda');
    await user.click(screen.getByRole('button', { name: 'Adicionar nota' }));
    expect(await screen.findByText('Nota adicionada a fiona.')).toBeTruthy();
    await user.click(await screen.findByRole('tab', { name: /Notas \(1\)/ }));
    expect(await screen.findByText('Ligou a pedir ajuda')).toBeTruthy();
    // Support does not move money.
    expect(screen.queryByRole('button', { name: 'Pedir ajuste' })).toBeNull();
  });

  it('asks for a balance adjustment, showing the server refusal under the amount', async () => {
    const { sent } = stubMembers('finance');
    const user = await openFiona();
    expect(screen.queryByRole('button', { name: 'Bloquear' })).toBeNull();

    await user.type(screen.getByRole('textbox', { name: 'Valor' }), '0');
    await user.type(screen.getByRole('textbox', { name: 'Motivo do ajuste' }), 'Bónus em falta');
    await user.click(screen.getByRole('button', { name: 'Pedir ajuste' }));
    expect(await screen.findByText('Zero.')).toBeTruthy();

    await user.clear(screen.getByRole('textbox', { name: 'Valor' }));
    await user.type(screen.getByRole('textbox', { name: 'Valor' }), '-12.5');
    await user.click(screen.getByRole('button', { name: 'Pedir ajuste' }));
    expect(await screen.findByText(/Pedido de ajuste n.º 77 criado/)).toBeTruthy();
    expect(sent.adjust?.[1]).toEqual({ memberId: '41', amount: '-12.5', reason: 'Bónus em falta' });
  });

  it('is not offered to a content operator', async () => {
    stubMembers('content');
    renderConsole('/console/members', 'token');
    await screen.findByRole('navigation');
    expect(screen.queryByRole('link', { name: 'Membros' })).toBeNull();
    await waitFor(() => expect(window.location.pathname).toBe('/console'));
  });
});
