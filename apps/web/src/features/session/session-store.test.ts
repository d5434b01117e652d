import { describe, expect, it } from 'vitest';
import { useSessionStore } from './session-store.ts';

describe('session store', () => {
  it('keeps the token in session storage', () => {
    useSessionStore.getState().setToken('tok-9');
    expect(sessionStorage.getItem('token')).toBe('tok-9');
    expect(useSessionStore.getState()).toMatchObject({ token: 'tok-9', isLogin: false });
  });

  it.each([
    [false, false],
    [true, false],
    [false, true],
  ])('takes agent %s and trial %s from the server, whatever the type', (isAgent, isTrial) => {
    // Type 41 is an agent by the default lists; the server's brand may configure others.
    useSessionStore.getState().setMember({ type: 41, isAgent, isTrial } as never);
    expect(useSessionStore.getState()).toMatchObject({ isLogin: true, isAgent, isTrial });
  });

  it('logs out: clears session storage but keeps the merchant values and the visitor popup mark', () => {
    sessionStorage.setItem('merchant', 'AURORA');
    sessionStorage.setItem('announcementClosed:visitor', 'closed');
    sessionStorage.setItem('announcementClosed:member', 'closed');
    sessionStorage.setItem('merchantCode', 'AURORA');
    sessionStorage.setItem('HOT_GAMES', '[]');
    useSessionStore.getState().setToken('tok');
    useSessionStore.getState().setMember({ type: 1, isAgent: true, isTrial: false } as never);
    useSessionStore.getState().clear();
    expect(useSessionStore.getState()).toMatchObject({
      token: null,
      isLogin: false,
      isAgent: false,
      isTrial: false,
      member: null,
    });
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(sessionStorage.getItem('HOT_GAMES')).toBeNull();
    expect(sessionStorage.getItem('merchant')).toBe('AURORA');
    expect(sessionStorage.getItem('merchantCode')).toBe('AURORA');
    expect(sessionStorage.getItem('announcementClosed:visitor')).toBe('closed');
    // The next login is a new member session: its popup shows again.
    expect(sessionStorage.getItem('announcementClosed:member')).toBeNull();
  });
});
