import type { OutputOf } from '@portal/contract/endpoint';
import type { memberEndpoints } from '@portal/contract/member';
import { create } from 'zustand';
import {
  clearSessionStorageOnLogout,
  readToken,
  writeToken,
} from '../../shared/storage/session-values.ts';

/** The member-info value as the contract defines it. */
export type MemberInfo = OutputOf<typeof memberEndpoints.info>;

/**
 * The modal to show once a login has finished (spec section 4: "the after-login modal is set").
 * The announcement popup reads it (audience F for a first login) and clears it when shown.
 */
export interface AfterLoginModal {
  name: 'announcement';
  firstLogin: boolean;
}

/** Login state of spec section 3: token, isLogin, isAgent, isTrial and the member. */
export interface SessionState {
  /** The session token; the route guard only asks whether one exists. */
  token: string | null;
  /** True once member info has loaded for the token (spec section 4). */
  isLogin: boolean;
  isAgent: boolean;
  isTrial: boolean;
  member: MemberInfo | null;
  afterLoginModal: AfterLoginModal | null;
  /** Keeps a token for this tab (session storage `token`); the member loads next. */
  setToken: (token: string) => void;
  /** Member info loaded: the visitor is logged in; agent and trial are as the server says. */
  setMember: (member: MemberInfo) => void;
  setAfterLoginModal: (modal: AfterLoginModal | null) => void;
  /** Logout: clears session storage except the merchant values and every login flag. */
  clear: () => void;
}

const loggedOut = {
  token: null,
  isLogin: false,
  isAgent: false,
  isTrial: false,
  member: null,
  afterLoginModal: null,
};

/** The session store. Server data beyond the member snapshot stays in TanStack Query. */
export const useSessionStore = create<SessionState>()((set) => ({
  ...loggedOut,
  token: readToken(),
  setToken: (token) => {
    writeToken(token);
    set({ token });
  },
  // The server decides who is an agent or on trial (its configured account types).
  setMember: (member) =>
    set({ member, isLogin: true, isAgent: member.isAgent, isTrial: member.isTrial }),
  setAfterLoginModal: (afterLoginModal) => set({ afterLoginModal }),
  clear: () => {
    clearSessionStorageOnLogout();
    set(loggedOut);
  },
}));

/** True when a session token exists: the route guard's question. */
export function hasSessionToken(): boolean {
  return useSessionStore.getState().token !== null;
}
