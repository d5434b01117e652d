import type { GameCard } from '@portal/contract/game-card';
import type { LiveHost } from '@portal/contract/live/schemas';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubFetch } from '../../test/fetch-stub.ts';
import { renderRoutes } from '../../test/render-routes.tsx';

const ok = (value: unknown) => jsonResponse({ success: true, value });

const host = (id: string, name: string, status: LiveHost['status']): LiveHost => ({
  id,
  name,
  avatarUrl: null,
  posterUrl: `/wps/live/art/poster-${id}.svg`,
  status,
  streaming: status === 'streaming',
  active: status !== 'offline',
  streamUrl: null,
  gameCode: 'LIVE_ROULETTE',
  gameName: 'Roleta ao Vivo',
  tags: ['roleta'],
  bio: 'Bio',
  schedule: [1, 2, 3, 4, 5].map((day) => ({ day, from: '20:00', to: '23:00' })),
  presence: 3,
});

const launch = (writeBlock: 'login' | 'trial' | null, game: GameCard | null = null) => ({
  host: host('1', 'Sofia', 'streaming'),
  roomId: '1',
  canRead: true,
  writeBlock,
  maxLength: 200,
  slowModeSeconds: 0,
  gifts: [{ code: 'rose', name: 'Rosa', price: '1.00', icon: '🌹' }],
  game,
  history: [
    {
      id: '7',
      roomId: '1',
      kind: 'text',
      author: 'an***01',
      mine: false,
      // Chat text is text: markup in it is shown, never run.
      text: '<img src=x onerror=alert(1)> olá',
      gift: null,
      at: '2026-11-25T20:00:00.000Z',
    },
  ],
});

describe('live pages', { timeout: 30_000 }, () => {
  it('lists the hosts with status, game, presence and schedule, and opens a room', async () => {
    stubFetch({
      '/wps/relay/CBS_modelList': () =>
        ok({ list: [host('1', 'Sofia', 'streaming'), host('2', 'Camila', 'offline')] }),
      '/wps/live/leaderboard': () => ok({ day: '2026-11-25', list: [] }),
      '/wps/relay/CBS_launchChat': () => ok(launch('login')),
      '/wps/live/messages': () => ok({ list: [], hasMore: false }),
    });
    renderRoutes('/hosts');
    const card = await screen.findByRole('link', { name: 'Entrar na sala de Sofia' });
    expect(within(card).getByText('Em direto')).toBeTruthy();
    expect(within(card).getByText('Apresenta: Roleta ao Vivo')).toBeTruthy();
    expect(within(card).getByText('3 na sala')).toBeTruthy();
    expect(within(card).getByText(/^Horário:/u).textContent).toBe('Horário: Seg–Sex 20:00–23:00');
    expect(screen.getByText('Ainda não houve presentes hoje.')).toBeTruthy();

    await userEvent.click(card);
    const chat = await screen.findByRole('list', { name: 'Chat da sala' });
    expect(within(chat).getByText(/<img src=x onerror=alert\(1\)> olá/u)).toBeTruthy();
    expect(chat.querySelector('img')).toBeNull();
    // A visitor reads but is asked to log in to write; no gift bar.
    expect(screen.getByText('Inicie sessão para escrever no chat.')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Presentes' })).toBeNull();
  });

  it("shows the catalogue card of the host's game, and none without one", async () => {
    const card: GameCard = {
      nodeId: '77',
      nodeName: 'Golden Salon',
      gameName: 'Salão Dourado',
      displayName: 'Salão Dourado',
      vassalage: 'LOTUS',
      accountTypeName: 'Lotus Live',
      gameClassify: 'ROULETTE',
      gameType: 'LIVE',
      isHot: 0,
      supportPlay: 1,
      showIcon: null,
      iconUrl: '/play/art/pt/LOTUS_LIVE_0033.svg',
      lagerIcon: null,
      isGame: 'GAME',
      gameCode: 'LOTUS_LIVE_0033',
    };
    let game: GameCard | null = card;
    stubFetch({
      '/wps/relay/CBS_launchChat': () => ok(launch('login', game)),
      '/wps/live/leaderboard': () => ok({ day: '2026-11-25', list: [] }),
      '/wps/live/messages': () => ok({ list: [], hasMore: false }),
    });
    const view = renderRoutes('/hosts/1');
    const list = await screen.findByRole('list', { name: 'O jogo desta sala' });
    expect(within(list).getByRole('button', { name: 'Jogar Salão Dourado' })).toBeTruthy();
    view.unmount();

    game = null;
    renderRoutes('/hosts/1');
    await screen.findByRole('list', { name: 'Chat da sala' });
    expect(screen.queryByRole('list', { name: 'O jogo desta sala' })).toBeNull();
  });

  it("draws gifts as pictures, named in the viewer's language by their code", async () => {
    const answer = launch('login');
    answer.history.push({
      id: '8',
      roomId: '1',
      kind: 'gift',
      author: 'bo***01',
      mine: false,
      // What the server stored: the brand's default-language name.
      text: 'Stored name',
      gift: { code: 'rose', icon: '🌹', amount: '1.00' },
      at: '2026-11-25T20:01:00.000Z',
    } as never);
    stubFetch({
      '/wps/relay/CBS_launchChat': () => ok(answer),
      '/wps/live/leaderboard': () => ok({ day: '2026-11-25', list: [] }),
      '/wps/live/messages': () => ok({ list: [], hasMore: false }),
    });
    renderRoutes('/hosts/1');
    const chat = await screen.findByRole('list', { name: 'Chat da sala' });
    const gift = within(chat)
      .getByText(/enviou Rosa/u)
      .closest('li')!;
    expect(gift.querySelector('svg')).not.toBeNull();
    expect(gift.textContent).not.toContain('🌹');
    expect(gift.textContent).not.toContain('Stored name');
  });

  it('shows the empty and error states of the host list', async () => {
    let fail = true;
    stubFetch({
      '/wps/relay/CBS_modelList': () =>
        fail
          ? jsonResponse({ success: false, code: 'internal_error', message: 'x' }, 500)
          : ok({ list: [] }),
      '/wps/live/leaderboard': () => ok({ day: '2026-11-25', list: [] }),
    });
    renderRoutes('/hosts');
    expect(
      await screen.findByText('Não foi possível carregar as anfitriãs.', {}, { timeout: 10_000 }),
    ).toBeTruthy();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Tentar de novo' }));
    expect(await screen.findByText('Não há anfitriãs disponíveis neste momento.')).toBeTruthy();
  });
});
