/**
 * The session feature's public face: the session store, the app QR hand-off code and the
 * header balance a money call updates.
 */
export { setMemberBalance } from './set-member-balance.ts';
export { useSessionStore } from './session-store.ts';
export { onMemberEvent, sendOnMemberSocket, useMemberSocketConnected } from './member-socket.ts';
export { useHandoffCode } from './use-handoff-code.ts';
