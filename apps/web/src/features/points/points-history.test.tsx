import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { lastDays } from '../../shared/money/date-range.ts';
import { fail, ok } from '../../test/request-body.ts';
import { requestsTo } from '../../test/wallet-fixture.ts';
import { detail, openPointMall, page, pointsPath, record } from './points-test-kit.ts';

type FetchMock = Awaited<ReturnType<typeof openPointMall>>['fetchMock'];

/** The query of the newest request to a path. */
function lastQuery(fetchMock: FetchMock, path: string) {
  return new URL(requestsTo(fetchMock, path).at(-1)!.url).searchParams;
}

/** The cells of a table's body rows, as text. */
function cells(table: HTMLElement): string[][] {
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent ?? ''),
    );
}

describe('the points history tabs', { timeout: 30_000 }, () => {
  it('lists redemptions with translated labels, by status and page', async () => {
    const { fetchMock } = await openPointMall({
      [pointsPath.redeemList]: (request) => {
        const pageNo = Number(new URL(request.url).searchParams.get('pageNo'));
        if (pageNo === 2)
          return ok({ list: [record({ refNo: 'PR-0009' })], pageNum: 2, totalPages: 2, total: 4 });
        return ok({
          list: [
            record(),
            record({
              refNo: 'PC-0002',
              kind: 'convert',
              name: '',
              quantity: 1,
              points: '1000',
              amount: '10.00',
              status: 'approved',
              changedPoints: '-1000',
              pointsBalance: '5000',
            }),
            record({
              refNo: 'PR-0003',
              status: 'rejected',
              changedPoints: '3000',
              pointsBalance: '6000',
              remark: 'Sem stock',
            }),
          ],
          pageNum: 1,
          totalPages: 2,
          total: 4,
        });
      },
    });
    const tab = await screen.findByRole('tab', { name: 'Histórico de resgates' });
    expect(tab.getAttribute('aria-selected')).toBe('true');
    const table = await screen.findByRole('table', { name: 'Histórico de resgates' });
    const heads = within(table)
      .getAllByRole('columnheader')
      .map((head) => head.textContent);
    expect(heads).toEqual([
      'Referência',
      'Pedido em',
      'Tipo / nome',
      'Quantidade',
      'Pontos',
      'Valor',
      'Estado',
      'Pontos alterados',
      'Saldo de pontos',
      'Observação',
    ]);
    expect(cells(table)).toEqual([
      [
        'PR-0001',
        '21/11/2026, 10:00',
        'RecompensaCaneca dourada',
        '2',
        '3.000',
        '—',
        'Em processamento',
        '-3.000',
        '2.000',
        '—',
      ],
      [
        'PC-0002',
        '21/11/2026, 10:00',
        'Conversão em saldo',
        '1',
        '1.000',
        'R$ 10,00',
        'Aprovado',
        '-1.000',
        '5.000',
        '—',
      ],
      [
        'PR-0003',
        '21/11/2026, 10:00',
        'RecompensaCaneca dourada',
        '2',
        '3.000',
        '—',
        'Rejeitado',
        '+3.000',
        '6.000',
        'Sem stock',
      ],
    ]);
    expect(lastQuery(fetchMock, pointsPath.redeemList).has('status')).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Página seguinte' }));
    expect(await screen.findByText('PR-0009')).toBeTruthy();
    expect(screen.getByText('Página 2 de 2')).toBeTruthy();

    await userEvent.selectOptions(screen.getByLabelText('Estado do resgate'), 'Aprovado');
    await waitFor(() =>
      expect(lastQuery(fetchMock, pointsPath.redeemList).get('status')).toBe('approved'),
    );
    expect(lastQuery(fetchMock, pointsPath.redeemList).get('pageNo')).toBe('1');
  });

  it('lists point movements of the last 7 days, by type, with translated types', async () => {
    let fails = false;
    const { fetchMock } = await openPointMall({
      [pointsPath.details]: () =>
        fails
          ? fail(500, 'internal_error')
          : page([
              detail(),
              detail({
                id: '2',
                type: 'redeem',
                points: '-3000',
                balance: '2120',
                remark: 'PR-0001',
              }),
              detail({ id: '3', type: 'deposit', points: '10', balance: '5000', remark: '' }),
            ]),
    });
    await userEvent.click(await screen.findByRole('tab', { name: 'Detalhes dos pontos' }));
    const table = await screen.findByRole('table', { name: 'Movimentos de pontos' });
    expect(cells(table)).toEqual([
      ['21/11/2026, 10:00', 'Casino ao vivo', '+120', '5.120', '12 apostas'],
      ['21/11/2026, 10:00', 'Resgate', '-3.000', '2.120', 'PR-0001'],
      ['21/11/2026, 10:00', 'Depósito', '+10', '5.000', '—'],
    ]);
    const week = lastDays(7, 'America/Sao_Paulo');
    let query = lastQuery(fetchMock, pointsPath.details);
    expect(query.get('startDate')).toBe(week.startDate);
    expect(query.get('endDate')).toBe(week.endDate);
    expect(query.has('type')).toBe(false);

    await userEvent.selectOptions(screen.getByLabelText('Tipo de pontos'), 'Depósito');
    await waitFor(() => {
      query = lastQuery(fetchMock, pointsPath.details);
      expect(query.get('type')).toBe('deposit');
    });

    fails = true;
    await userEvent.click(screen.getByRole('button', { name: '7 dias anteriores' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Não foi possível carregar estes dados.');
    expect(lastQuery(fetchMock, pointsPath.details).get('endDate')).not.toBe(week.endDate);
  });

  it('says when there is nothing yet', async () => {
    await openPointMall();
    expect(await screen.findByText('Ainda não fez nenhum resgate.')).toBeTruthy();
    await userEvent.click(await screen.findByRole('tab', { name: 'Detalhes dos pontos' }));
    expect(await screen.findByText('Não há movimentos de pontos neste período.')).toBeTruthy();
  });
});
