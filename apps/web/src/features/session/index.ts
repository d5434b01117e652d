/** The session feature's public face: the session store other features read. */
export { useSessionStore } from './session-store.ts';
