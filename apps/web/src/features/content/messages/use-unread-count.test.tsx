import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ok } from '../../../test/content-fixture.ts';
import { stubFetch } from '../../../test/fetch-stub.ts';
import { countOf, useUnreadCount, type SubscribeToEvent } from './use-unread-count.ts';

function fakeEvents() {
  const listeners = new Map<string, Set<(payload: unknown) => void>>();
  const subscribe: SubscribeToEvent = (type, listener) => {
    const set = listeners.get(type) ?? new Set();
    listeners.set(type, set);
    set.add(listener);
    return () => set.delete(listener);
  };
  const emit = (type: string, payload?: unknown) => listeners.get(type)?.forEach((l) => l(payload));
  return { subscribe, emit };
}

const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

describe('unread count', () => {
  afterEach(() => client.clear());

  it('reads CSP_unreadCount, then follows unread events and refetches after a reconnection', async () => {
    let count = 3;
    const fetchMock = stubFetch({ '/wps/relay/CSP_unreadCount': () => ok({ count }) });
    const { subscribe, emit } = fakeEvents();
    const { result } = renderHook(() => useUnreadCount({ token: 't', enabled: true, subscribe }), {
      wrapper,
    });
    await waitFor(() => expect(result.current).toBe(3));
    act(() => emit('unread', { count: 7 }));
    await waitFor(() => expect(result.current).toBe(7));
    act(() => emit('unread', { count: 'x' }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(result.current).toBe(7);
    count = 1;
    act(() => emit('ready'));
    act(() => emit('ready'));
    await waitFor(() => expect(result.current).toBe(1));
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('is zero and silent for trial accounts and visitors', () => {
    const fetchMock = stubFetch();
    const { subscribe } = fakeEvents();
    const { result } = renderHook(() => useUnreadCount({ token: 't', enabled: false, subscribe }), {
      wrapper,
    });
    expect(result.current).toBe(0);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(countOf({ count: -1 })).toBeNull();
    expect(countOf(4)).toBe(4);
  });
});
