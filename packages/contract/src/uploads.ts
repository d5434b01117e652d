import * as z from 'zod/mini';
import { constants } from './constants.ts';
import { endpoint } from './endpoint.ts';

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

/** The image types an upload may be; anything else is refused. */
export type ImageType = 'image/png' | 'image/jpeg';

/** How many leading bytes `sniffImage` needs to judge a file. */
export const imageSniffBytes = 24;

const pngSignature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/**
 * The type of an image judged by its bytes alone: a PNG signature followed by the IHDR chunk,
 * or a JPEG start-of-image followed by a marker. A file's name and declared type say nothing
 * here, so a renamed script or an HTML page never passes as an image. The server judges every
 * upload this way; the browser does too, to spare the member an upload that would be refused.
 */
export function sniffImage(bytes: Uint8Array): ImageType | null {
  if (
    bytes.length >= imageSniffBytes &&
    pngSignature.every((byte, i) => bytes[i] === byte) &&
    bytes[8] === 0 &&
    bytes[9] === 0 &&
    bytes[10] === 0 &&
    bytes[11] === 13 &&
    String.fromCharCode(bytes[12]!, bytes[13]!, bytes[14]!, bytes[15]!) === 'IHDR'
  ) {
    return 'image/png';
  }
  // SOI (FF D8) then the first segment's marker: FF and a marker byte (APPn, DQT, SOF...).
  if (
    bytes.length >= 4 &&
    bytes[0] === 0xff &&
    bytes[1] === 0xd8 &&
    bytes[2] === 0xff &&
    bytes[3]! >= 0xc0 &&
    bytes[3] !== 0xff
  ) {
    return 'image/jpeg';
  }
  return null;
}

/** Why a chosen file is refused: the contract's error code (and message key). */
export type UploadProblem = 'upload_not_image' | 'upload_too_large' | 'upload_too_many';

/** A file about to be uploaded: its name, size and first `imageSniffBytes` bytes. */
export interface UploadCandidate {
  name: string;
  size: number;
  head: Uint8Array;
}

/**
 * Checks files added to `chosenCount` already chosen (spec sections 5 and 9): each must be a
 * PNG or JPEG by its bytes and at most 5 MB, and one call carries at most 3. Answers the indexes
 * of the added files that are accepted, in order, and a problem for each refused one.
 */
export function checkUploadChoice(
  chosenCount: number,
  added: readonly UploadCandidate[],
): { accepted: number[]; problems: { name: string; problem: UploadProblem }[] } {
  const accepted: number[] = [];
  const problems: { name: string; problem: UploadProblem }[] = [];
  added.forEach((file, index) => {
    const problem: UploadProblem | null =
      sniffImage(file.head) === null
        ? 'upload_not_image'
        : file.size > constants.upload.maxBytes
          ? 'upload_too_large'
          : chosenCount + accepted.length >= constants.upload.maxFiles
            ? 'upload_too_many'
            : null;
    if (problem === null) accepted.push(index);
    else problems.push({ name: file.name, problem });
  });
  return { accepted, problems };
}

export const uploadsEndpoints = {
  upload: endpoint('uploads', 'upload', {
    method: 'POST',
    path: '/wps/uploads',
    auth: 'required',
    upload: true,
    summary: 'Upload one png or jpg image (at most 5 MB) for a later application or proof.',
    input: uploadInput,
    output: uploadOutput,
  }),
};
