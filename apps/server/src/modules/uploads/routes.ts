import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform.ts';
import { expireUploads, expireUploadsJob } from './expire-uploads.ts';
import { registerServeUpload } from './serve-upload.ts';
import { registerUploadRoute } from './upload-route.ts';

/**
 * The uploads service: the upload call, the owner's way to see a file again, and an hourly job
 * that deletes uploads nobody claimed within a day.
 */
export async function registerUploadRoutes(
  app: FastifyInstance,
  platform: Platform,
): Promise<void> {
  await registerUploadRoute(app, platform);
  registerServeUpload(app, platform);
  platform.jobs.every(expireUploadsJob, 3600, async () => {
    await expireUploads(platform);
  });
}
