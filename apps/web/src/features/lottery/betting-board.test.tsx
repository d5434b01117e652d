import type { LotteryBoard } from '@portal/contract/lottery/wire';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, ok, requestBody } from '../../test/request-body.ts';
import { boardAnswer, openLottery, page, period, requestsTo, ticket } from './lottery-fixture.ts';

type Handler = (request: Request) => Response | Promise<Response>;

/** The board's calls for SSC_1M, with overrides. */
function boardRoutes(board: () => LotteryBoard, extra: Record<string, Handler> = {}) {
  return {
    '/lgw/numeros/near': () => ok(board()),
    '/lotto/lgw/games/opened/numero': () => ok(page([])),
    '/lotto/lgw/bets': () => ok(page([])),
    ...extra,
  };
}

async function pickDigits(rows: Record<string, string[]>) {
  for (const [row, digits] of Object.entries(rows)) {
    const group = screen.getByRole('group', { name: row });
    for (const digit of digits) {
      await userEvent.click(within(group).getByRole('button', { name: digit }));
    }
  }
}

const count = () => screen.getByRole('status', { name: 'Apostas' }).textContent;
const stake = () => screen.getByRole('status', { name: 'Valor' }).textContent;

describe('betting board', () => {
  it('renders the play pickers; the count and stake follow the picks and quick picks', async () => {
    const now = Date.now();
    await openLottery(
      '/lottery?gameCode=SSC_1M',
      boardRoutes(() => boardAnswer(now)),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'SSC 1 minuto' })).toBeTruthy();
    expect(screen.getByText('20261123-0101')).toBeTruthy();
    expect(screen.getByRole('timer').textContent).toMatch(/^Fecha em 0:\d\d$/u);
    expect(screen.getByText('ab'.repeat(32))).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copiar Compromisso da semente' })).toBeTruthy();

    const tabs = screen.getByRole('tablist', { name: 'Modalidades de aposta' });
    expect(
      within(tabs).getByRole('tab', { name: '5 estrelas' }).getAttribute('aria-selected'),
    ).toBe('true');
    const variants = screen.getByRole('tablist', { name: 'Variantes' });
    expect(
      within(variants).getByRole('tab', { name: 'Direta' }).getAttribute('aria-selected'),
    ).toBe('true');
    expect(count()).toBe('0');

    await pickDigits({
      'Dezena de milhar': ['1', '2'],
      Milhar: ['3'],
      Centena: ['4'],
      Dezena: ['5'],
    });
    // Four rows picked, the units still empty: no bet yet.
    expect(count()).toBe('0');
    expect(screen.getByRole('button', { name: 'Adicionar ao boletim' })).toHaveProperty(
      'disabled',
      true,
    );
    await pickDigits({ Unidade: ['6'] });
    expect(count()).toBe('2');
    expect(stake()).toBe('R$ 4,00');

    const units = screen.getByRole('group', { name: 'Unidade' });
    await userEvent.click(within(units).getByRole('button', { name: 'Todos' }));
    expect(count()).toBe('20');
    await userEvent.click(within(units).getByRole('button', { name: 'Pares' }));
    expect(count()).toBe('10');
    expect(
      within(units)
        .getAllByRole('button', { pressed: true })
        .map((b) => b.textContent),
    ).toEqual(['0', '2', '4', '6', '8']);
    await userEvent.click(within(units).getByRole('button', { name: 'Grandes' }));
    expect(
      within(units)
        .getAllByRole('button', { pressed: true })
        .map((b) => b.textContent),
    ).toEqual(['5', '6', '7', '8', '9']);
    await userEvent.click(within(units).getByRole('button', { name: 'Limpar' }));
    expect(count()).toBe('0');

    // Unit, multiple: the stake follows; the prize of a winning bet at group 1900 of 1960.
    await pickDigits({ Unidade: ['6'] });
    await userEvent.click(
      within(screen.getByRole('group', { name: 'Valor por aposta' })).getByRole('button', {
        name: 'R$ 0,20',
      }),
    );
    expect(stake()).toBe('R$ 0,40');
    await userEvent.click(screen.getByRole('button', { name: 'Aumentar o multiplicador' }));
    expect(stake()).toBe('R$ 0,80');
    // 0.20 × 2 × 100000 × 1900/2000 = 38,000.00
    expect(screen.getByText('R$ 38.000,00')).toBeTruthy();

    // Another play: the 2-star group counts C(n, 2).
    await userEvent.click(within(tabs).getByRole('tab', { name: '2 estrelas à frente' }));
    await userEvent.click(
      within(screen.getByRole('tablist', { name: 'Variantes' })).getByRole('tab', {
        name: 'Grupo',
      }),
    );
    await pickDigits({ Dígitos: ['1', '2', '3'] });
    expect(count()).toBe('3');

    await userEvent.click(screen.getByRole('button', { name: 'Aleatório' }));
    expect(Number(count())).toBeGreaterThan(0);
  });

  it('sends a slip with its bets and one Idempotency-Key, kept for a retry, and updates the balance', async () => {
    const now = Date.now();
    let board = boardAnswer(now);
    let attempts = 0;
    const { fetchMock } = await openLottery(
      '/lottery?gameCode=SSC_1M',
      boardRoutes(() => board, {
        '/lotto/lgw/bets': async (request) => {
          if (request.method === 'GET') return ok(page([]));
          attempts += 1;
          if (attempts === 1) return fail(500, 'internal_error');
          const body = await requestBody(request);
          board = { ...board, balance: '1230.50' };
          return ok({
            slipId: 's-1',
            tickets: [ticket({ selection: (body.bets as { selection: unknown }[])[0]!.selection })],
            balance: '1230.50',
          });
        },
      }),
    );
    await screen.findByRole('heading', { level: 1, name: 'SSC 1 minuto' });
    await pickDigits({
      'Dezena de milhar': ['1', '2'],
      Milhar: ['3'],
      Centena: ['4'],
      Dezena: ['5'],
      Unidade: ['6'],
    });
    await userEvent.click(screen.getByRole('button', { name: 'Adicionar ao boletim' }));
    const slip = screen.getByRole('list', { name: 'Apostas no boletim' });
    expect(within(slip).getByText('1 2 | 3 | 4 | 5 | 6')).toBeTruthy();
    expect(screen.getByRole('status', { name: 'Total' }).textContent).toBe('R$ 4,00');
    // The picker starts over once its bets are on the slip.
    expect(count()).toBe('0');

    const place = async () => {
      await userEvent.click(screen.getByRole('button', { name: 'Apostar' }));
      const dialog = await screen.findByRole('dialog', { name: 'Confirmar apostas' });
      expect(within(dialog).getByText('SSC 1 minuto · sorteio 20261123-0101')).toBeTruthy();
      expect(within(dialog).getByText('5 estrelas · Direta')).toBeTruthy();
      await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar apostas' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    };

    await place();
    expect(await screen.findByRole('alert')).toBeTruthy();
    // Still on the slip: the same slip goes again, with the same key.
    expect(within(slip).getAllByRole('listitem')).toHaveLength(1);
    await place();
    expect(await screen.findByText('Apostas registadas')).toBeTruthy();

    const [first, second] = requestsTo(fetchMock, '/lotto/lgw/bets', 'POST');
    expect(await requestBody(second!)).toEqual({
      gameCode: 'SSC_1M',
      periodNo: '20261123-0101',
      bets: [
        {
          playCode: 'SSC_5STAR_DIRECT',
          selection: { positions: [[1, 2], [3], [4], [5], [6]] },
          betCount: 2,
          unit: 'YUAN',
          multiple: 1,
          prizeGroup: 1900,
        },
      ],
    });
    expect(second!.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/u);
    expect(second!.headers.get('Idempotency-Key')).toBe(first!.headers.get('Idempotency-Key'));

    // The header balance shows the answer's balance at once; the slip is empty again.
    const balance = screen.getByRole('group', { name: 'Saldo' });
    await waitFor(() => expect(within(balance).getByText('R$ 1.230,50')).toBeTruthy());
    expect(screen.getByText('O boletim está vazio. Escolha números e adicione-os.')).toBeTruthy();
    expect(screen.getByText('1 bilhete no sorteio 20261123-0101.')).toBeTruthy();
  });

  it('shows a closed period in place and bets on the next one with a fresh key', async () => {
    const now = Date.now();
    let board = boardAnswer(now);
    let attempts = 0;
    const { fetchMock } = await openLottery(
      '/lottery?gameCode=SSC_1M',
      boardRoutes(() => board, {
        '/lotto/lgw/bets': (request) => {
          if (request.method === 'GET') return ok(page([]));
          attempts += 1;
          if (attempts === 1) {
            board = boardAnswer(now, {
              game: { ...board.game, current: period(now, { periodNo: '20261123-0102' }) },
            });
            return fail(409, 'lottery_period_closed');
          }
          return ok({
            slipId: 's-2',
            tickets: [ticket({ periodNo: '20261123-0102' })],
            balance: '1230.50',
          });
        },
      }),
    );
    await screen.findByRole('heading', { level: 1, name: 'SSC 1 minuto' });
    await pickDigits({
      'Dezena de milhar': ['1'],
      Milhar: ['3'],
      Centena: ['4'],
      Dezena: ['5'],
      Unidade: ['6'],
    });
    await userEvent.click(screen.getByRole('button', { name: 'Adicionar ao boletim' }));
    await userEvent.click(screen.getByRole('button', { name: 'Apostar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirmar apostas' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar apostas' }));

    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByText('As apostas deste sorteio já fecharam. Aposte no próximo.'),
    ).toBeTruthy();
    await userEvent.click(
      within(alert).getByRole('button', { name: 'Apostar no próximo sorteio' }),
    );
    const next = await screen.findByRole('dialog', { name: 'Confirmar apostas' });
    expect(within(next).getByText('SSC 1 minuto · sorteio 20261123-0102')).toBeTruthy();
    await userEvent.click(within(next).getByRole('button', { name: 'Confirmar apostas' }));
    expect(await screen.findByText('1 bilhete no sorteio 20261123-0102.')).toBeTruthy();

    const [first, second] = requestsTo(fetchMock, '/lotto/lgw/bets', 'POST');
    expect((await requestBody(second!)).periodNo).toBe('20261123-0102');
    expect(second!.headers.get('Idempotency-Key')).not.toBe(first!.headers.get('Idempotency-Key'));
  });

  it('shows a limit with its amount and a deposit link for too little money', async () => {
    const now = Date.now();
    let answer = fail(409, 'lottery_ticket_stake_limit', { details: { limit: '2.00' } });
    await openLottery(
      '/lottery?gameCode=SSC_1M',
      boardRoutes(() => boardAnswer(now), {
        '/lotto/lgw/bets': (request) => (request.method === 'GET' ? ok(page([])) : answer),
      }),
    );
    await screen.findByRole('heading', { level: 1, name: 'SSC 1 minuto' });
    await pickDigits({
      'Dezena de milhar': ['1', '2'],
      Milhar: ['3'],
      Centena: ['4'],
      Dezena: ['5'],
      Unidade: ['6'],
    });
    await userEvent.click(screen.getByRole('button', { name: 'Adicionar ao boletim' }));
    const send = async () => {
      await userEvent.click(screen.getByRole('button', { name: 'Apostar' }));
      const dialog = await screen.findByRole('dialog', { name: 'Confirmar apostas' });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar apostas' }));
      return screen.findByRole('alert');
    };
    let alert = await send();
    expect(
      within(alert).getByText('Esta aposta ultrapassa o valor máximo de uma aposta.'),
    ).toBeTruthy();
    expect(within(alert).getByText('Limite: R$ 2,00')).toBeTruthy();

    answer = fail(409, 'insufficient_funds');
    alert = await send();
    await waitFor(() => expect(within(alert).queryByText('Limite: R$ 2,00')).toBeNull());
    alert = screen.getByRole('alert');
    expect(within(alert).getByRole('link', { name: 'Depositar' }).getAttribute('href')).toBe(
      '/member?mcPage=depositv2',
    );
  });

  it('offers fixed-odds options with their odds, one bet each', async () => {
    const now = Date.now();
    await openLottery(
      '/lottery?gameCode=SSC_1M',
      boardRoutes(() => boardAnswer(now)),
    );
    await screen.findByRole('heading', { level: 1, name: 'SSC 1 minuto' });
    await userEvent.click(screen.getByRole('tab', { name: 'Soma total' }));
    const options = screen.getByRole('group', { name: 'Opções' });
    await userEvent.click(within(options).getByRole('button', { name: 'Grande, odds 1,96' }));
    await userEvent.click(within(options).getByRole('button', { name: 'Ímpar, odds 1,96' }));
    expect(count()).toBe('2');
    expect(
      screen.getByText('Odds fixas: o prémio é o valor apostado vezes as odds da opção.'),
    ).toBeTruthy();
    // 2.00 × 1.96
    expect(screen.getByText('R$ 3,92')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Adicionar ao boletim' }));
    const slip = screen.getByRole('list', { name: 'Apostas no boletim' });
    expect(within(slip).getAllByRole('listitem')).toHaveLength(2);
    await userEvent.click(
      within(slip).getByRole('button', {
        name: 'Remover Soma total · Grande/pequeno/ímpar/par (Grande)',
      }),
    );
    expect(within(slip).getByText('Ímpar')).toBeTruthy();
    expect(within(slip).getAllByRole('listitem')).toHaveLength(1);
  });

  it('lists my bets and cancels a pending ticket of the open period', async () => {
    const now = Date.now();
    let tickets = [
      ticket(),
      ticket({
        ticketId: '400',
        periodNo: '20261123-0100',
        status: 'WON',
        payout: '3600.00',
        result: [1, 3, 4, 5, 6],
      }),
    ];
    const { fetchMock } = await openLottery(
      '/lottery?gameCode=SSC_1M',
      boardRoutes(() => boardAnswer(now), {
        '/lotto/lgw/bets': () => ok(page(tickets)),
        '/lotto/lgw/bets/cancel': () => {
          tickets = [ticket({ status: 'CANCELLED' }), tickets[1]!];
          return ok({ ticket: tickets[0], balance: '1238.50' });
        },
      }),
    );
    const table = await screen.findByRole('table', { name: 'As minhas apostas neste jogo' });
    expect(within(table).getByText('Ganhou')).toBeTruthy();
    expect(within(table).getByText('R$ 3.600,00')).toBeTruthy();
    expect(within(table).getAllByRole('button', { name: /^Cancelar a aposta/u })).toHaveLength(1);
    await userEvent.click(within(table).getByRole('button', { name: 'Cancelar a aposta 501' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancelar aposta' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar aposta' }));
    expect(await screen.findByText('Aposta cancelada. O valor voltou ao saldo.')).toBeTruthy();
    const [sent] = requestsTo(fetchMock, '/lotto/lgw/bets/cancel', 'POST');
    expect(await requestBody(sent!)).toEqual({ ticketId: '501' });
    expect(sent!.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/u);
    const balance = screen.getByRole('group', { name: 'Saldo' });
    await waitFor(() => expect(within(balance).getByText('R$ 1.238,50')).toBeTruthy());
    await waitFor(() => expect(within(table).getByText('Cancelada')).toBeTruthy());
  });

  it('says when the game cannot be opened, with a way back', async () => {
    await openLottery('/lottery?gameCode=NOPE_1M', {
      '/lgw/numeros/near': () => fail(404, 'lottery_game_unavailable'),
    });
    expect(await screen.findByText(/Esta lotaria não está disponível\./u)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Voltar às lotarias' }).getAttribute('href')).toBe(
      '/lottery',
    );
  });
});
