/**
 * The iOS download code's address: this site's origin with the language and, when logged in,
 * the session token, so the phone opens the portal in the same language and session (the app
 * start reads both query values and removes the token from the address).
 */
export function iosAppLink(origin: string, language: string, token: string | null): string {
  const params = new URLSearchParams({ language });
  if (token !== null) params.set('token', token);
  return `${origin}/?${params.toString()}`;
}
