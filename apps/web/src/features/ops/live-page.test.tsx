import { liveOpsEndpoints } from '@portal/contract/live';
import type {
  LiveHost,
  OpsConversation,
  OpsRoomMessage,
  SupportMessage,
} from '@portal/contract/live/schemas';
import { liveSetting } from '@portal/contract/live/settings';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { stubFetch } from '../../test/fetch-stub.ts';
import { ok, requestBody } from '../../test/request-body.ts';
import { meOf, opsPath, renderConsole } from './console-test-kit.tsx';

const e = liveOpsEndpoints;

const host: LiveHost = {
  id: '3',
  name: 'Luna',
  avatarUrl: null,
  posterUrl: null,
  status: 'online',
  streaming: false,
  active: true,
  streamUrl: null,
  gameCode: 'roulette',
  gameName: 'Roleta ao Vivo',
  tags: [],
  bio: '',
  schedule: [],
  presence: 4,
};
const member: OpsConversation = {
  id: '11',
  account: 'ana01',
  visitor: null,
  unread: 2,
  lastAt: '2026-11-20T10:00:00.000Z',
  lastText: 'O depósito não chegou',
};
const visitor: OpsConversation = {
  id: '12',
  account: null,
  visitor: { name: 'Rui', contact: 'rui@example.com' },
  unread: 0,
  lastAt: '2026-11-20T09:00:00.000Z',
  lastText: 'Olá',
};
const asked: SupportMessage = {
  id: '100',
  from: 'member',
  author: '',
  text: 'O depósito não chegou',
  at: '2026-11-20T10:00:00.000Z',
};
const said: OpsRoomMessage = {
  id: '500',
  roomId: '3',
  kind: 'text',
  author: 'bo***1',
  account: 'bob01',
  mine: false,
  text: 'spam spam',
  gift: null,
  at: '2026-11-20T10:00:00.000Z',
};

const older: OpsRoomMessage = { ...said, id: '400', text: 'mensagem antiga' };

/** A fake server for the Live page: the requests it got, by endpoint name, in order. */
function liveServer(role: Parameters<typeof meOf>[0] = 'owner', myRoom: LiveHost | null = host) {
  const sent: Array<[string, Record<string, unknown>]> = [];
  let thread = [asked];
  let unread = member.unread;
  let settings = z.parse(liveSetting, { wordFilter: ['feio'] });
  stubFetch({
    [opsPath.me]: () => ok(meOf(role)),
    [e.opsConversations.path]: () => ok({ list: [{ ...member, unread }, visitor] }),
    [e.opsThread.path]: () => {
      unread = 0;
      return ok({ list: thread });
    },
    [e.opsReply.path]: async (request) => {
      const body = await requestBody(request);
      sent.push(['reply', body]);
      const message = { ...asked, id: '101', from: 'operator', author: 'ana', text: body.text };
      thread = [...thread, message as SupportMessage];
      return ok(message);
    },
    [e.opsHosts.path]: () => ok({ list: [{ ...host, operator: null }] }),
    [e.opsHostEdit.path]: async (request) => {
      sent.push(['edit', await requestBody(request)]);
      return ok({ ok: true });
    },
    [e.opsMyRoom.path]: () => ok({ host: myRoom }),
    [e.opsMyRoomMessages.path]: () => ok({ list: [said], hasMore: false }),
    [e.opsMyRoomModerate.path]: async (request) => {
      sent.push(['myModerate', await requestBody(request)]);
      return ok({ ok: true });
    },
    [e.opsMyRoomStatus.path]: async (request) => {
      sent.push(['myStatus', await requestBody(request)]);
      return ok({ ok: true });
    },
    [e.opsHostStatus.path]: async (request) => {
      sent.push(['status', await requestBody(request)]);
      return ok({ ok: true });
    },
    // The latest page holds one message and says more are older; the page before it, one more.
    [e.opsRoomMessages.path]: (request) =>
      new URL(request.url).searchParams.get('before') === '500'
        ? ok({ list: [older], hasMore: false })
        : ok({ list: [said], hasMore: true }),
    [e.opsModerate.path]: async (request) => {
      sent.push(['moderate', await requestBody(request)]);
      return ok({ ok: true });
    },
    [e.opsSettings.path]: async (request) => {
      if (request.method === 'GET') return ok(settings);
      const body = await requestBody(request);
      sent.push(['settings', body]);
      settings = z.parse(liveSetting, body);
      return ok(settings);
    },
  });
  return sent;
}

