import { liveEndpoints } from '@portal/contract/live';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { jsonResponse, stubFetch } from '../../test/fetch-stub.ts';
import { requestBody } from '../../test/request-body.ts';
import { renderRoutes } from '../../test/render-routes.tsx';
import { readVisitorToken } from './use-visitor-support.ts';

const ok = (value: unknown) => jsonResponse({ success: true, value });
const token = 'A'.repeat(43);
const first = {
  id: '1',
  from: 'member',
  author: '',
  text: 'Como me registo?',
  at: '2026-11-25T20:00:00.000Z',
};
const answer = { ...first, id: '2', from: 'operator', author: 'ana', text: 'No botão Registar.' };

describe('visitor customer-service chat', { timeout: 30_000 }, () => {
  afterEach(() => window.localStorage.clear());

  it('checks the name and contact, opens the conversation and shows the answer', async () => {
    const opened: Record<string, unknown>[] = [];
    const read: Record<string, unknown>[] = [];
    stubFetch({
      [liveEndpoints.supportVisitorOpen.path]: async (request) => {
        opened.push(await requestBody(request));
        return ok({ token, message: first });
      },
      [liveEndpoints.supportVisitorThread.path]: async (request) => {
        read.push(await requestBody(request));
        return ok({ name: 'Rui', contact: 'rui@example.com', list: [first, answer], unread: 1 });
      },
    });
    const user = userEvent.setup();
    renderRoutes('/support/chat');

    const start = await screen.findByRole('button', { name: 'Iniciar conversa' });
    await user.type(screen.getByRole('textbox', { name: 'Telefone ou e-mail' }), 'rui@');
    await user.click(start);
    const contact = screen.getByRole('textbox', { name: 'Telefone ou e-mail' });
    expect(contact.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('textbox', { name: 'Nome' }).getAttribute('aria-invalid')).toBe('true');
    expect(opened).toEqual([]);

    await user.type(screen.getByRole('textbox', { name: 'Nome' }), 'Rui');
    await user.clear(contact);
    await user.type(contact, 'rui@example.com');
    await user.type(
      screen.getByRole('textbox', { name: 'Mensagem para o apoio' }),
      'Como me registo?',
    );
    await user.click(start);

    const thread = await screen.findByRole('list', { name: 'Apoio ao cliente' });
    expect(await within(thread).findByText('No botão Registar.')).toBeTruthy();
    expect(opened).toEqual([{ name: 'Rui', contact: 'rui@example.com', text: 'Como me registo?' }]);
    expect(read[0]).toEqual({ token });
    // The token stays in this browser: the conversation is there on the next visit.
    expect(readVisitorToken()).toBe(token);
  });

  it('drops a token the server no longer knows and asks again', async () => {
    window.localStorage.setItem('liveSupportVisitor', token);
    stubFetch({
      [liveEndpoints.supportVisitorThread.path]: () =>
        jsonResponse({ success: false, code: 'not_found', message: 'Não encontrado.' }, 404),
    });
    renderRoutes('/support/chat');
    expect(await screen.findByRole('button', { name: 'Iniciar conversa' })).toBeTruthy();
    expect(readVisitorToken()).toBeNull();
  });
});
