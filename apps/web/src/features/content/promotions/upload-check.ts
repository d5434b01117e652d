import { constants } from '@portal/contract/constants';

/** Why a chosen file cannot be sent (keys of `content.promotions`). */
export type UploadProblem = 'badType' | 'tooBig' | 'tooMany';

/** The result of checking one more file against those already chosen. */
export interface UploadCheck {
  accepted: File[];
  problems: { name: string; problem: UploadProblem }[];
}

const { types, maxBytes, maxFiles } = constants.upload;

/** True when the first bytes are a PNG or JPEG signature (the server checks the same way). */
export async function hasImageSignature(file: Blob): Promise<boolean> {
  const head = new Uint8Array(await file.slice(0, 8).arrayBuffer());
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((byte, i) => head[i] === byte);
  const jpeg = head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff;
  return png || jpeg;
}

/**
 * Checks chosen proof images before anything is uploaded (spec sections 5 and 9): PNG or JPG by
 * type and by content, at most 5 MB each, at most 3 in all. The server checks again.
 */
export async function checkUploads(
  chosen: readonly File[],
  added: readonly File[],
): Promise<UploadCheck> {
  const accepted = [...chosen];
  const problems: UploadCheck['problems'] = [];
  for (const file of added) {
    if (!(types as readonly string[]).includes(file.type) || !(await hasImageSignature(file))) {
      problems.push({ name: file.name, problem: 'badType' });
    } else if (file.size > maxBytes) {
      problems.push({ name: file.name, problem: 'tooBig' });
    } else if (accepted.length >= maxFiles) {
      problems.push({ name: file.name, problem: 'tooMany' });
    } else {
      accepted.push(file);
    }
  }
  return { accepted, problems };
}
