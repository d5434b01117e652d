import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../test/fetch-stub.ts';
import { fail, ok, requestBody } from '../../test/request-body.ts';
import { meOf, opsPath, renderConsole } from './console-test-kit.tsx';
import {
  awaitingAnswer,
  awaitingPeriod,
  entriesAnswer,
  entry,
  lotteryPath,
} from './lottery-results-test-kit.ts';

const url = '/console/lottery-results';
const pendingPeriod = awaitingPeriod({ pending: entry() });
const openPeriod = awaitingPeriod({
  gameCode: 'VN_MN_VT',
  name: 'Vũng Tàu',
  periodNo: '20261120-0002',
  deadlineAt: null,
  tickets: 3,
});

/** The work list with bruno's pending HCM entry and an open Vũng Tàu period. */
function stubWorkList(username: string, decide?: (request: Request) => Promise<Response>) {
  stubFetch({
    [opsPath.me]: () => ok(meOf('risk', { username })),
    [lotteryPath.awaiting]: () => awaitingAnswer([pendingPeriod, openPeriod]),
    [lotteryPath.entries]: () => entriesAnswer([entry()]),
    [lotteryPath.terms]: () => fail(404, 'not_found'),
    ...(decide === undefined ? {} : { [lotteryPath.decide]: decide }),
  });
}

async function workList() {
  return screen.findByRole('table', { name: 'Períodos à espera de resultado ou de aprovação' });
}

