/**
 * The iOS download code's address: this site's origin with the language and, when logged in, a
 * single-use hand-off code (never the session token: a screenshot of the code must not be a
 * session), so the phone opens the portal in the same language, logged in once.
 */
export function iosAppLink(origin: string, language: string, handoff: string | null): string {
  const params = new URLSearchParams({ language });
  if (handoff !== null) params.set('handoff', handoff);
  return `${origin}/?${params.toString()}`;
}
