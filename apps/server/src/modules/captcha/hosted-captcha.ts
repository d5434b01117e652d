/** A brand's hosted challenge: its public site key and the provider's addresses. */
export interface HostedCaptcha {
  siteKey: string;
  secret: string;
  verifyUrl: string;
  scriptUrl: string;
}

/** How long the provider's answer is awaited before the answer counts as a refusal. */
const verifyTimeoutMs = 5_000;

/** True for an address the server may send the secret to: HTTPS, or this machine (tests). */
export function isSafeVerifyUrl(url: string): boolean {
  try {
    const parsed = new URL(url);
    if (parsed.protocol === 'https:') return true;
    return (
      parsed.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(parsed.hostname)
    );
  } catch {
    return false;
  }
}

/**
 * Verifies a widget token with the provider, siteverify style: a form POST of the brand's
 * secret, the token and the client's address; accepted only on `success: true`. A timeout, an
 * error status, an answer that is not JSON or a verify address that is not HTTPS all count as a
 * refusal: a captcha that cannot be checked is never passed.
 */
export async function verifyHostedToken(
  provider: HostedCaptcha,
  token: string,
  ip: string,
  fetchImpl: typeof fetch = fetch,
): Promise<boolean> {
  if (token === '' || token.length > 4096 || !isSafeVerifyUrl(provider.verifyUrl)) return false;
  try {
    const response = await fetchImpl(provider.verifyUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ secret: provider.secret, response: token, remoteip: ip }),
      signal: AbortSignal.timeout(verifyTimeoutMs),
    });
    if (!response.ok) return false;
    const answer = (await response.json()) as { success?: unknown };
    return answer.success === true;
  } catch {
    return false;
  }
}
