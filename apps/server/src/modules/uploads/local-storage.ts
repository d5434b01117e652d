import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assertStorageKey, type Storage } from './storage.ts';

/** Content types a local object may carry; the type is kept in a sidecar name suffix. */
const suffixOf: Record<string, string> = { 'image/png': '.png', 'image/jpeg': '.jpg' };
const typeOf: Record<string, string> = { '.png': 'image/png', '.jpg': 'image/jpeg' };

/**
 * Files under one root directory. Every path is resolved and checked to stay inside the root,
 * on top of the key's own shape check. Writes go to a temporary name first and are renamed, so
 * a reader never sees half a file.
 */
export function localStorage(root: string): Storage {
  const base = path.resolve(root);

  function fileOf(key: string): string {
    assertStorageKey(key);
    const file = path.resolve(base, key);
    if (!file.startsWith(base + path.sep)) throw new RangeError('storage key leaves the root');
    return file;
  }

  return {
    kind: 'local',
    async put(key, bytes, contentType) {
      const suffix = suffixOf[contentType];
      if (!suffix) throw new RangeError(`unsupported content type ${contentType}`);
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
      await writeFile(temporary, bytes, { mode: 0o600 });
      await rename(temporary, file + suffix);
    },
    async get(key) {
      const file = fileOf(key);
      for (const [suffix, contentType] of Object.entries(typeOf)) {
        try {
          return { bytes: await readFile(file + suffix), contentType };
        } catch (err) {
          if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
        }
      }
      return null;
    },
    async delete(key) {
      const file = fileOf(key);
      await Promise.all(Object.keys(typeOf).map((suffix) => rm(file + suffix, { force: true })));
    },
  };
}
