import type { Queryable } from '../../db/db.ts';
import type { CaptchaStore } from './captcha-store.ts';
import { verifyHostedToken, type HostedCaptcha } from './hosted-captcha.ts';

/** What a login or registration form sends to prove a person is there. */
export interface CaptchaAnswer {
  captcha?: string | undefined;
  captchaId?: string | undefined;
  geetest_challenge?: string | undefined;
  geetest_validate?: string | undefined;
  geetest_seccode?: string | undefined;
}

/** Checks a captcha answer of a brand's form, sent from `ip`. */
export interface CaptchaVerifier {
  verify(merchantId: number, answer: CaptchaAnswer, ip: string): Promise<boolean>;
}

/** A brand's captcha: the built-in image, or a hosted challenge. */
export type BrandCaptcha = { kind: 'image' } | ({ kind: 'hosted' } & HostedCaptcha);

/** The brand's configured captcha (`captcha_provider`); no row is the built-in image. */
export async function brandCaptcha(db: Queryable, merchantId: number): Promise<BrandCaptcha> {
  const [row] = await db.query<{
    kind: 'image' | 'hosted';
    site_key: string | null;
    secret: string | null;
    verify_url: string | null;
    script_url: string | null;
  }>(
    'select kind, site_key, secret, verify_url, script_url from captcha_provider where merchant_id = $1',
    [merchantId],
  );
  if (!row || row.kind === 'image') return { kind: 'image' };
  return {
    kind: 'hosted',
    siteKey: row.site_key!,
    secret: row.secret!,
    verifyUrl: row.verify_url!,
    scriptUrl: row.script_url!,
  };
}

/**
 * The brand's verifier: our image captcha (id and text, single use), or the hosted provider's
 * token. The spec's geetest fields carry the hosted token: `geetest_validate` (or `captcha` when
 * a client sends it there); the other geetest fields are not needed by siteverify providers.
 */
export function brandCaptchaVerifier(
  db: Queryable,
  store: CaptchaStore,
  fetchImpl: typeof fetch = fetch,
): CaptchaVerifier {
  return {
    async verify(merchantId, answer, ip) {
      const captcha = await brandCaptcha(db, merchantId);
      if (captcha.kind === 'hosted') {
        const token = answer.geetest_validate ?? answer.captcha ?? '';
        return verifyHostedToken(captcha, token, ip, fetchImpl);
      }
      if (!answer.captchaId || !answer.captcha) return false;
      return store.consume(merchantId, answer.captchaId, answer.captcha);
    },
  };
}
