import * as z from 'zod/mini';
import { emptyInput, endpoint } from './endpoint.ts';

export const captchaOutput = z.object({
  /** Names this captcha when the answer is sent with a login or registration. */
  captchaId: z.string(),
  /** The PNG image, base64 without a data-URL prefix. */
  image: z.string(),
  expiresInSeconds: z.number().check(z.int(), z.positive()),
});

export const captchaEndpoints = {
  image: endpoint('captcha', 'image', {
    method: 'GET',
    path: '/wps/captcha',
    summary: 'A single-use captcha image as a base64 PNG.',
    input: emptyInput,
    output: captchaOutput,
  }),
};
