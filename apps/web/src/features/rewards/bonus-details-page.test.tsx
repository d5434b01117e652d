import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n, loadTranslations } from '../../i18n/i18n.ts';
import { lastDays, shiftRange } from '../../shared/money/date-range.ts';
import { fail } from '../../test/request-body.ts';
import { requestsTo } from '../../test/wallet-fixture.ts';
import { bonus, bonusPage, lastQuery, openRewardsPage, rewardsPath } from './rewards-test-kit.ts';

const path = rewardsPath.bonusDetails;
const timeZone = 'America/Sao_Paulo';

/** Three bonuses: a claimed raffle prize, one waiting for its claim, a cancelled grant. */
const rows = [
  bonus({
    id: '3',
    source: 'raffle',
    title: 'Sorteio de Natal',
    amount: '25.00',
    turnoverRequired: '0.00',
    state: 'claimed',
    settledAt: '2026-11-21T13:05:00.000Z',
    expiresAt: null,
  }),
  bonus({ id: '2' }),
  bonus({
    id: '1',
    source: 'operator',
    title: 'Bónus do operador',
    amount: '5.00',
    turnoverRequired: '50.00',
    state: 'cancelled',
    createdAt: '2026-11-20T12:00:00.000Z',
    settledAt: '2026-11-20T18:30:00.000Z',
    expiresAt: null,
  }),
];

/** The cells of a table's body rows, as text; a cell's lines (title, source) joined by " · ". */
function cells(table: HTMLElement): string[][] {
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => {
          const lines = cell.querySelectorAll(':scope > span > span');
          return lines.length > 0
            ? Array.from(lines, (line) => line.textContent ?? '').join(' · ')
            : (cell.textContent ?? '');
        }),
    );
}

/** The value shown beside a summary figure's label. */
function figure(label: string): string | null {
  return screen.getByText(label).nextElementSibling?.textContent ?? null;
}

describe('bonus details', { timeout: 30_000 }, () => {
  it('lists the bonuses of the last 7 days with the period figures, in Portuguese', async () => {
    const { fetchMock } = await openRewardsPage('bonusDetails', {
      [path]: () => bonusPage(rows, { creditedTotal: '25.00', turnoverRemaining: '1250.50' }),
    });
    const table = await screen.findByRole('table', { name: 'Os meus bónus' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((head) => head.textContent),
    ).toEqual([
      'Data e hora',
      'Descrição',
      'Valor',
      'Volume de apostas exigido',
      'Estado',
      'Creditado / válido até',
    ]);
    // Times on the brand's clock (São Paulo, UTC-3), whatever the machine's time zone.
    expect(cells(table)).toEqual([
      [
        '21/11/2026, 10:00',
        'Sorteio de Natal · Sorteio',
        'R$ 25,00',
        'Sem requisito',
        'Resgatado',
        '21/11/2026, 10:05',
      ],
      [
        '21/11/2026, 10:00',
        'Bónus de boas-vindas · Promoção',
        'R$ 10,00',
        'R$ 100,00',
        'Por resgatar',
        'Até 27/11/2026, 23:59',
      ],
      [
        '20/11/2026, 09:00',
        'Bónus do operador · Atribuição do operador',
        'R$ 5,00',
        'R$ 50,00',
        'Cancelado',
        '20/11/2026, 15:30',
      ],
    ]);
    expect(figure('Creditado no período')).toBe('R$ 25,00');
    expect(figure('Volume de apostas em falta')).toBe('R$ 1.250,50');

    const query = lastQuery(fetchMock, path);
    const week = lastDays(7, timeZone);
    expect(query.get('startDate')).toBe(week.startDate);
    expect(query.get('endDate')).toBe(week.endDate);
    expect(query.get('pageNo')).toBe('1');
    expect(query.get('pageSize')).toBe('10');
    expect(query.has('source')).toBe(false);
    expect(query.has('state')).toBe(false);
  });

  it('asks again for each source, state, period and page chosen', async () => {
    const { fetchMock } = await openRewardsPage('bonusDetails', {
      [path]: (request) => {
        const pageNo = Number(new URL(request.url).searchParams.get('pageNo'));
        return bonusPage([bonus({ id: String(pageNo), title: `Bónus da página ${pageNo}` })], {
          pageNum: pageNo,
          totalPages: 2,
          total: 2,
        });
      },
    });
    await screen.findByText('Bónus da página 1');
    await userEvent.click(screen.getByRole('button', { name: 'Página seguinte' }));
    expect(await screen.findByText('Bónus da página 2')).toBeTruthy();
    expect(lastQuery(fetchMock, path).get('pageNo')).toBe('2');

    // A filter starts again from the first page.
    await userEvent.selectOptions(screen.getByLabelText('Origem'), 'Sorteio');
    await waitFor(() => expect(lastQuery(fetchMock, path).get('source')).toBe('raffle'));
    expect(lastQuery(fetchMock, path).get('pageNo')).toBe('1');

    await userEvent.selectOptions(screen.getByLabelText('Estado do bónus'), 'Por resgatar');
    await waitFor(() => expect(lastQuery(fetchMock, path).get('state')).toBe('pending'));
    expect(lastQuery(fetchMock, path).get('source')).toBe('raffle');

    const before = shiftRange(lastDays(7, timeZone), 30, -1, timeZone);
    await userEvent.click(screen.getByRole('button', { name: '30 dias anteriores' }));
    await waitFor(() => expect(lastQuery(fetchMock, path).get('startDate')).toBe(before.startDate));
    let query = lastQuery(fetchMock, path);
    expect(query.get('endDate')).toBe(before.endDate);
    expect(query.get('source')).toBe('raffle');
    expect(query.get('state')).toBe('pending');

    await userEvent.selectOptions(screen.getByLabelText('Origem'), 'Todas as origens');
    await waitFor(() => expect(lastQuery(fetchMock, path).has('source')).toBe(false));
    query = lastQuery(fetchMock, path);
    expect(query.get('state')).toBe('pending');
    expect(query.get('startDate')).toBe(before.startDate);
  });

  it('offers a retry when the list fails, then says when the period has no bonuses', async () => {
    let fails = true;
    const { fetchMock } = await openRewardsPage('bonusDetails', {
      [path]: () => (fails ? fail(500, 'internal_error') : bonusPage([])),
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Não foi possível carregar estes dados.');
    // No figures without an answer to read them from.
    expect(screen.queryByText('Creditado no período')).toBeNull();

    fails = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Tentar de novo' }));
    expect(await screen.findByText('Não há bónus neste período.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(figure('Creditado no período')).toBe('R$ 0,00');
    expect(requestsTo(fetchMock, path)).toHaveLength(2);
  });

  it('switches to English, amounts written for English too', async () => {
    await openRewardsPage('bonusDetails', {
      [path]: () => bonusPage(rows, { creditedTotal: '1250.00', turnoverRemaining: '0.00' }),
    });
    await screen.findByRole('table', { name: 'Os meus bónus' });
    await loadTranslations('EN');
    await act(() => i18n.changeLanguage('en'));
    const table = await screen.findByRole('table', { name: 'My bonuses' });
    const first = cells(table)[0]!;
    expect(first.slice(1, 5)).toEqual(['Sorteio de Natal · Raffle', 'R$ 25.00', 'None', 'Claimed']);
    expect(figure('Credited in this period')).toBe('R$ 1,250.00');
    expect(screen.getByLabelText('Source')).toBeTruthy();
    expect(screen.getByLabelText('Bonus state')).toBeTruthy();
  });
});
