import { checkUploadChoice, imageSniffBytes, type UploadProblem } from '@portal/contract/uploads';

/** The files kept after a choice, and why each refused file was refused. */
export interface UploadCheck {
  accepted: File[];
  problems: { name: string; problem: UploadProblem }[];
}

/**
 * Checks image files a member adds to those already chosen, with the contract's rule (type by
 * content, size, count) before anything is uploaded; the server applies the same rule again.
 */
export async function checkUploads(
  chosen: readonly File[],
  added: readonly File[],
): Promise<UploadCheck> {
  const candidates = await Promise.all(
    added.map(async (file) => ({
      name: file.name,
      size: file.size,
      head: new Uint8Array(await file.slice(0, imageSniffBytes).arrayBuffer()),
    })),
  );
  const { accepted, problems } = checkUploadChoice(chosen.length, candidates);
  return { accepted: [...chosen, ...accepted.map((index) => added[index]!)], problems };
}
