import { captchaEndpoints } from '@portal/contract/captcha';
import { constants } from '@portal/contract/constants';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/contract-routes.ts';
import type { Platform } from '../../platform.ts';
import { drawCaptcha } from './captcha-image.ts';
import { captchaTtlSeconds } from './captcha-store.ts';

/** GET /wps/captcha: a fresh single-use captcha, at most one per second per IP. */
export function registerCaptchaImage(app: FastifyInstance, platform: Platform): void {
  registerEndpoint(
    app,
    captchaEndpoints.image,
    async ({ merchant, reply }) => {
      const { id, text } = await platform.captchas.create(merchant.id);
      reply.header('cache-control', 'no-store');
      return {
        captchaId: id,
        image: drawCaptcha(text).toString('base64'),
        expiresInSeconds: captchaTtlSeconds,
      };
    },
    { rateLimit: { name: 'captcha', max: 1, windowMs: constants.captchaThrottleMs } },
  );
}