describe('lottery results page: the work list', () => {
  it('lists an awaiting period with its pending entry, and enter for an open one', async () => {
    stubWorkList('ana');
    renderConsole(url, 'token');
    const table = await workList();

    const pending = within(table).getByRole('row', { name: /TP\. Hồ Chí Minh/u });
    expect(within(pending).getByText('20261120-0001')).toBeTruthy();
    expect(within(pending).getByText('12')).toBeTruthy();
    expect(within(pending).getByText('Introduzido por bruno')).toBeTruthy();
    // Zero-padded and by tier, as the board is printed.
    expect(
      within(pending).getByText(/^ĐB 012345 · G1 54321 · G2 11111 · G3 22222 33333 · .* · G8 05$/u),
    ).toBeTruthy();
    expect(
      within(pending).getByText('Faltam 20 min: depois o período é cancelado e reembolsado.'),
    ).toBeTruthy();
    expect(
      within(pending).getByRole('button', { name: 'Aprovar: VN_MN_HCM 20261120-0001' }),
    ).toBeTruthy();
    expect(within(pending).queryByRole('button', { name: /Introduzir resultado/u })).toBeNull();

    const open = within(table).getByRole('row', { name: /Vũng Tàu/u });
    expect(within(open).getByText('Sem prazo')).toBeTruthy();
    expect(
      within(open).getByRole('button', { name: 'Introduzir resultado: VN_MN_VT 20261120-0002' }),
    ).toBeTruthy();
  });

  it('names a correction of a settled period, with no deadline, for a second operator', async () => {
    const correction = awaitingPeriod({
      periodNo: '20261119-0001',
      deadlineAt: null,
      tickets: 4,
      pending: entry({ id: '9', periodNo: '20261119-0001', correction: true }),
    });
    stubFetch({
      [opsPath.me]: () => ok(meOf('risk', { username: 'ana' })),
      [lotteryPath.awaiting]: () => awaitingAnswer([correction, openPeriod]),
      [lotteryPath.entries]: () => entriesAnswer([]),
      [lotteryPath.terms]: () => fail(404, 'not_found'),
    });
    renderConsole(url, 'token');
    const table = await workList();
    expect(within(table).getByRole('columnheader', { name: /Bilhetes a liquidar/u })).toBeTruthy();
    const row = within(table).getByRole('row', { name: /20261119-0001/u });
    expect(within(row).getByText('Correção')).toBeTruthy();
    expect(within(row).getByText('Sem prazo')).toBeTruthy();
    expect(within(row).getByText('4')).toBeTruthy();
    expect(
      within(row).getByRole('button', { name: 'Aprovar: VN_MN_HCM 20261119-0001' }),
    ).toBeTruthy();
    // A first result is no correction.
    const open = within(table).getByRole('row', { name: /Vũng Tàu/u });
    expect(within(open).queryByText('Correção')).toBeNull();
  });

  it('the author of the entry sees no approve button, only that another operator decides', async () => {
    stubWorkList('bruno');
    renderConsole(url, 'token');
    const table = await workList();
    const pending = within(table).getByRole('row', { name: /TP\. Hồ Chí Minh/u });
    expect(within(pending).getByText('O seu resultado: aguarda outro operador.')).toBeTruthy();
    expect(within(pending).queryByRole('button', { name: /Aprovar/u })).toBeNull();
    expect(within(pending).queryByRole('button', { name: /Rejeitar/u })).toBeNull();
  });

  it('another operator approves: the decision is sent and the settlement announced', async () => {
    const sent: Record<string, unknown>[] = [];
    stubWorkList('ana', async (request) => {
      sent.push(await requestBody(request));
      return ok({ entry: entry({ state: 'approved', decidedBy: 'ana' }), status: 'SETTLED' });
    });
    const user = userEvent.setup();
    renderConsole(url, 'token');
    const table = await workList();
    await user.click(
      within(table).getByRole('button', { name: 'Aprovar: VN_MN_HCM 20261120-0001' }),
    );
    expect(await screen.findByRole('status')).toHaveProperty(
      'textContent',
      'Aprovado: o sorteio TP. Hồ Chí Minh · 20261120-0001 foi liquidado.',
    );
    expect(sent).toEqual([{ entryId: '7', approve: true, remark: '' }]);
  });

  it('a rejection asks its reason before anything is sent', async () => {
    const sent: Record<string, unknown>[] = [];
    stubWorkList('ana', async (request) => {
      sent.push(await requestBody(request));
      return ok({ entry: entry({ state: 'rejected', decidedBy: 'ana' }), status: 'CLOSED' });
    });
    const user = userEvent.setup();
    renderConsole(url, 'token');
    const table = await workList();
    await user.click(
      within(table).getByRole('button', { name: 'Rejeitar: VN_MN_HCM 20261120-0001' }),
    );
    const reason = within(table).getByRole('textbox', {
      name: 'Motivo da rejeição: VN_MN_HCM 20261120-0001',
    });
    expect(document.activeElement).toBe(reason);
    await user.click(within(table).getByRole('button', { name: 'Confirmar rejeição' }));
    expect(within(table).getByRole('alert').textContent).toBe('Indique o motivo da rejeição.');
    expect(sent).toEqual([]);

    await user.type(reason, 'G4 trocado{Enter}');
    expect(await screen.findByRole('status')).toHaveProperty(
      'textContent',
      'Rejeitado: o resultado de TP. Hồ Chí Minh · 20261120-0001 não foi aplicado.',
    );
    expect(sent).toEqual([{ entryId: '7', approve: false, remark: 'G4 trocado' }]);
  });

  it("shows the server's refusal of a self-decision", async () => {
    stubWorkList('ana', () => Promise.resolve(fail(403, 'four_eyes_self')));
    const user = userEvent.setup();
    renderConsole(url, 'token');
    const table = await workList();
    await user.click(
      within(table).getByRole('button', { name: 'Aprovar: VN_MN_HCM 20261120-0001' }),
    );
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'Outro operador tem de aprovar um pedido seu.',
    );
  });

  it('says when nothing awaits, and retries a failed load', async () => {
    let calls = 0;
    stubFetch({
      [opsPath.me]: () => ok(meOf('owner')),
      [lotteryPath.awaiting]: () => {
        calls += 1;
        return calls === 1 ? fail(503, 'service_unavailable') : awaitingAnswer([]);
      },
      [lotteryPath.entries]: () => entriesAnswer([]),
    });
    const user = userEvent.setup();
    renderConsole(url, 'token');
    const alert = await screen.findByRole('alert');
    await user.click(within(alert).getByRole('button', { name: 'Tentar de novo' }));
    expect(
      await screen.findByText('Nenhum período à espera de resultado ou de aprovação.'),
    ).toBeTruthy();
    expect(screen.getByText('Nenhum resultado introduzido com este filtro.')).toBeTruthy();
  });
});

describe('lottery results page: who opens it', () => {
  const links = async () => {
    const nav = await screen.findByRole('navigation', { name: 'Secções da consola' });
    return within(nav)
      .getAllByRole('link')
      .map((a) => a.textContent);
  };

  it.each(['owner', 'risk'] as const)('the %s role has the link', async (role) => {
    stubFetch({
      [opsPath.me]: () => ok(meOf(role)),
      [lotteryPath.awaiting]: () => awaitingAnswer([]),
      [lotteryPath.entries]: () => entriesAnswer([]),
    });
    renderConsole(url, 'token');
    expect(await links()).toContain('Resultados da lotaria');
    expect(await screen.findByRole('heading', { name: 'Resultados da lotaria' })).toBeTruthy();
  });

  it('a finance operator has no link, and the address leads home', async () => {
    stubFetch({ [opsPath.me]: () => ok(meOf('finance', { username: 'fiona' })) });
    renderConsole(url, 'token');
    expect(await screen.findByRole('heading', { name: 'Bem-vindo, fiona.' })).toBeTruthy();
    expect(await links()).not.toContain('Resultados da lotaria');
    await waitFor(() => expect(window.location.pathname).toBe('/console'));
  });
});
