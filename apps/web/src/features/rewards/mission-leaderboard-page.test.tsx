import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { i18n, loadTranslations } from '../../i18n/i18n.ts';
import { fail, ok, requestBody } from '../../test/request-body.ts';
import { requestsTo } from '../../test/wallet-fixture.ts';
import { useSessionStore } from '../session/index.ts';
import { entry, leaderboard, mission, missionBonus, summary } from './missions-test-kit.ts';
import { lastQuery, openRewardsPage, rewardsPath } from './rewards-test-kit.ts';
import type { Leaderboard, Mission } from './rewards-types.ts';

/** This week's deposits mission, reached and waiting for its claim of R$ 10,00. */
const deposits = mission({
  key: 'weekly-deposit',
  title: 'Depósitos da semana',
  period: 'weekly',
  metric: 'deposit',
  target: '500.00',
  progress: '500.00',
  reward: '10.00',
  state: 'completed',
  endsAt: '2026-11-23T03:00:00.000Z',
});

/** Today's leaderboard, the member without a valid bet yet. */
const today = leaderboard({
  period: 'daily',
  start: '2026-11-21T03:00:00.000Z',
  end: '2026-11-22T03:00:00.000Z',
  entries: [entry(1, 'ma***ia', '800.00'), entry(2, 'jo***12', '75.00')],
  mine: null,
});

/** Opens the page on a list of missions and this week's leaderboard (today's on request). */
async function openMissions(
  missions: () => Mission[],
  routes: Record<string, (request: Request) => Response | Promise<Response>> = {},
) {
  return openRewardsPage('missionLeaderboard', {
    [rewardsPath.missionSummary]: () => summary(missions()),
    [rewardsPath.missionLeaderboard]: (request) =>
      ok(new URL(request.url).searchParams.get('period') === 'daily' ? today : leaderboard()),
    ...routes,
  });
}

/** A mission's card, by its title. */
const card = (title: string) => screen.getByRole('article', { name: title });

/** A card's bar as assistive technology reads it: name, value, value text. */
function bar(title: string) {
  const element = within(card(title)).getByRole('progressbar');
  const name = document.getElementById(element.getAttribute('aria-labelledby') ?? '');
  return [
    name?.textContent,
    element.getAttribute('aria-valuenow'),
    element.getAttribute('aria-valuetext'),
  ];
}

/** The menu's missions entry (PT unless told). */
const menuEntry = (menu = 'Centro de membro', name = /^Missões e classificação/u) =>
  within(screen.getByRole('navigation', { name: menu })).getByRole('link', { name });

/** The rows of a table, as the text of their cells. */
function cells(table: HTMLElement): string[][] {
  return within(table)
    .getAllByRole('row')
    .map((row) => Array.from(row.children, (cell) => cell.textContent ?? ''));
}