describe('live page', () => {
  it('opens a conversation, marks it read and answers it', async () => {
    const sent = liveServer();
    const user = userEvent.setup();
    renderConsole('/console/live', 'token');

    const list = await screen.findByRole('list', { name: 'Conversas' });
    expect(within(list).getByText('2 por ler')).toBeTruthy();
    // A visitor shows as one, with the contact to call back.
    expect(within(list).getByText('Visitante')).toBeTruthy();
    expect(within(list).getByText(/rui@example\.com/u)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Abrir a conversa com ana01' }));
    const thread = await screen.findByRole('list', { name: 'Conversa com ana01' });
    expect(within(thread).getByText('O depósito não chegou')).toBeTruthy();
    // Reading the thread cleared the member's unread messages on the server: the count goes.
    await waitFor(() => expect(within(list).queryByText('2 por ler')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Responder' }));
    expect(await screen.findByText('Escreva a resposta.')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'Resposta' }), '  Já verificamos.  ');
    await user.click(screen.getByRole('button', { name: 'Responder' }));
    expect(await within(thread).findByText('Já verificamos.')).toBeTruthy();
    expect(sent).toEqual([['reply', { conversationId: '11', text: 'Já verificamos.' }]]);
    expect((screen.getByRole('textbox', { name: 'Resposta' }) as HTMLTextAreaElement).value).toBe(
      '',
    );
  });

  it('moderates a room: delete, mute for a time, ban for good', async () => {
    const sent = liveServer();
    const user = userEvent.setup();
    renderConsole('/console/live', 'token');
    const target = 'bob01: spam spam';

    await user.click(await screen.findByRole('button', { name: `Apagar: ${target}` }));
    expect(await screen.findByText('Mensagem apagada.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: `Silenciar: ${target}` }));
    const minutes = screen.getByRole('spinbutton', { name: `Minutos: ${target}` });
    expect(document.activeElement).toBe(minutes);
    await user.clear(minutes);
    await user.type(minutes, '30');
    await user.type(screen.getByRole('textbox', { name: `Motivo: ${target}` }), 'spam');
    await user.click(screen.getByRole('button', { name: 'Confirmar (Silenciar)' }));
    expect(await screen.findByText('bob01 silenciado por 30 min.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: `Banir: ${target}` }));
    await user.click(screen.getByRole('button', { name: 'Confirmar (Banir)' }));
    expect(await screen.findByText('bob01 banido da sala.')).toBeTruthy();

    expect(sent).toEqual([
      ['moderate', { action: 'delete', messageId: '500', reason: '' }],
      ['moderate', { action: 'mute', roomId: '3', account: 'bob01', reason: 'spam', minutes: 30 }],
      ['moderate', { action: 'ban', roomId: '3', account: 'bob01', reason: '' }],
    ]);
  });

  it('pages back to older messages of a room', async () => {
    liveServer();
    const user = userEvent.setup();
    renderConsole('/console/live', 'token');
    await screen.findByRole('button', { name: 'Apagar: bob01: spam spam' });
    expect(screen.queryByText('mensagem antiga')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Mensagens anteriores' }));
    expect(await screen.findByText('mensagem antiga')).toBeTruthy();
    // Oldest first: the older page goes above the latest one; no more pages, no button.
    const texts = screen.getAllByText(/spam spam|mensagem antiga/u).map((node) => node.textContent);
    expect(texts).toEqual(['mensagem antiga', 'spam spam']);
    expect(screen.queryByRole('button', { name: 'Mensagens anteriores' })).toBeNull();
  });

  it("changes a host's game and host account", async () => {
    const sent = liveServer();
    const user = userEvent.setup();
    renderConsole('/console/live', 'token');
    await user.click(await screen.findByRole('button', { name: 'Alterar: Luna' }));
    const form = screen.getByRole('form', { name: 'Alterar Luna' });
    const game = within(form).getByRole('textbox', { name: 'Código do jogo (vazio: nenhum)' });
    expect(document.activeElement).toBe(game);
    await user.clear(game);
    await user.type(game, 'LOTUS_LIVE_0001');
    await user.type(
      within(form).getByRole('textbox', { name: 'Conta de anfitriã na consola (vazio: nenhuma)' }),
      'hostluna',
    );
    await user.click(within(form).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Luna atualizada.')).toBeTruthy();
    expect(sent).toEqual([
      ['edit', { hostId: '3', gameCode: 'LOTUS_LIVE_0001', operator: 'hostluna' }],
    ]);
    expect(screen.queryByRole('form', { name: 'Alterar Luna' })).toBeNull();
  });

  it('shows a host their own room only: status and moderation of it', async () => {
    const sent = liveServer('host');
    const user = userEvent.setup();
    renderConsole('/console/live', 'token');
    expect(await screen.findByRole('heading', { name: 'A minha sala: Luna' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Apoio ao cliente' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Anfitriãs' })).toBeNull();
    // No room picker: the room is the host's.
    expect(screen.queryByRole('combobox', { name: 'Sala' })).toBeNull();

    await user.selectOptions(screen.getByRole('combobox', { name: 'O meu estado' }), 'streaming');
    expect(await screen.findByText('O seu estado: Em direto.')).toBeTruthy();
    const target = 'bob01: spam spam';
    await user.click(await screen.findByRole('button', { name: `Apagar: ${target}` }));
    expect(await screen.findByText('Mensagem apagada.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: `Banir: ${target}` }));
    await user.click(screen.getByRole('button', { name: 'Confirmar (Banir)' }));
    expect(await screen.findByText('bob01 banido da sala.')).toBeTruthy();
    expect(sent).toEqual([
      ['myStatus', { status: 'streaming' }],
      ['myModerate', { action: 'delete', messageId: '500', reason: '' }],
      ['myModerate', { action: 'ban', account: 'bob01', reason: '' }],
    ]);
  });

  it('tells a host without a room whom to ask', async () => {
    liveServer('host', null);
    renderConsole('/console/live', 'token');
    expect(await screen.findByRole('heading', { name: 'A minha sala' })).toBeTruthy();
    expect(screen.getByText(/ainda não apresenta nenhuma sala/u)).toBeTruthy();
  });

  it("changes a host's status and saves the chat rules, gifts untouched", async () => {
    const sent = liveServer();
    const user = userEvent.setup();
    renderConsole('/console/live', 'token');

    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'Estado de Luna' }),
      'streaming',
    );
    expect(await screen.findByText('Estado de Luna: Em direto.')).toBeTruthy();

    const words = await screen.findByRole('textbox', {
      name: 'Palavras filtradas (uma por linha)',
    });
    expect((words as HTMLTextAreaElement).value).toBe('feio');
    await user.type(words, '\n  chato \n\nfeio');
    const slow = screen.getByRole('spinbutton', { name: /Modo lento/u });
    await user.clear(slow);
    await user.type(slow, '5');
    await user.click(screen.getByRole('button', { name: 'Guardar regras' }));
    expect(await screen.findByText('Regras guardadas.')).toBeTruthy();

    expect(sent[0]).toEqual(['status', { hostId: '3', status: 'streaming' }]);
    const saved = sent[1]![1];
    expect(saved.wordFilter).toEqual(['feio', 'chato']);
    expect(saved.slowModeSeconds).toBe(5);
    expect(saved.gifts).toEqual([]);
  });

  it('shows a support operator the inbox and moderation, not the hosts nor the rules', async () => {
    liveServer('support');
    renderConsole('/console/live', 'token');
    expect(await screen.findByRole('heading', { name: 'Apoio ao cliente' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Moderação' })).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Estado de Luna' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Regras do chat' })).toBeNull();
  });

  it('keeps an operator without members.write out', async () => {
    liveServer('content');
    renderConsole('/console/live', 'token');
    expect(await screen.findByRole('heading', { name: /Bem-vindo/u })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Ao vivo' })).toBeNull();
  });
});
