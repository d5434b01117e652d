import type { CaptchaStore } from './captcha-store.ts';

/** What a login or registration form sends to prove a person is there. */
export interface CaptchaAnswer {
  captcha?: string | undefined;
  captchaId?: string | undefined;
  geetest_challenge?: string | undefined;
  geetest_validate?: string | undefined;
  geetest_seccode?: string | undefined;
}

/**
 * Checks a captcha answer. The default checks our own image captcha; an adapter for a hosted
 * service (geetest) receives the geetest fields through the same call.
 */
export interface CaptchaVerifier {
  verify(merchantId: number, answer: CaptchaAnswer): Promise<boolean>;
}

/** Our image captcha: id and text, single use. */
export function imageCaptchaVerifier(store: CaptchaStore): CaptchaVerifier {
  return {
    async verify(merchantId, answer) {
      if (!answer.captchaId || !answer.captcha) return false;
      return store.consume(merchantId, answer.captchaId, answer.captcha);
    },
  };
}
