import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ok } from '../../../test/content-fixture.ts';
import { stubFetch } from '../../../test/fetch-stub.ts';
import { renderContent } from '../../../test/render-content.tsx';
import { useModalStore } from '../../../shared/modals/modal-store.ts';
import { MessagePage } from './message-page.tsx';

// The flow of the messages, not the sanitiser (checked in jsdom by sanitize-html.test.ts, whose
// DOMPurify happy-dom cannot run): the detail's HTML is taken as sent.
vi.mock('../sanitize-html.ts', () => ({ sanitizeHtml: (html: string) => html }));

function inbox() {
  const messages = [
    {
      messageId: '1',
      title: 'Bem-vindo',
      preview: 'Olá',
      read: false,
      createdAt: '2026-11-01T10:00:00.000Z',
    },
    {
      messageId: '2',
      title: 'Bónus',
      preview: 'Parabéns',
      read: true,
      createdAt: '2026-11-01T09:00:00.000Z',
    },
  ];
  const calls: string[] = [];
  const fetchMock = stubFetch({
    '/wps/messages': (request) => {
      if (request.method === 'DELETE') {
        const id = new URL(request.url).searchParams.get('messageId');
        calls.push(`delete ${id}`);
        messages.splice(
          messages.findIndex((item) => item.messageId === id),
          1,
        );
        return ok({ count: messages.filter((item) => !item.read).length });
      }
      const unread = messages.filter((item) => !item.read).length;
      return ok({ list: messages, unread, totalPages: 1, pageNum: 1, total: messages.length });
    },
    '/wps/messages/detail': (request) => {
      const id = new URL(request.url).searchParams.get('messageId');
      const message = messages.find((item) => item.messageId === id)!;
      return ok({ ...message, content: '<p>Conteúdo</p><script>x()</script>' });
    },
    '/wps/messages/read': async (request) => {
      const body = (await request.json()) as { messageIds: string[]; all: boolean };
      calls.push(body.all ? 'read all' : `read ${body.messageIds.join(',')}`);
      for (const item of messages)
        if (body.all || body.messageIds.includes(item.messageId)) item.read = true;
      return ok({ count: messages.filter((item) => !item.read).length });
    },
  });
  return { calls, fetchMock };
}

describe('platform messages (messageV2)', () => {
  it('lists messages, reads one (marking it read) and deletes it after confirming', async () => {
    const { calls } = inbox();
    renderContent(<MessagePage />);
    const list = await screen.findByRole('list', { name: 'Mensagens' });
    expect(screen.getByText('1 por ler')).toBeTruthy();
    await userEvent.click(within(list).getByRole('button', { name: /Bem-vindo \(Não lida\)/u }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Bem-vindo' })).toBeTruthy();
    expect(screen.getByText('Conteúdo')).toBeTruthy();
    await waitFor(() => expect(calls).toContain('read 1'));

    await userEvent.click(screen.getByRole('button', { name: 'Eliminar' }));
    const confirm = useModalStore.getState().stack.at(-1);
    expect(confirm?.name).toBe('confirm');
    act(() => (confirm?.props as { onConfirm: () => void }).onConfirm());
    await waitFor(() => expect(calls).toContain('delete 1'));
    const after = await screen.findByRole('list', { name: 'Mensagens' });
    expect(within(after).queryByText('Bem-vindo')).toBeNull();
  });

  it('marks all read and shows the empty state', async () => {
    const { calls } = inbox();
    renderContent(<MessagePage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Marcar todas como lidas' }));
    await waitFor(() => expect(calls).toContain('read all'));
    await waitFor(() => expect(screen.queryByText('1 por ler')).toBeNull());
  });

  it('shows an empty inbox and a failed one', async () => {
    stubFetch({
      '/wps/messages': () => ok({ list: [], unread: 0, totalPages: 0, pageNum: 1, total: 0 }),
    });
    const first = renderContent(<MessagePage />);
    expect(await screen.findByText('Não tem mensagens.')).toBeTruthy();
    first.unmount();
    stubFetch();
    renderContent(<MessagePage />);
    expect(await screen.findByRole('alert')).toBeTruthy();
  });
});
