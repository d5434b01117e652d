import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ok } from '../../test/request-body.ts';
import { drawn, gameView, openLottery, period, type GamesAnswer } from './lottery-fixture.ts';

function lobbyRoutes(now: number) {
  const answers: Record<string, GamesAnswer> = {
    LOTT: {
      prizeMode: 'LOTT',
      now,
      groups: [
        {
          gameGroupCode: 'PK10',
          games: [
            gameView(now, {
              gameCode: 'PK10_1M',
              gameGroupCode: 'PK10',
              shape: 'PK10',
              name: 'Corrida PK10 1 minuto',
              current: period(now, { closesAt: now + 12_000, drawsAt: now + 22_000 }),
              last: drawn('20261123-0100', [3, 1, 10, 2, 5, 4, 9, 8, 6, 7], now),
            }),
          ],
        },
        {
          gameGroupCode: 'SSC',
          games: [
            gameView(now, {
              current: period(now, { closesAt: now + 42_000, drawsAt: now + 52_000 }),
            }),
          ],
        },
        { gameGroupCode: 'LF', games: [] },
      ],
    },
    ELOTT: {
      prizeMode: 'ELOTT',
      now,
      groups: [
        {
          gameGroupCode: 'LHC',
          games: [
            gameView(now, {
              gameCode: 'LHC_15M',
              gameGroupCode: 'LHC',
              shape: 'LHC',
              lane: 'ELOTT',
              name: 'Marca Seis 15 minutos',
              periodSeconds: 900,
              last: drawn('20261123-0009', [1, 12, 23, 34, 45, 6, 49], now),
            }),
          ],
        },
      ],
    },
  };
  return {
    '/lgw/games/lottery': (request: Request) => {
      const mode = new URL(request.url).searchParams.get('prizeMode') ?? 'LOTT';
      return ok(answers[mode]);
    },
  };
}

describe('lottery lobby', () => {
  it('lists the games of each lane by group, with cadence, countdown and last result', async () => {
    const now = Date.now();
    await openLottery('/lottery', lobbyRoutes(now));
    expect(await screen.findByRole('heading', { level: 1, name: 'Lotaria' })).toBeTruthy();
    const lanes = screen.getByRole('tablist', { name: 'Modalidades de lotaria' });
    expect(
      within(lanes).getByRole('tab', { name: 'Grupo de prémio' }).getAttribute('aria-selected'),
    ).toBe('true');

    const ssc = await screen.findByRole('region', { name: 'SSC · 5 dígitos' });
    const link = within(ssc).getByRole('link', { name: 'SSC 1 minuto' });
    expect(link.getAttribute('href')).toBe('/lottery?gameCode=SSC_1M');
    expect(within(ssc).getByText('A cada 1 min')).toBeTruthy();
    expect(within(ssc).getByText(/^Fecha em 0:\d\d$/u)).toBeTruthy();
    expect(within(ssc).getByRole('img', { name: 'Resultado: 1, 2, 3, 4, 5' })).toBeTruthy();
    // Groups come in family order, empty groups are left out.
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(['SSC · 5 dígitos', 'Corrida PK10']);
    expect(
      screen.getByRole('img', { name: 'Resultado: 3, 1, 10, 2, 5, 4, 9, 8, 6, 7' }),
    ).toBeTruthy();

    await userEvent.click(within(lanes).getByRole('tab', { name: 'Odds fixas' }));
    const lhc = await screen.findByRole('region', { name: 'Marca Seis' });
    expect(
      within(lhc).getByRole('link', { name: 'Marca Seis 15 minutos' }).getAttribute('href'),
    ).toBe('/lottery?gameCode=LHC_15M');
    expect(within(lhc).getByText('A cada 15 min')).toBeTruthy();
    expect(
      within(lhc).getByRole('img', { name: 'Resultado: 01, 12, 23, 34, 45, 06 + especial 49' }),
    ).toBeTruthy();
  });

  it('counts down to the close, then to the draw, on the clock', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    const now = Date.now();
    await openLottery('/lottery', lobbyRoutes(now));
    const ssc = await screen.findByRole('region', { name: 'SSC · 5 dígitos' });
    expect(within(ssc).getByText('Fecha em 0:42')).toBeTruthy();
    act(() => vi.advanceTimersByTime(2_000));
    expect(within(ssc).getByText('Fecha em 0:40')).toBeTruthy();
    act(() => vi.advanceTimersByTime(40_000));
    expect(within(ssc).getByText('Sorteio em 0:10')).toBeTruthy();
  });

  it('shows an error with a retry when the games do not load', async () => {
    await openLottery('/lottery', {});
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Tentar de novo' })).toBeTruthy();
  });
});
