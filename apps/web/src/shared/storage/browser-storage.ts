/**
 * Safe access to session and local storage. Browsers throw on storage access in some privacy
 * modes and when the quota is full; the portal must keep working without persistence then.
 */
export type StorageArea = 'session' | 'local';

function area(kind: StorageArea): Storage | null {
  try {
    return kind === 'session' ? window.sessionStorage : window.localStorage;
  } catch {
    return null;
  }
}

/** Reads a string value, or null when missing or when storage is unavailable. */
export function readStorage(kind: StorageArea, key: string): string | null {
  try {
    return area(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Writes a string value; failures are ignored because persistence is best effort. */
export function writeStorage(kind: StorageArea, key: string, value: string): void {
  try {
    area(kind)?.setItem(key, value);
  } catch {
    // Quota or privacy mode: the value simply lives for this page only.
  }
}

/** Removes a value; failures are ignored. */
export function removeStorage(kind: StorageArea, key: string): void {
  try {
    area(kind)?.removeItem(key);
  } catch {
    // Nothing stored, nothing to remove.
  }
}

/** Clears a whole area except the listed keys, which keep their values. */
export function clearStorageExcept(kind: StorageArea, keep: readonly string[]): void {
  const store = area(kind);
  if (store === null) return;
  try {
    const kept = keep.map((key) => [key, store.getItem(key)] as const);
    store.clear();
    for (const [key, value] of kept) if (value !== null) store.setItem(key, value);
  } catch {
    // Best effort, as above.
  }
}
