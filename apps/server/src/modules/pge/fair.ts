import { createHash, createHmac } from 'node:crypto';

/**
 * Provably fair outcomes: HMAC-SHA256(serverSeed, `${clientSeed}:${nonce}`) read as a stream of
 * 32-bit floats in [0, 1). When a game needs more than eight floats, the next digest is
 * HMAC-SHA256(serverSeed, `${clientSeed}:${nonce}:${n}`). The server commits to the seed with
 * its SHA-256 before play and reveals it on rotation; the verifier page calls the same code.
 */
export function fairFloats(
  serverSeed: string,
  clientSeed: string,
  nonce: number,
  count: number,
): number[] {
  const floats: number[] = [];
  for (let block = 0; floats.length < count; block += 1) {
    const message = block === 0 ? `${clientSeed}:${nonce}` : `${clientSeed}:${nonce}:${block}`;
    const digest = createHmac('sha256', serverSeed).update(message).digest();
    for (let i = 0; i + 4 <= digest.length && floats.length < count; i += 4)
      floats.push(digest.readUInt32BE(i) / 4_294_967_296);
  }
  return floats;
}

/** The commitment shown before play. */
export function seedHash(serverSeed: string): string {
  return createHash('sha256').update(serverSeed).digest('hex');
}
