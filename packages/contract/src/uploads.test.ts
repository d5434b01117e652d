import { describe, expect, it } from 'vitest';
import { constants } from './constants.ts';
import { checkUploadChoice, sniffImage } from './uploads.ts';

const pngHead = Uint8Array.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1,
  0, 0, 0, 1,
]);
const jpegHead = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]);
const text = new TextEncoder().encode('<html><script>alert(1)</script></html>');
const file = (name: string, head: Uint8Array, size = 100) => ({ name, head, size });

describe('sniffImage', () => {
  it('knows a PNG and a JPEG by their bytes alone', () => {
    expect(sniffImage(pngHead)).toBe('image/png');
    expect(sniffImage(jpegHead)).toBe('image/jpeg');
  });

  it('refuses text, a bare PNG signature and a JPEG without a marker', () => {
    expect(sniffImage(text)).toBeNull();
    expect(sniffImage(pngHead.slice(0, 8))).toBeNull();
    expect(sniffImage(Uint8Array.from([0xff, 0xd8, 0xff, 0xff]))).toBeNull();
    expect(sniffImage(new Uint8Array(0))).toBeNull();
  });
});

describe('checkUploadChoice', () => {
  it('accepts images up to the count and says why each other file is refused', () => {
    const result = checkUploadChoice(1, [
      file('page.png', text),
      file('a.png', pngHead),
      file('big.jpg', jpegHead, constants.upload.maxBytes + 1),
      file('b.jpg', jpegHead),
      file('c.png', pngHead),
    ]);
    expect(result.accepted).toEqual([1, 3]);
    expect(result.problems).toEqual([
      { name: 'page.png', problem: 'upload_not_image' },
      { name: 'big.jpg', problem: 'upload_too_large' },
      { name: 'c.png', problem: 'upload_too_many' },
    ]);
  });

  it('accepts a file of exactly the largest size', () => {
    const result = checkUploadChoice(0, [file('max.png', pngHead, constants.upload.maxBytes)]);
    expect(result).toEqual({ accepted: [0], problems: [] });
  });
});
