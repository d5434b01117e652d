/** The first 24 bytes of a PNG: signature, then the IHDR chunk's length and type. */
const pngHead = [
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1,
  0, 0, 0, 1,
];

/** A file whose bytes start as a PNG does, padded to `size` bytes. */
export function pngFile(name: string, size = 32): File {
  const bytes = new Uint8Array(Math.max(size, pngHead.length));
  bytes.set(pngHead);
  return new File([bytes], name, { type: 'image/png' });
}
