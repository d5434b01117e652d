import { constants } from '@portal/contract/constants';
import { readCookie, removeCookie, writeCookie } from '../../shared/storage/cookies.ts';

/** The remember-me cookie. It holds the last username only, never a password (ADR 0008). */
export const rememberCookieName = 'rememberedUsername';

const maxAgeSeconds = constants.rememberMeDays * 24 * 60 * 60;

/** The username remembered on this browser, or null. */
export function readRememberedUsername(): string | null {
  const value = readCookie(rememberCookieName)?.trim() ?? '';
  return value === '' ? null : value;
}

/** After a successful login: keeps the username for a day when asked, else forgets it. */
export function rememberUsername(username: string, remember: boolean): void {
  if (remember) writeCookie(rememberCookieName, username, maxAgeSeconds);
  else removeCookie(rememberCookieName);
}
