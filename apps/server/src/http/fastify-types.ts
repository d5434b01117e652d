import type { Session } from '../auth/session.ts';
import type { Merchant } from '../merchant/merchant.ts';
import type { OperatorSession } from '../modules/ops/operators/operator-sessions.ts';
import type { Platform } from '../platform.ts';

// Request and instance decorations, declared once for every file.
declare module 'fastify' {
  interface FastifyInstance {
    platform: Platform;
    /** Ids of the contract endpoints a module registered; the rest answer 501. */
    implementedEndpoints: Set<string>;
  }
  interface FastifyRequest {
    /** Set on contract routes by merchant resolution; null elsewhere. */
    merchant: Merchant | null;
    /** Set on contract routes by the auth step; null without a live session. */
    session: Session | null;
    /** Set on operator endpoints by the auth step. */
    operator: OperatorSession | null;
  }
}
