import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ok } from '../../../test/request-body.ts';
import { openLottery } from '../lottery-fixture.ts';
import { opened, regionalRoutes, vnMenu } from './regional-fixture.ts';

describe('regional lottery lobby', () => {
  it('shows the regions as tabs, today’s stations first and the other days’ with their draw', async () => {
    const now = Date.now();
    await openLottery(
      '/vnLottery',
      regionalRoutes(now, { results: [opened({ periodNo: '20261116-0001' })] }),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Lotaria vietnamita' }),
    ).toBeTruthy();
    const regions = screen.getByRole('tablist', { name: 'Regiões' });
    expect(
      within(regions)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Sul (Miền Nam)', 'Centro (Miền Trung)', 'Norte (Miền Bắc)']);

    const today = screen.getByRole('region', { name: 'Sorteiam hoje' });
    const hcm = within(today).getByRole('link', { name: 'TP. Hồ Chí Minh' });
    expect(hcm.getAttribute('href')).toBe('/vnLottery?gameCode=VN_MN_HCM');
    expect(within(today).getByText(/^Fecha em 0:4[123]$/u)).toBeTruthy();
    expect(within(today).getByText('Resultado oficial')).toBeTruthy();
    // The card's last draw: its special prize, zero-padded.
    expect(within(today).getByRole('img', { name: 'Resultado: ĐB 123456' })).toBeTruthy();

    const later = screen.getByRole('region', { name: 'Outros dias' });
    expect(within(later).getByRole('link', { name: 'Đồng Tháp' })).toBeTruthy();
    expect(within(later).getByText('Próximo sorteio: Seg 16:15 (hora do Vietname)')).toBeTruthy();
    expect(within(later).getByText('Sorteia: Seg')).toBeTruthy();
    expect(within(later).getByText('Demo (sorteio interno)')).toBeTruthy();
    // The other days' stations sit under the day of their next draw, in the draw's zone.
    expect(
      within(later).getByRole('heading', { level: 3, name: 'Segunda-feira, 23 de novembro' }),
    ).toBeTruthy();
    expect(within(later).getByRole('heading', { level: 4, name: 'Đồng Tháp' })).toBeTruthy();
    // Today's come before the other days'.
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(['Sorteiam hoje', 'Outros dias']);

    await userEvent.click(within(regions).getByRole('tab', { name: 'Norte (Miền Bắc)' }));
    const north = screen.getByRole('region', { name: 'Sorteiam hoje' });
    expect(within(north).getByRole('link', { name: 'Miền Bắc' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'TP. Hồ Chí Minh' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Outros dias' })).toBeNull();
  });

  it('counts down to the close, then to the draw, on the server clock', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    const now = Date.now();
    // The server's clock is 5 s ahead of the browser's: the countdown follows the server.
    const routes = regionalRoutes(now, {
      extra: { '/lgw/vn/games/game_menu': () => ok({ ...vnMenu(now), now: now + 5_000 }) },
    });
    await openLottery('/vnLottery', routes);
    const today = await screen.findByRole('region', { name: 'Sorteiam hoje' });
    expect(within(today).getByText('Fecha em 0:37')).toBeTruthy();
    act(() => vi.advanceTimersByTime(2_000));
    expect(within(today).getByText('Fecha em 0:35')).toBeTruthy();
    act(() => vi.advanceTimersByTime(36_000));
    expect(within(today).getByText('Sorteio em 14:59')).toBeTruthy();
  });

  it('shows the SEA draws on /seaLottery and an error with a retry when the menu fails', async () => {
    await openLottery('/seaLottery', {});
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Lotaria 4D e tailandesa' }),
    ).toBeTruthy();
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Tentar de novo' })).toBeTruthy();
  });
});
