import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok, requestBody } from '../../../test/request-body.ts';
import { openLottery, requestsTo, ticket } from '../lottery-fixture.ts';
import { opened, regionalRoutes, stationBoard } from './regional-fixture.ts';

const count = () => screen.getByRole('status', { name: 'Apostas' }).textContent;
const stake = () => screen.getByRole('status', { name: 'Valor' }).textContent;
const grid = () => screen.getByRole('group', { name: 'Grelha de números' });
const picked = () =>
  within(grid())
    .getAllByRole('button', { pressed: true })
    .map((button) => button.textContent);

async function openStation(routes = regionalRoutes(Date.now())) {
  const view = await openLottery('/vnLottery?gameCode=VN_MN_HCM', routes);
  await screen.findByRole('heading', { level: 1, name: 'TP. Hồ Chí Minh' });
  return view;
}

async function typeNumbers(text: string) {
  await userEvent.type(screen.getByLabelText('Escreva os números'), `${text}{Enter}`);
}

async function choosePlay(name: string) {
  const tabs = screen.getByRole('tablist', { name: 'Modalidades de aposta' });
  await userEvent.click(within(tabs).getByRole('tab', { name }));
}

describe('regional betting board', () => {
  it('offers the VN bet types with their rule, and reads typed numbers zero-padded', async () => {
    await openStation();
    const tabs = screen.getByRole('tablist', { name: 'Modalidades de aposta' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual([
      'Lô 2 số',
      'Lô 3 số',
      'Bao lô 4 số',
      'Xiên 2',
      'Xiên 3',
      'Xiên 4',
      'Đề',
      'Đầu',
      'Đuôi',
      '3 Càng',
    ]);
    expect(screen.getByText(/uma aposta cobre os 18 prémios/u)).toBeTruthy();
    expect(screen.getByRole('timer').textContent).toMatch(/^Fecha em 0:4\d$/u);

    await typeNumbers('7, 27 ,99 100 x');
    expect(picked()).toEqual(['07', '27', '99']);
    expect(screen.getByText('Não aceites: 100, x.')).toBeTruthy();
    // What was refused stays in the field to be corrected.
    expect(screen.getByLabelText<HTMLInputElement>('Escreva os números').value).toBe('100 x');
    expect(count()).toBe('3');

    // The grid is one Tab stop; arrows move across it and Space ticks.
    within(grid()).getByRole('button', { name: '07' }).focus();
    await userEvent.keyboard('{ArrowDown}{ArrowRight}');
    expect(document.activeElement?.textContent).toBe('18');
    await userEvent.keyboard(' ');
    expect(picked()).toEqual(['07', '18', '27', '99']);
  });

  it('prices lô 2 số South at 18 points a number and shows what one hit pays', async () => {
    await openStation();
    expect(screen.getByRole('status', { name: 'Pontos por aposta' }).textContent).toBe('18');
    await typeNumbers('7 27 99');
    // 3 numbers × R$ 2,00 × 1 × 18 points.
    expect(stake()).toBe('R$ 108,00');
    // One hit pays the odds per point: 99.6 × R$ 2,00.
    expect(screen.getByText('R$ 199,20')).toBeTruthy();
    expect(screen.getByText('1 paga 99,6')).toBeTruthy();
    await userEvent.click(
      within(screen.getByRole('group', { name: 'Valor por aposta' })).getByRole('button', {
        name: 'R$ 0,20',
      }),
    );
    expect(stake()).toBe('R$ 10,80');
    await userEvent.click(screen.getByRole('button', { name: 'Aumentar o multiplicador' }));
    expect(stake()).toBe('R$ 21,60');
    expect(screen.getByText('R$ 39,84')).toBeTruthy();

    // Đề covers one prize: one point a number.
    await choosePlay('Đề');
    expect(screen.getByRole('status', { name: 'Pontos por aposta' }).textContent).toBe('1');
  });

  it('adds a whole đầu with its quick pick and counts xiên 2 of three numbers as 3 bets', async () => {
    await openStation();
    await userEvent.click(screen.getByRole('button', { name: 'Đầu 2: todos de 20 a 29' }));
    expect(picked()).toEqual(['20', '21', '22', '23', '24', '25', '26', '27', '28', '29']);
    await userEvent.click(screen.getByRole('button', { name: 'Đuôi 7: todos terminados em 7' }));
    expect(picked()).toHaveLength(19);
    expect(count()).toBe('19');

    await choosePlay('Xiên 2');
    expect(count()).toBe('0');
    await userEvent.click(within(grid()).getByRole('button', { name: '05' }));
    await userEvent.click(within(grid()).getByRole('button', { name: '12' }));
    expect(count()).toBe('1');
    await userEvent.click(within(grid()).getByRole('button', { name: '88' }));
    expect(count()).toBe('3');
    // Xiên takes at most 10 numbers: the typed ones past that are named back.
    await typeNumbers('1 2 3 4 6 7 8 9');
    expect(count()).toBe('45');
    expect(screen.getByText('No máximo 10 números; ficaram de fora: 09.')).toBeTruthy();
    const fifty = within(grid()).getByRole('button', { name: '50' });
    expect(fifty.getAttribute('aria-disabled')).toBe('true');
    await userEvent.click(fifty);
    expect(count()).toBe('45');
  });

  it('places the slip with the right body and an Idempotency-Key', async () => {
    const now = Date.now();
    const routes = regionalRoutes(now, {
      extra: {
        '/lotto/lgw/bets': async (request) => {
          if (request.method === 'GET')
            return ok({ list: [], totalPages: 0, pageNum: 1, total: 0 });
          const body = await requestBody(request);
          const bet = (body.bets as { selection: unknown }[])[0]!;
          return ok({
            slipId: 's-1',
            tickets: [
              ticket({ gameCode: 'VN_MN_HCM', playCode: 'VN_MN_LO2', selection: bet.selection }),
            ],
            balance: '1126.50',
          });
        },
      },
    });
    const { fetchMock } = await openStation(routes);
    await typeNumbers('7, 27 ,99');
    await userEvent.click(screen.getByRole('button', { name: 'Adicionar ao boletim' }));
    const slip = screen.getByRole('list', { name: 'Apostas no boletim' });
    expect(within(slip).getByText('Lô 2 số')).toBeTruthy();
    expect(within(slip).getByText('07 27 99')).toBeTruthy();
    expect(within(slip).getByText('3 × 18 pts × R$ 2,00 × 1')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Apostar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirmar apostas' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar apostas' }));
    expect(await screen.findByText('Apostas registadas')).toBeTruthy();

    const [sent] = requestsTo(fetchMock, '/lotto/lgw/bets', 'POST');
    expect(sent!.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/u);
    expect(await requestBody(sent!)).toEqual({
      gameCode: 'VN_MN_HCM',
      periodNo: '20261123-0001',
      bets: [
        {
          playCode: 'VN_MN_LO2',
          selection: { picks: [7, 27, 99] },
          betCount: 3,
          unit: 'YUAN',
          multiple: 1,
          prizeGroup: 1960,
        },
      ],
    });
  });

  it('shows the station’s last board in tiers, labelled a demo when drawn in-house', async () => {
    const now = Date.now();
    await openStation(
      regionalRoutes(now, {
        board: () => stationBoard(now),
        results: [opened({ resultSource: 'IN_HOUSE' })],
      }),
    );
    const results = screen.getByRole('region', { name: 'Resultados da estação' });
    const board = await within(results).findByRole('table', { name: /^Sorteio 20261116-0001/u });
    expect(within(board).getByRole('rowheader', { name: 'ĐB' })).toBeTruthy();
    expect(
      within(results).getAllByText('Resultado de demonstração (sorteado internamente)'),
    ).toHaveLength(1);
    expect(
      within(results).getByRole('button', { name: 'Verificar o sorteio 20261116-0001' }),
    ).toBeTruthy();
  });
});
