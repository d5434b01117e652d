import { sessionEndpoints } from '@portal/contract/session';
import type { FastifyInstance } from 'fastify';
import { bearerToken, tokenHash } from '../../auth/session.ts';
import { registerEndpoint } from '../../http/contract-routes.ts';
import type { Platform } from '../../platform.ts';
import { recordAudit } from '../audit/audit-log.ts';

/** DELETE /wps/session/logout: ends this session (and closes its websockets). */
export function registerLogout(app: FastifyInstance, platform: Platform): void {
  registerEndpoint(app, sessionEndpoints.logout, async ({ merchant, session, request }) => {
    // The auth step proved the token; only its hash is used from here on.
    const hash = tokenHash(bearerToken(request)!);
    const ended = await platform.db.transaction(async (tx) => {
      const one = await platform.sessionStore.endOne(tx, hash, 'logout');
      if (one) {
        await recordAudit(tx, {
          merchantId: merchant.id,
          memberId: session!.memberId,
          action: 'logout',
          ip: request.ip,
        });
      }
      return one;
    });
    if (ended) await platform.sessionStore.forget([ended]);
    return { loggedOut: true as const };
  });
}
