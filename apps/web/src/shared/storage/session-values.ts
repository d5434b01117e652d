import { storageKeys } from '@portal/contract/constants';
import { clearStorageExcept, readStorage, removeStorage, writeStorage } from './browser-storage.ts';

/**
 * The few stored values every layer reads: the session token, the merchant code and the
 * language. Keys come from the contract (spec section 9) so nothing else invents names.
 */

/** The session token of this tab (session storage, key `token`). */
export function readToken(): string | null {
  const token = readStorage('session', storageKeys.token);
  return token === null || token.trim() === '' ? null : token;
}

export function writeToken(token: string): void {
  writeStorage('session', storageKeys.token, token);
}

export function removeToken(): void {
  removeStorage('session', storageKeys.token);
}

/** The merchant code, preferring this tab's copy over the one kept across visits. */
export function readMerchantCode(): string | null {
  return (
    readStorage('session', storageKeys.merchantCode) ??
    readStorage('session', storageKeys.merchant) ??
    readStorage('local', storageKeys.merchantCode) ??
    readStorage('local', storageKeys.merchant)
  );
}

/** Stores the merchant code under `merchant` and `merchantCode` in both storage areas. */
export function writeMerchantCode(code: string): void {
  for (const kind of ['session', 'local'] as const) {
    writeStorage(kind, storageKeys.merchant, code);
    writeStorage(kind, storageKeys.merchantCode, code);
  }
}

/**
 * Logout: clears session storage but keeps the merchant values (spec section 4) and the mark
 * that the visitors' announcement popup was closed: the popup shows once per browser session,
 * not again over a member who has just logged out.
 */
export function clearSessionStorageOnLogout(): void {
  clearStorageExcept('session', [
    storageKeys.merchant,
    storageKeys.merchantCode,
    storageKeys.announcementClosedVisitor,
  ]);
}

/** The saved language code (local storage, key `language`), or null when none was chosen. */
export function readSavedLanguage(): string | null {
  return readStorage('local', storageKeys.language);
}

export function writeSavedLanguage(code: string): void {
  writeStorage('local', storageKeys.language, code);
}
