import { captchaEndpoints } from '@portal/contract/captcha';
import { constants } from '@portal/contract/constants';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/contract-routes.ts';
import type { Platform } from '../../platform.ts';
import { drawCaptcha } from './captcha-image.ts';
import { brandCaptcha } from './captcha-verifier.ts';
import { captchaTtlSeconds } from './captcha-store.ts';

/**
 * GET /wps/captcha: the brand's captcha, at most one per second per IP: a fresh single-use
 * image, or the site key and script of its hosted challenge.
 */
export function registerCaptchaImage(app: FastifyInstance, platform: Platform): void {
  registerEndpoint(
    app,
    captchaEndpoints.image,
    async ({ merchant, reply }) => {
      reply.header('cache-control', 'no-store');
      const captcha = await brandCaptcha(platform.db, merchant.id);
      if (captcha.kind === 'hosted') {
        // The public half only: the secret stays here.
        return { kind: 'hosted' as const, siteKey: captcha.siteKey, scriptUrl: captcha.scriptUrl };
      }
      const { id, text } = await platform.captchas.create(merchant.id);
      return {
        kind: 'image' as const,
        captchaId: id,
        image: drawCaptcha(text).toString('base64'),
        expiresInSeconds: captchaTtlSeconds,
      };
    },
    { rateLimit: { name: 'captcha', max: 1, windowMs: constants.captchaThrottleMs } },
  );
}
