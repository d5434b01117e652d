/**
 * Customer-service paths travel obfuscated, as the spec asks: the client decrypts them with the
 * last 8 characters as the key. This keeps service links out of plain page scrapes; it is not a
 * secret (the key rides along), so nothing confidential may be put in a path.
 *
 * Format: base64url(iv[12] || AES-256-GCM ciphertext) followed by the 8-character key; the AES
 * key is SHA-256 of those 8 characters. WebCrypto only, on both sides.
 */
const keyLength = 8;
const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/u, '');
}

function fromBase64Url(text: string): Uint8Array {
  const padded = text.replaceAll('-', '+').replaceAll('_', '/');
  const binary = atob(padded + '='.repeat((4 - (padded.length % 4)) % 4));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

async function aesKey(shortKey: string): Promise<CryptoKey> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(shortKey));
  return crypto.subtle.importKey('raw', digest, 'AES-GCM', false, ['encrypt', 'decrypt']);
}

/** Encrypts a path with a fresh random 8-character key appended at the end. */
export async function encryptCsPath(path: string): Promise<string> {
  const random = crypto.getRandomValues(new Uint8Array(keyLength));
  const shortKey = Array.from(random, (b) => alphabet[b % alphabet.length]).join('');
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const key = await aesKey(shortKey);
  const cipher = new Uint8Array(
    await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, new TextEncoder().encode(path)),
  );
  const joined = new Uint8Array(iv.length + cipher.length);
  joined.set(iv);
  joined.set(cipher, iv.length);
  return toBase64Url(joined) + shortKey;
}

/** Decrypts a path made by `encryptCsPath`; throws on anything else. */
export async function decryptCsPath(encrypted: string): Promise<string> {
  if (encrypted.length <= keyLength + 16) throw new Error('customer-service path too short');
  const shortKey = encrypted.slice(-keyLength);
  const joined = fromBase64Url(encrypted.slice(0, -keyLength));
  const key = await aesKey(shortKey);
  const plain = await crypto.subtle.decrypt(
    { name: 'AES-GCM', iv: joined.slice(0, 12) },
    key,
    joined.slice(12),
  );
  return new TextDecoder().decode(plain);
}
