import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform.ts';
import { registerCaptchaImage } from './image.ts';

/** The captcha module: the image call; verification is `platform.captchaVerifier`. */
export function registerCaptchaRoutes(app: FastifyInstance, platform: Platform): void {
  registerCaptchaImage(app, platform);
}
