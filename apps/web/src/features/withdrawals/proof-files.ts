import { constants } from '@portal/contract/constants';

/** The contract's message key for a refused choice of proof images. */
export type ProofProblem = 'upload_not_image' | 'upload_too_large' | 'upload_too_many';

/**
 * The images to keep after adding `added` to `current`, or the reason to refuse the addition
 * (spec section 9: png or jpg, 5 MB each, at most 3). The server checks the bytes again; this
 * only spares the member an upload that would be refused.
 */
export function addProofFiles(
  current: readonly File[],
  added: readonly File[],
): { files: File[]; problem: ProofProblem | null } {
  const { types, maxBytes, maxFiles } = constants.upload;
  for (const file of added) {
    if (!(types as readonly string[]).includes(file.type)) {
      return { files: [...current], problem: 'upload_not_image' };
    }
    if (file.size > maxBytes) return { files: [...current], problem: 'upload_too_large' };
  }
  if (current.length + added.length > maxFiles) {
    return { files: [...current], problem: 'upload_too_many' };
  }
  return { files: [...current, ...added], problem: null };
}
