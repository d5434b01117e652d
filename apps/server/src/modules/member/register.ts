import { memberEndpoints } from '@portal/contract/member';
import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform.ts';
import { registerEndpoint } from '../../http/contract-routes.ts';
import { registerMember } from './register-member.ts';

/** PUT /wps/member/register (encrypted): registration by username; logs the member in. */
export function registerRegister(app: FastifyInstance, platform: Platform): void {
  registerEndpoint(
    app,
    memberEndpoints.register,
    async (context) => registerMember(platform, context, 'username'),
    {
      rateLimit: {
        name: 'register',
        max: platform.config.registerMaxPerIpHour,
        windowMs: 3_600_000,
      },
    },
  );
}
