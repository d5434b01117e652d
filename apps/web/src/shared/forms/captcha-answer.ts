/**
 * What a form sends for its captcha. The image captcha's answer is the typed text with the
 * image's id; a hosted challenge's is the widget's token, which the contract carries as
 * `geetest_validate`. `CaptchaField` reports a hosted token through the same callback as an
 * image id, marked with this prefix, and puts a placeholder in the text field so the form's
 * required-field rule is met.
 */
const hostedPrefix = 'hosted:';

/** The value `CaptchaField` gives the form's text field once a hosted challenge is solved. */
export const hostedCaptchaText = 'solved';

/** The id a hosted challenge reports: its token, marked. */
export function hostedCaptchaId(token: string): string {
  return `${hostedPrefix}${token}`;
}

/** The captcha fields of a login or registration call. */
export function captchaAnswer(
  text: string,
  captchaId: string | undefined,
): { captcha: string; captchaId: string | undefined } | { geetest_validate: string } {
  if (captchaId?.startsWith(hostedPrefix)) {
    return { geetest_validate: captchaId.slice(hostedPrefix.length) };
  }
  return { captcha: text.trim(), captchaId };
}
