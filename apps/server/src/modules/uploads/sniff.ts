/** The image types an upload may be; anything else is refused. */
export type ImageType = 'image/png' | 'image/jpeg';

const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * The type of an image judged by its bytes alone: a PNG signature followed by the IHDR chunk,
 * or a JPEG start-of-image followed by a marker. A file's name and the request's header say
 * nothing here, so a renamed script or an HTML page never passes as an image.
 */
export function sniffImage(bytes: Buffer): ImageType | null {
  if (
    bytes.length >= 24 &&
    bytes.subarray(0, 8).equals(pngSignature) &&
    bytes.readUInt32BE(8) === 13 &&
    bytes.subarray(12, 16).toString('latin1') === 'IHDR'
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
