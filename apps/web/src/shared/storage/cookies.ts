/**
 * First-party cookies for the few values that must outlive the tab but expire on their own
 * (remember me). Failures are ignored like storage failures: persistence is best effort.
 */

/** Reads a cookie's decoded value, or null when it is not set. */
export function readCookie(name: string): string | null {
  try {
    for (const part of document.cookie.split(';')) {
      const [key, ...rest] = part.trim().split('=');
      if (key === name) return decodeURIComponent(rest.join('='));
    }
  } catch {
    // A malformed value or a browser refusing cookies: treat as not set.
  }
  return null;
}

/** Sets a site-wide cookie for `maxAgeSeconds`; Secure whenever the page is served over HTTPS. */
export function writeCookie(name: string, value: string, maxAgeSeconds: number): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${maxAgeSeconds}; Path=/; SameSite=Lax${secure}`;
}

/** Deletes a cookie set by `writeCookie`. */
export function removeCookie(name: string): void {
  document.cookie = `${name}=; Max-Age=0; Path=/; SameSite=Lax`;
}
