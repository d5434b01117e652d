/** The session feature's public face: the session store and the app QR hand-off code. */
export { useSessionStore } from './session-store.ts';
export { useHandoffCode } from './use-handoff-code.ts';
