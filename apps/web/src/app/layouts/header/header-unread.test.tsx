import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useSessionStore } from '../../../features/session/session-store.ts';
import { FakeWebSocket } from '../../../test/fake-websocket.ts';
import { stubFetch } from '../../../test/fetch-stub.ts';
import { memberInfo } from '../../../test/member-fixture.ts';
import { ok } from '../../../test/request-body.ts';
import { renderRoutes } from '../../../test/render-routes.tsx';

function logIn(type = 0) {
  const member = memberInfo({ type, isTrial: type === 4 });
  const fetchMock = stubFetch({
    '/wps/member/info': () => ok(member),
    '/wps/relay/CSP_unreadCount': () => ok({ count: 2 }),
  });
  useSessionStore.getState().setToken('tok');
  useSessionStore.getState().setMember(member);
  renderRoutes('/');
  return fetchMock;
}

describe('header unread messages', () => {
  it(
    'shows the unread count on the account button and follows the socket live',
    { timeout: 20_000 },
    async () => {
      logIn();
      const trigger = await screen.findByRole('button', { name: 'Menu da conta ana' });
      await waitFor(() => expect(trigger.textContent).toContain('2'));
      await waitFor(() => expect(FakeWebSocket.instances.length).toBeGreaterThan(0));

      act(() => {
        FakeWebSocket.last.accept();
        FakeWebSocket.last.receive({ type: 'unread', payload: { count: 5 } });
      });
      await waitFor(() => expect(trigger.textContent).toContain('5'));
      await userEvent.click(trigger);
      expect(screen.getByRole('link', { name: /Mensagens.*5 por ler/u })).toBeTruthy();

      act(() => FakeWebSocket.last.receive({ type: 'unread', payload: { count: 0 } }));
      await waitFor(() => expect(screen.queryByTestId('unread-badge')).toBeNull());
    },
  );

  it('never asks for the count of a trial account', async () => {
    const fetchMock = logIn(4);
    await screen.findByRole('button', { name: 'Menu da conta ana' });
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('CSP_unreadCount'))).toBe(
      false,
    );
  });
});
