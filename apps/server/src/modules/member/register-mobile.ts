import { memberEndpoints } from '@portal/contract/member';
import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform.ts';
import { registerEndpoint } from '../../http/contract-routes.ts';
import { registerMember } from './register-member.ts';

/** PUT /wps/member/register/mobile (encrypted): registration by mobile with an SMS code. */
export function registerRegisterMobile(app: FastifyInstance, platform: Platform): void {
  registerEndpoint(
    app,
    memberEndpoints.registerMobile,
    async (context) => registerMember(platform, context, 'mobile'),
    {
      // One budget for both register calls.
      rateLimit: {
        name: 'register',
        max: platform.config.registerMaxPerIpHour,
        windowMs: 3_600_000,
      },
    },
  );
}
