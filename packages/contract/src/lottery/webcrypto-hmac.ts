/**
 * HMAC-SHA256 and SHA-256 from the platform (WebCrypto: `globalThis.crypto.subtle`, in Node 20
 * and every browser), so the server and the verifier page run the same primitive and nothing
 * cryptographic is written by hand.
 */

/** HMAC-SHA256 of `message` under `key`. */
export type Hmac = (key: Uint8Array, message: Uint8Array) => Promise<Uint8Array>;

/** SHA-256 of `bytes`. */
export type Sha256 = (bytes: Uint8Array) => Promise<Uint8Array>;

// WebCrypto wants ArrayBuffer-backed views; a copy also keeps the caller's buffer untouched.
const own = (bytes: Uint8Array): Uint8Array<ArrayBuffer> => new Uint8Array(bytes);

/** HMAC-SHA256 through WebCrypto. */
export const webCryptoHmac: Hmac = async (key, message) => {
  const cryptoKey = await globalThis.crypto.subtle.importKey(
    'raw',
    own(key),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  return new Uint8Array(await globalThis.crypto.subtle.sign('HMAC', cryptoKey, own(message)));
};

/** SHA-256 through WebCrypto. */
export const webCryptoSha256: Sha256 = async (bytes) =>
  new Uint8Array(await globalThis.crypto.subtle.digest('SHA-256', own(bytes)));
