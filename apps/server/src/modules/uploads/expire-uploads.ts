import type { Platform } from '../../platform.ts';

/** An upload nobody claimed within this time is deleted. */
export const unclaimedUploadTtlMs = 24 * 3_600_000;

/** The job's name (unique across the app). */
export const expireUploadsJob = 'upload-expire';

const batch = 200;

/**
 * Deletes unclaimed uploads older than the time to live, in batches: the rows first (only
 * while unclaimed, so a claim that wins a race keeps its upload), then their bytes. A crash in
 * between leaves a few unreferenced files, never a claimed upload without its bytes.
 * Idempotent: deleting a missing file is not an error.
 */
export async function expireUploads(
  platform: Pick<Platform, 'db' | 'storage' | 'clock'>,
): Promise<number> {
  const cutoff = new Date(platform.clock.now() - unclaimedUploadTtlMs);
  let removed = 0;
  for (;;) {
    const rows = await platform.db.query<{ storage_key: string }>(
      `delete from upload where id in (
         select id from upload where claimed_at is null and created_at < $1
         order by created_at limit ${batch})
       and claimed_at is null
       returning storage_key`,
      [cutoff],
    );
    for (const row of rows) await platform.storage.delete(row.storage_key);
    removed += rows.length;
    if (rows.length < batch) return removed;
  }
}
