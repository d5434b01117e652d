import * as z from 'zod/mini';
import { emptyInput, endpoint } from './endpoint.ts';

/** The built-in image captcha: the text typed is sent with its id. */
export const imageCaptcha = z.object({
  kind: z.literal('image'),
  /** Names this captcha when the answer is sent with a login or registration. */
  captchaId: z.string(),
  /** The PNG image, base64 without a data-URL prefix. */
  image: z.string(),
  expiresInSeconds: z.number().check(z.int(), z.positive()),
});

/**
 * A hosted challenge (Turnstile or hCaptcha style): the page loads `scriptUrl`, renders the
 * widget with `siteKey`, and sends the token the widget gives as `geetest_validate`.
 */
export const hostedCaptcha = z.object({
  kind: z.literal('hosted'),
  siteKey: z.string(),
  scriptUrl: z.string(),
});

/** The brand's captcha for the next login or registration. */
export const captchaOutput = z.discriminatedUnion('kind', [imageCaptcha, hostedCaptcha]);

export const captchaEndpoints = {
  image: endpoint('captcha', 'image', {
    method: 'GET',
    path: '/wps/captcha',
    summary: "The brand's captcha: a single-use image as a base64 PNG, or a hosted challenge.",
    input: emptyInput,
    output: captchaOutput,
  }),
};
