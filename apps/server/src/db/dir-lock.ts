import { open, readFile, rm } from 'node:fs/promises';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: the process exists but belongs to someone else.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes an exclusive lock file holding this process id. A lock left by a process that no longer
 * runs is taken over; a live holder makes this throw. Returns the release function.
 */
export async function acquireDirLock(lockPath: string): Promise<() => Promise<void>> {
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const handle = await open(lockPath, 'wx');
      await handle.writeFile(String(process.pid));
      await handle.close();
      return async () => {
        await rm(lockPath, { force: true });
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const holder = Number((await readFile(lockPath, 'utf8').catch(() => '')).trim());
      if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && isAlive(holder)) {
        throw new Error(
          `The embedded database is in use by process ${holder} (${lockPath}). Stop it first, or set DATABASE_URL.`,
        );
      }
      await rm(lockPath, { force: true });
    }
  }
  throw new Error(`Could not lock ${lockPath}`);
}