describe('missions and leaderboard', { timeout: 30_000 }, () => {
  it('shows today’s and this week’s missions with their progress, reward and end', async () => {
    // Only the clock: 10:00 on Saturday 21 November 2026 in São Paulo (UTC-3).
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-21T13:00:00.000Z') });
    await openMissions(() => [
      mission(),
      mission({
        key: 'daily-rounds',
        title: 'Rondas de jogos eletrónicos',
        metric: 'rounds',
        product: 'rng',
        target: '10',
        progress: '3',
        reward: '1.00',
      }),
      mission({
        key: 'weekly-live',
        title: 'Casino ao vivo da semana',
        period: 'weekly',
        product: 'live',
        target: '1000.00',
        progress: '1000.00',
        reward: '25.00',
        state: 'claimed',
        endsAt: '2026-11-23T03:00:00.000Z',
      }),
    ]);
    const daily = await screen.findByRole('region', { name: 'Hoje' });
    expect(
      within(daily)
        .getAllByRole('article')
        .map((item) => item.querySelector('h4')?.textContent),
    ).toEqual(['Apostas válidas do dia', 'Rondas de jogos eletrónicos']);
    const weekly = screen.getByRole('region', { name: 'Esta semana' });
    expect(within(weekly).getByRole('article', { name: 'Casino ao vivo da semana' })).toBeTruthy();

    expect(bar('Apostas válidas do dia')).toEqual([
      'Apostas válidas',
      '60',
      'R$ 60,00 de R$ 100,00 (60 %)',
    ]);
    expect(within(card('Apostas válidas do dia')).getByText('R$ 60,00 de R$ 100,00')).toBeTruthy();
    expect(bar('Rondas de jogos eletrónicos')).toEqual([
      'Rondas em jogos eletrónicos',
      '30',
      '3 de 10 rondas (30 %)',
    ]);
    expect(within(card('Rondas de jogos eletrónicos')).getByText('3 de 10 rondas')).toBeTruthy();
    expect(bar('Casino ao vivo da semana')[0]).toBe('Apostas válidas ao vivo');

    const first = within(card('Apostas válidas do dia'));
    expect(first.getByText('Recompensa').nextElementSibling?.textContent).toBe('R$ 2,00');
    // The day ends at midnight: the member reads its last minute, and the time left from now.
    expect(first.getByText('Termina a 21/11/2026, 23:59 (em 14 horas).')).toBeTruthy();
    expect(first.getByText('Em curso')).toBeTruthy();
    expect(first.queryByRole('button')).toBeNull();
    const claimed = within(card('Casino ao vivo da semana'));
    expect(claimed.getByText('Termina a 22/11/2026, 23:59 (em 1 dia).')).toBeTruthy();
    expect(claimed.getByText('Resgatada')).toBeTruthy();
    expect(claimed.queryByRole('button')).toBeNull();
    // Nothing waits for a claim: the menu shows no missions badge.
    expect(within(menuEntry()).queryByText(/por resgatar/u)).toBeNull();
  });

  it('claims a completed mission once, shows the new balance and the badge follows', async () => {
    let state: Mission['state'] = 'completed';
    const keys: (string | null)[] = [];
    const bodies: Record<string, unknown>[] = [];
    const { fetchMock } = await openMissions(() => [{ ...deposits, state }], {
      [rewardsPath.claimMission]: async (request) => {
        keys.push(request.headers.get('Idempotency-Key'));
        bodies.push(await requestBody(request));
        state = 'claimed';
        return ok({
          bonus: missionBonus({ title: 'Depósitos da semana', amount: '10.00' }),
          balance: '1244.50',
        });
      },
    });
    const button = await screen.findByRole('button', {
      name: 'Resgatar R$ 10,00 da missão «Depósitos da semana»',
    });
    expect(button.textContent).toBe('Resgatar R$ 10,00');
    expect(within(menuEntry()).getByText('1 missão por resgatar')).toBeTruthy();
    expect(bar('Depósitos da semana')).toEqual([
      'Depósitos',
      '100',
      'R$ 500,00 de R$ 500,00 (100 %)',
    ]);

    const infoReads = requestsTo(fetchMock, '/wps/member/info').length;
    await userEvent.click(button);
    const done = await screen.findByText(
      'Missão «Depósitos da semana» resgatada: R$ 10,00 creditados na carteira principal. Saldo atual: R$ 1.244,50.',
    );
    expect(done.getAttribute('role')).toBe('status');
    expect(document.activeElement).toBe(done);
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/u);
    expect(bodies).toEqual([{ missionKey: 'weekly-deposit' }]);
    expect(useSessionStore.getState().member?.balance).toBe('1244.50');
    // onMoneyMoved: the header reads member info again.
    await waitFor(() =>
      expect(requestsTo(fetchMock, '/wps/member/info').length).toBeGreaterThan(infoReads),
    );
    // The missions are read again: the mission shows claimed, the badge is gone.
    expect(await within(card('Depósitos da semana')).findByText('Resgatada')).toBeTruthy();
    await waitFor(() =>
      expect(within(card('Depósitos da semana')).queryByRole('button')).toBeNull(),
    );
    expect(within(menuEntry()).queryByText(/por resgatar/u)).toBeNull();
    expect(requestsTo(fetchMock, rewardsPath.claimMission)).toHaveLength(1);
  });

  it('shows why a claim was refused and reads the missions again', async () => {
    const { fetchMock } = await openMissions(() => [deposits], {
      [rewardsPath.claimMission]: () => fail(409, 'mission_not_claimable'),
    });
    const button = await screen.findByRole('button', { name: /^Resgatar R\$ 10,00/u });
    const reads = requestsTo(fetchMock, rewardsPath.missionSummary).length;
    const infoReads = requestsTo(fetchMock, '/wps/member/info').length;
    await userEvent.click(button);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Não foi possível resgatar a missão «Depósitos da semana». Esta missão ainda não está concluída ou a recompensa deste período já foi resgatada.',
    );
    await waitFor(() =>
      expect(requestsTo(fetchMock, rewardsPath.missionSummary).length).toBeGreaterThan(reads),
    );
    // Nothing was credited: the header's member info is not read again.
    expect(requestsTo(fetchMock, '/wps/member/info')).toHaveLength(infoReads);
    expect(useSessionStore.getState().member?.balance).toBe('1234.50');
    await waitFor(() => expect(button).toHaveProperty('disabled', false));
  });

  it('says so when there are no missions, and still shows the leaderboard', async () => {
    await openMissions(() => []);
    expect(
      await screen.findByText(
        'De momento não há missões. Quando começarem novas missões do dia ou da semana, aparecem aqui.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Hoje' })).toBeNull();
    expect(await screen.findByRole('table', { name: 'Classificação desta semana' })).toBeTruthy();
  });

  it('ranks this week’s valid bets, the member’s row marked, and switches to today', async () => {
    const { fetchMock } = await openMissions(() => [mission()]);
    const week = await screen.findByRole('table', { name: 'Classificação desta semana' });
    expect(cells(week)).toEqual([
      ['Posição', 'Jogador', 'Apostas válidas'],
      ['1', 'jo***12', 'R$ 5.400,00'],
      ['2', 'ma***ia', 'R$ 3.100,50'],
      ['3', 'an* (a sua posição)', 'R$ 1.234,00'],
    ]);
    const rows = within(week).getAllByRole('row');
    expect(rows.map((row) => row.getAttribute('aria-current'))).toEqual([null, null, null, 'true']);
    expect(
      screen.getByText('A sua posição: n.º 3, com R$ 1.234,00 em apostas válidas.'),
    ).toBeTruthy();
    expect(screen.getByText('Contam as apostas válidas de 16/11/2026 a 22/11/2026.')).toBeTruthy();
    expect(lastQuery(fetchMock, rewardsPath.missionLeaderboard).get('period')).toBe('weekly');
    const weekTab = screen.getByRole('tab', { name: 'Esta semana' });
    expect(weekTab.getAttribute('aria-selected')).toBe('true');

    await userEvent.click(screen.getByRole('tab', { name: 'Hoje' }));
    const day = await screen.findByRole('table', { name: 'Classificação de hoje' });
    expect(lastQuery(fetchMock, rewardsPath.missionLeaderboard).get('period')).toBe('daily');
    expect(cells(day).slice(1)).toEqual([
      ['1', 'ma***ia', 'R$ 800,00'],
      ['2', 'jo***12', 'R$ 75,00'],
    ]);
    expect(screen.getByText('Ainda não tem apostas válidas neste período.')).toBeTruthy();
    expect(screen.getByText('Contam as apostas válidas de hoje, 21/11/2026.')).toBeTruthy();

    // The keyboard moves between the periods too; the week read before shows at once.
    await userEvent.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(weekTab);
    expect(screen.getByRole('table', { name: 'Classificação desta semana' })).toBeTruthy();
  });

  it('shows an empty period and a failed read of the leaderboard', async () => {
    let board: Leaderboard | null = leaderboard({ entries: [], mine: null });
    await openMissions(() => [mission()], {
      [rewardsPath.missionLeaderboard]: () =>
        board === null ? fail(503, 'internal_error') : ok(board),
    });
    expect(
      await screen.findByText('Ainda ninguém tem apostas válidas neste período.'),
    ).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();

    board = null;
    await userEvent.click(screen.getByRole('tab', { name: 'Hoje' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('button', { name: 'Tentar de novo' })).toBeTruthy();
  });

  it('reads in English, the menu badge too', async () => {
    await openMissions(() => [
      deposits,
      mission({
        key: 'daily-rounds',
        metric: 'rounds',
        product: 'live',
        target: '10',
        progress: '3',
      }),
    ]);
    await screen.findByRole('region', { name: 'Hoje' });
    await loadTranslations('EN');
    await act(() => i18n.changeLanguage('en'));
    expect(
      await screen.findByRole('button', {
        name: 'Claim R$ 10.00 for the mission “Depósitos da semana”',
      }),
    ).toBeTruthy();
    expect(bar('Apostas válidas do dia')).toEqual([
      'Rounds in the live casino',
      '30',
      '3 of 10 rounds (30 %)',
    ]);
    const missionsLink = menuEntry('Member centre', /^Missions and leaderboard/u);
    expect(within(missionsLink).getByText('1 mission to claim')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'This week' })).toBeTruthy();
    expect(
      await screen.findByText('Your place: No. 3, with R$ 1,234.00 in valid bets.'),
    ).toBeTruthy();
  });
});
