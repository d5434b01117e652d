/** Values the address may carry when the portal opens (app QR codes, operator links, emails). */
export interface StartParams {
  token: string | null;
  language: string | null;
  /** The single-use token of an emailed password-reset link (`/?resetToken=...`). */
  resetToken: string | null;
  /** The single-use hand-off code of an app QR code (`/?handoff=...`). */
  handoff: string | null;
}

const keys = ['token', 'language', 'resetToken', 'handoff'] as const;

/**
 * Reads `token`, `language`, `resetToken` and `handoff` from the address and removes them at once, so a
 * secret never stays in the address bar, the history or a shared link.
 */
export function takeStartParams(): StartParams {
  const url = new URL(window.location.href);
  const read = (key: (typeof keys)[number]) => {
    const value = url.searchParams.get(key)?.trim() ?? '';
    return value === '' ? null : value;
  };
  const params = {
    token: read('token'),
    language: read('language'),
    resetToken: read('resetToken'),
    handoff: read('handoff'),
  };
  if (keys.some((key) => url.searchParams.has(key))) {
    for (const key of keys) url.searchParams.delete(key);
    window.history.replaceState(
      window.history.state,
      '',
      `${url.pathname}${url.search}${url.hash}`,
    );
  }
  return params;
}
