import { liveEndpoints } from '@portal/contract/live';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSessionStore } from '../session/index.ts';
import { FakeWebSocket } from '../../test/fake-websocket.ts';
import { stubFetch } from '../../test/fetch-stub.ts';
import { memberInfo } from '../../test/member-fixture.ts';
import { ok } from '../../test/request-body.ts';
import { renderRoutes } from '../../test/render-routes.tsx';

const unreadPath = liveEndpoints.supportUnread.path;

describe('header customer-service badge', { timeout: 20_000 }, () => {
  it("shows a member the operators' unread answers and follows the socket", async () => {
    const member = memberInfo({});
    let unread = 2;
    stubFetch({
      '/wps/member/info': () => ok(member),
      '/wps/relay/CSP_unreadCount': () => ok({ count: 0 }),
      [unreadPath]: () => ok({ unread }),
    });
    useSessionStore.getState().setToken('tok');
    useSessionStore.getState().setMember(member);
    renderRoutes('/');
    const link = await screen.findByRole('link', { name: 'Apoio ao cliente: 2 mensagens novas' });
    expect(link.getAttribute('href')).toBe('/support/chat');

    await waitFor(() => expect(FakeWebSocket.instances.length).toBeGreaterThan(0));
    // An operator answers: the server's count and the socket's push agree.
    unread = 3;
    act(() => {
      FakeWebSocket.last.accept();
      FakeWebSocket.last.receive({
        type: 'live.support',
        payload: {
          message: { id: '9', from: 'operator', author: 'ana', text: 'x', at: '' },
          unread: 3,
        },
      });
    });
    expect(
      await screen.findByRole('link', { name: 'Apoio ao cliente: 3 mensagens novas' }),
    ).toBeTruthy();
  });

  it('keeps a pushed count over an older refetch that answers after it', async () => {
    const member = memberInfo({});
    let answer: (count: number) => void = () => undefined;
    let first = true;
    stubFetch({
      '/wps/member/info': () => ok(member),
      '/wps/relay/CSP_unreadCount': () => ok({ count: 0 }),
      [unreadPath]: () => {
        if (first) {
          first = false;
          return ok({ unread: 1 });
        }
        // The refetch of a reconnect: the server counted before the operator's answer.
        return new Promise((resolve) => {
          answer = (count) => resolve(ok({ unread: count }));
        });
      },
    });
    useSessionStore.getState().setToken('tok');
    useSessionStore.getState().setMember(member);
    renderRoutes('/');
    await screen.findByRole('link', { name: 'Apoio ao cliente: 1 mensagem nova' });
    await waitFor(() => expect(FakeWebSocket.instances.length).toBeGreaterThan(0));
    act(() => FakeWebSocket.last.accept());
    act(() =>
      FakeWebSocket.last.receive({
        type: 'live.support',
        payload: {
          message: { id: '9', from: 'operator', author: 'ana', text: 'x', at: '' },
          unread: 2,
        },
      }),
    );
    expect(
      await screen.findByRole('link', { name: 'Apoio ao cliente: 2 mensagens novas' }),
    ).toBeTruthy();
    await act(async () => answer(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('link', { name: 'Apoio ao cliente: 2 mensagens novas' })).toBeTruthy();
  });

  it('never asks a visitor for the count', async () => {
    const fetchMock = stubFetch({ [unreadPath]: () => ok({ unread: 1 }) });
    renderRoutes('/');
    await screen.findAllByRole('button', { name: 'Entrar' });
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes(unreadPath))).toBe(false);
    expect(screen.queryByRole('link', { name: /Apoio ao cliente:/u })).toBeNull();
  });
});
