import { sessionEndpoints } from '@portal/contract/session';
import { call } from '../../shared/api/api-client.ts';
import { useSessionStore } from './session-store.ts';

/**
 * Exchanges an app QR code's hand-off code for a session of its own. A used or expired code
 * leaves the visitor logged out on the site they opened: they log in as usual.
 */
export async function redeemHandoff(code: string): Promise<void> {
  try {
    const { token } = await call(sessionEndpoints.handoffRedeem, { code });
    if (token) useSessionStore.getState().setToken(token);
  } catch {
    // The login popup is one tap away; nothing else depends on the code.
  }
}
