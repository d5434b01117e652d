import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok } from '../../../test/request-body.ts';
import { openLottery } from '../lottery-fixture.ts';
import { opened, regionalRoutes, station, stationBoard } from './regional-fixture.ts';

function seaRoutes(now: number, code: string, shape: 'SEA_4D' | 'SEA_THAI') {
  return regionalRoutes(now, {
    board: () => stationBoard(now, code, shape),
    results: [
      opened({
        gameCode: 'SEA_4D_MY',
        region: '4D',
        shape: 'SEA_4D',
        result: Array.from({ length: 23 }, (_, i) => i * 401 + 7),
        resultSource: 'IN_HOUSE',
      }),
    ],
    extra: {
      '/lgw/vn/games/game_menu': () =>
        ok({
          area: 'SEA',
          now,
          groups: [
            {
              region: '4D',
              name: '4D',
              gameMenus: [
                station(now, {
                  gameCode: 'SEA_4D_MY',
                  name: 'Malaysia 4D',
                  region: '4D',
                  shape: 'SEA_4D',
                  timeZone: 'Asia/Kuala_Lumpur',
                  days: [3, 6, 0],
                  resultSource: 'IN_HOUSE',
                }),
              ],
            },
          ],
        }),
    },
  });
}

const tabs = () => screen.getByRole('tablist', { name: 'Modalidades de aposta' });
const entry = () => screen.getByLabelText('Escreva os números');

describe('SEA betting board', () => {
  it('takes typed 4D numbers padded to four digits and shows what each category pays', async () => {
    const now = Date.now();
    await openLottery('/seaLottery?gameCode=SEA_4D_MY', seaRoutes(now, 'SEA_4D_MY', 'SEA_4D'));
    await screen.findByRole('heading', { level: 1, name: 'SEA_4D_MY' });
    expect(
      within(tabs())
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['4D · Big', '4D · Small', '3D · Direto', '2D · Direto']);
    // Four digits: typed entry only, no grid of 10,000 buttons.
    expect(screen.queryByRole('group', { name: 'Grelha de números' })).toBeNull();
    await userEvent.type(entry(), '427 9999{Enter}');
    const picks = screen.getByRole('list', { name: 'Números escolhidos' });
    expect(
      within(picks)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['0427', '9999']);
    await userEvent.click(screen.getByRole('button', { name: 'Retirar 9999' }));
    expect(screen.getByRole('status', { name: 'Apostas' }).textContent).toBe('1');
    // Big pays by category: 2,500 / 1,000 / 500 / 180 / 60 points.
    const pays = screen.getByText('Um acerto paga').parentElement!;
    expect(
      within(pays)
        .getAllByRole('term')
        .map((t) => t.textContent),
    ).toEqual(['1.º prémio', '2.º prémio', '3.º prémio', 'Starter', 'Consolação']);
    expect(within(pays).getByText('R$ 5.000,00')).toBeTruthy();
    expect(within(pays).getByText('R$ 120,00')).toBeTruthy();
    // The demo label in the station's head and on its result board.
    expect(
      await screen.findAllByText('Resultado de demonstração (sorteado internamente)'),
    ).toHaveLength(2);
  });

  it('refuses a second arrangement of the same digits on Thai 3 tod', async () => {
    const now = Date.now();
    await openLottery('/seaLottery?gameCode=SEA_THAI', seaRoutes(now, 'SEA_THAI', 'SEA_THAI'));
    await screen.findByRole('heading', { level: 1, name: 'SEA_THAI' });
    await userEvent.click(within(tabs()).getByRole('tab', { name: '3 dígitos · Tod' }));
    expect(screen.getByText(/em qualquer ordem/u)).toBeTruthy();
    await userEvent.type(entry(), '123 321 7{Enter}');
    expect(screen.getByText('Já está na aposta (mesmos dígitos): 321.')).toBeTruthy();
    expect(screen.getByRole('status', { name: 'Apostas' }).textContent).toBe('2');
    const pays = screen.getByText('Um acerto paga').parentElement!;
    expect(
      within(pays)
        .getAllByRole('term')
        .map((t) => t.textContent),
    ).toEqual(['Três dígitos diferentes', 'Um dígito repetido', 'O mesmo dígito três vezes']);
  });
});
