/** Values the address may carry when the portal opens (app QR codes, operator links). */
export interface StartParams {
  token: string | null;
  language: string | null;
}

/**
 * Reads `token` and `language` from the address and removes them at once, so a session token
 * never stays in the address bar, the history or a shared link.
 */
export function takeStartParams(): StartParams {
  const url = new URL(window.location.href);
  const token = url.searchParams.get('token')?.trim() ?? '';
  const language = url.searchParams.get('language')?.trim() ?? '';
  if (url.searchParams.has('token') || url.searchParams.has('language')) {
    url.searchParams.delete('token');
    url.searchParams.delete('language');
    window.history.replaceState(
      window.history.state,
      '',
      `${url.pathname}${url.search}${url.hash}`,
    );
  }
  return { token: token === '' ? null : token, language: language === '' ? null : language };
}
