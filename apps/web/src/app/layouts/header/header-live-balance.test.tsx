import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../features/session/session-store.ts';
import { FakeWebSocket } from '../../../test/fake-websocket.ts';
import { stubFetch } from '../../../test/fetch-stub.ts';
import { memberInfo } from '../../../test/member-fixture.ts';
import { ok } from '../../../test/request-body.ts';
import { renderRoutes } from '../../../test/render-routes.tsx';

/** Logs a member in and renders the home page until the header shows the balance. */
async function renderLoggedIn() {
  sessionStorage.setItem('merchant', 'AURORA');
  sessionStorage.setItem('merchantCode', 'AURORA');
  const fetchMock = stubFetch({ '/wps/member/info': () => ok(memberInfo({ balance: '10.00' })) });
  useSessionStore.getState().setToken('tok');
  useSessionStore.getState().setMember(memberInfo({ balance: '10.00' }));
  const view = renderRoutes('/');
  const balance = await screen.findByRole('group', { name: 'Saldo' });
  await within(balance).findByText('R$ 10,00');
  await waitFor(() => expect(FakeWebSocket.instances).toHaveLength(1));
  return { ...view, balance, fetchMock };
}

describe('header live balance', () => {
  it('opens one socket with the token as a subprotocol and shows pushed balances', async () => {
    const { balance } = await renderLoggedIn();
    const socket = FakeWebSocket.last;
    expect(socket.url).toMatch(/^ws:\/\/[^?]+\/ws$/u);
    expect(socket.protocols).toContain('bearer.tok');

    act(() => {
      socket.accept();
      socket.receive({ type: 'notice', payload: { id: 1 } });
      socket.receive({ type: 'balance', payload: { balance: '42.75' } });
    });
    expect(await within(balance).findByText('R$ 42,75')).toBeTruthy();

    act(() => socket.receive({ type: 'balance', payload: { balance: 'lots' } }));
    expect(within(balance).getByText('R$ 42,75')).toBeTruthy();
  });

  it('reconnects with backoff after a drop, and refetches the balance it may have missed', async () => {
    const { fetchMock } = await renderLoggedIn();
    act(() => FakeWebSocket.last.accept());
    vi.useFakeTimers();
    act(() => FakeWebSocket.last.drop(1006));
    expect(FakeWebSocket.instances).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(999));
    expect(FakeWebSocket.instances).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(FakeWebSocket.instances).toHaveLength(2);

    // A second failure waits twice as long.
    act(() => FakeWebSocket.last.drop(1006));
    await act(() => vi.advanceTimersByTimeAsync(1_999));
    expect(FakeWebSocket.instances).toHaveLength(2);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(FakeWebSocket.instances).toHaveLength(3);
    vi.useRealTimers();

    const infoCalls = () =>
      fetchMock.mock.calls.filter(([url]) => String(url).includes('/member/info')).length;
    const before = infoCalls();
    act(() => FakeWebSocket.last.accept());
    await waitFor(() => expect(infoCalls()).toBeGreaterThan(before));
  });

  it('logs the tab out when the server closes the socket with 4401, without reconnecting', async () => {
    await renderLoggedIn();
    act(() => FakeWebSocket.last.accept());
    vi.useFakeTimers();
    act(() => FakeWebSocket.last.drop(4401, 'session ended'));
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    vi.useRealTimers();
    expect(FakeWebSocket.instances).toHaveLength(1);
    expect(useSessionStore.getState()).toMatchObject({ token: null, isLogin: false, member: null });
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(sessionStorage.getItem('merchant')).toBe('AURORA');
    const header = await screen.findByRole('banner');
    expect(await within(header).findByRole('button', { name: 'Entrar' })).toBeTruthy();
    expect(within(header).queryByRole('group', { name: 'Saldo' })).toBeNull();
  });
});
