import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { onMemberEvent, openMemberSocket, sendOnMemberSocket } from './member-socket.ts';

/** A WebSocket stand-in the test drives: it opens, receives and closes on command. */
class FakeSocket {
  static readonly OPEN = 1;
  static last: FakeSocket | null = null;
  readyState = 0;
  sent: string[] = [];
  onmessage: ((message: { data: unknown }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  constructor() {
    FakeSocket.last = this;
  }
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.readyState = 3;
  }
  receive(event: object) {
    this.readyState = FakeSocket.OPEN;
    this.onmessage?.({ data: JSON.stringify(event) });
  }
}

describe('member socket', () => {
  beforeEach(() => vi.stubGlobal('WebSocket', FakeSocket));
  afterEach(() => vi.unstubAllGlobals());

  it('lets a ready listener send on the socket it announces', () => {
    const results: boolean[] = [];
    const stop = onMemberEvent('ready', () =>
      results.push(sendOnMemberSocket({ type: 'live.join', roomId: '7' })),
    );
    const close = openMemberSocket('t'.repeat(43), () => {});
    const socket = FakeSocket.last!;
    expect(sendOnMemberSocket({ type: 'live.join', roomId: '7' })).toBe(false);
    socket.receive({ type: 'ready' });
    expect(results).toEqual([true]);
    expect(socket.sent).toEqual([JSON.stringify({ type: 'live.join', roomId: '7' })]);
    stop();
    close();
    expect(sendOnMemberSocket({ type: 'live.join', roomId: '7' })).toBe(false);
  });

  it('hands each event to the listeners of its type only, and drops malformed ones', () => {
    const balances: unknown[] = [];
    const stop = onMemberEvent('balance', (payload) => balances.push(payload));
    const close = openMemberSocket('t'.repeat(43), () => {});
    const socket = FakeSocket.last!;
    socket.receive({ type: 'balance', payload: { amount: '1.00' } });
    socket.receive({ type: 'other', payload: 1 });
    socket.onmessage?.({ data: 'not json' });
    expect(balances).toEqual([{ amount: '1.00' }]);
    stop();
    close();
  });
});
