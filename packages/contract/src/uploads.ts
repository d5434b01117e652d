import * as z from 'zod/mini';
import { constants } from './constants.ts';

/**
 * Image uploads (activity applications, withdrawal proofs). The file's bytes are the request
 * body (`Content-Type: image/png` or `image/jpeg`, at most 5 MB); the server checks the content,
 * not the name or the header, stores it through its storage interface and answers an id that a
 * later call (at most 3 per call) claims once.
 */

/** What an upload is for; an id is only accepted by a call of the same purpose. */
export const uploadPurpose = z.enum(['activity', 'withdrawal']);
export type UploadPurpose = z.infer<typeof uploadPurpose>;

export const uploadId = z.string().check(z.regex(/^[A-Za-z0-9_-]{8,64}$/u, 'field_invalid'));

/** The images one call may carry: at most 3 (spec section 9). */
export const uploadIds = z
  .array(uploadId)
  .check(z.maxLength(constants.upload.maxFiles, 'upload_too_many'));

export const uploadInput = z.object({ purpose: uploadPurpose });

export const uploadOutput = z.object({
  uploadId: z.string(),
  contentType: z.enum(['image/png', 'image/jpeg']),
  size: z.number(),
});
