import type { UploadStorageConfig } from '../../config.ts';
import { localStorage } from './local-storage.ts';
import { s3Storage } from './s3-storage.ts';

/** A stored object as it comes back. */
export interface StoredObject {
  bytes: Buffer;
  contentType: string;
}

/**
 * Where uploaded files live. Keys are chosen by the server (never by a client): letters,
 * digits, `_`, `-` and `/`-separated segments, see `assertStorageKey`.
 */
export interface Storage {
  readonly kind: 'local' | 's3';
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** Null when there is no such object. */
  get(key: string): Promise<StoredObject | null>;
  /** Deleting a missing object is not an error. */
  delete(key: string): Promise<void>;
}

const keyPattern = /^[A-Za-z0-9_-]{1,64}(?:\/[A-Za-z0-9_-]{1,64}){0,4}$/u;

/** Refuses any key outside the shape above (no `..`, no absolute path, no encoded tricks). */
export function assertStorageKey(key: string): void {
  if (!keyPattern.test(key)) throw new RangeError(`invalid storage key ${JSON.stringify(key)}`);
}

/** The storage the configuration names. */
export function openStorage(config: UploadStorageConfig): Storage {
  if (config.storage === 's3') return s3Storage(config);
  return localStorage(config.dir);
}
