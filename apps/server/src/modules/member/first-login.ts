import { memberEndpoints } from '@portal/contract/member';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/contract-routes.ts';
import type { Platform } from '../../platform.ts';

/** POST /wps/member/firstLogin: records that the first-login action ran. */
export function registerFirstLogin(app: FastifyInstance, platform: Platform): void {
  registerEndpoint(app, memberEndpoints.firstLogin, async ({ merchant, session }) => {
    await platform.db.query(
      'update member set first_login_done = true where merchant_id = $1 and id = $2',
      [merchant.id, session!.memberId],
    );
    return { done: true as const };
  });
}
